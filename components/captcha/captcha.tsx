'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { GoogleReCaptchaProvider, useGoogleReCaptcha } from 'react-google-recaptcha-v3';

const KeyContext = createContext<string | undefined>(undefined);

/** Loads reCAPTCHA v3 (badge hidden) only when a site key is configured; otherwise renders children. */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  if (!siteKey) return <KeyContext.Provider value={undefined}>{children}</KeyContext.Provider>;
  return (
    <KeyContext.Provider value={siteKey}>
      <GoogleReCaptchaProvider reCaptchaKey={siteKey} scriptProps={{ async: true, defer: true }}>
        {children}
      </GoogleReCaptchaProvider>
    </KeyContext.Provider>
  );
}

/** Whether forms must show the reCAPTCHA notice (required when the badge is hidden). */
export function useCaptchaEnabled(): boolean {
  return !!useContext(KeyContext);
}

/** A function that returns a token for an action, or undefined when no key is configured. */
export function useCaptcha(): (action: string) => Promise<string | undefined> {
  const siteKey = useContext(KeyContext);
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
