'use client';

import { createContext, useCallback, useContext, useEffect, type ReactNode } from 'react';

/** reCAPTCHA v3's script (spec §7: version 3, badge hidden by the site's CSS). */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const KeyContext = createContext<string | undefined>(undefined);

const loads = new Map<string, Promise<ReCaptcha>>();

/** Adds the provider's script once (per key) and resolves when it is ready; a failed load may be tried again. */
function loadCaptcha(siteKey: string): Promise<ReCaptcha> {
  const known = loads.get(siteKey);
  if (known) return known;
  const load = new Promise<ReCaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${CAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error('no grecaptcha'));
    };
    script.onerror = () => reject(new Error('script error'));
    document.head.appendChild(script);
  }).catch((err: unknown) => {
    loads.delete(siteKey);
    throw err;
  });
  loads.set(siteKey, load);
  return load;
}

/** Loads reCAPTCHA v3 only when a site key is configured (no library of its own: a script and two calls). */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  useEffect(() => {
    if (siteKey) loadCaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);
  return <KeyContext.Provider value={siteKey}>{children}</KeyContext.Provider>;
}

/** Whether forms must show the reCAPTCHA notice (required when the badge is hidden). */
export function useCaptchaEnabled(): boolean {
  return !!useContext(KeyContext);
}

/** A function that returns a token for an action, or undefined when no key is configured (spec §8 texts). */
export function useCaptcha(): (action: string) => Promise<string | undefined> {
  const siteKey = useContext(KeyContext);
  return useCallback(
    async (action: string) => {
      if (!siteKey) {
        console.info('captcha: no key provided');
        return undefined;
      }
      let api: ReCaptcha;
      try {
        api = await loadCaptcha(siteKey);
      } catch {
        console.warn('captcha: failed to load script');
        return undefined;
      }
      try {
        return await api.execute(siteKey, { action });
      } catch {
        console.warn('captcha: failed to execute');
        return undefined;
      }
    },
    [siteKey],
  );
}
