'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The configured site key, for the forms below the provider (./use-captcha.tsx). */
export const CaptchaKeyContext = createContext<string | undefined>(undefined);

/**
 * The site key for every page's forms. Only the key: the reCAPTCHA library and Google's script come with
 * the forms that need a token (./use-captcha.tsx), so pages without such a form carry none of it.
 */
export function CaptchaProvider({ siteKey, children }: { siteKey?: string; children: ReactNode }) {
  return <CaptchaKeyContext.Provider value={siteKey}>{children}</CaptchaKeyContext.Provider>;
}

/** Whether forms must show the reCAPTCHA notice (required when the badge is hidden). */
export function useCaptchaEnabled(): boolean {
  return !!useContext(CaptchaKeyContext);
}
