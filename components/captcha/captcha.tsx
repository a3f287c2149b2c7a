'use client';

import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The configured site key, for the forms below the provider (./use-captcha.ts). */
export const CaptchaKeyContext = createContext<string | undefined>(undefined);

/**
 * Loads reCAPTCHA v3 only when a site key is configured (no library of its own: a script and two calls).
 * The loader is a chunk of its own, so a shop without a key ships only this context on every page.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  useEffect(() => {
    if (siteKey) {
      import('./captcha-script').then(
        (m) => m.loadCaptcha(siteKey).catch(() => undefined),
        () => undefined, // offline: the form's own call tries again
      );
    }
  }, [siteKey]);
  return <CaptchaKeyContext.Provider value={siteKey}>{children}</CaptchaKeyContext.Provider>;
}

/** Whether forms must show the reCAPTCHA notice (required when the badge is hidden). */
export function useCaptchaEnabled(): boolean {
  return !!useContext(CaptchaKeyContext);
}
