'use client';

import { useCallback, useContext } from 'react';
import { CaptchaKeyContext } from './captcha';
import { loadCaptcha, type ReCaptcha } from './captcha-script';

/** A function that returns a token for an action, or undefined when no key is configured (spec §8 texts). */
export function useCaptcha(): (action: string) => Promise<string | undefined> {
  const siteKey = useContext(CaptchaKeyContext);
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
