/** reCAPTCHA v3's script (spec §7: version 3, badge hidden by the site's CSS). */
export const CAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

export interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

const loads = new Map<string, Promise<ReCaptcha>>();

/** Adds the provider's script once (per key) and resolves when it is ready; a failed load may be tried again. */
export function loadCaptcha(siteKey: string): Promise<ReCaptcha> {
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
