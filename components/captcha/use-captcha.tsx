'use client';

import { useCallback, useContext, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';
import { CaptchaKeyContext } from './captcha';

/** The page's CSP nonce, read from a script Next rendered with it (pages from the cache get a fresh one). */
function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

/**
 * Wraps a form that sends a reCAPTCHA v3 token (spec §7: version 3, badge hidden by the site's CSS). Google's
 * script is added when the form mounts and only when a site key is configured; without one nothing loads.
 */
export function CaptchaScope({ children }: { children: ReactNode }) {
  const siteKey = useContext(CaptchaKeyContext);
  if (!siteKey) return children;
  return (
    <GoogleReCaptchaProvider
      reCaptchaKey={siteKey}
      scriptProps={{ async: true, defer: true, appendTo: 'head', nonce: pageNonce() }}
    >
      {children}
    </GoogleReCaptchaProvider>
  );
}

/**
 * A function that returns a token for an action, or undefined when no key is configured or the script did
 * not load (the server then decides; spec §8 log texts). Used inside CaptchaScope.
 */
export function useCaptcha(): (action: string) => Promise<string | undefined> {
  const siteKey = useContext(CaptchaKeyContext);
  const { executeRecaptcha } = useGoogleReCaptcha();
  return useCallback(
    async (action: string) => {
      if (!siteKey) {
        console.info('captcha: no key provided');
        return undefined;
      }
      if (!executeRecaptcha) {
        console.warn('captcha: failed to load script');
        return undefined;
      }
      try {
        return await executeRecaptcha(action);
      } catch {
        console.warn('captcha: failed to execute');
        return undefined;
      }
    },
    [siteKey, executeRecaptcha],
  );
}
