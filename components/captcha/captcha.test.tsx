// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CaptchaProvider, useCaptchaEnabled } from './captcha';
import { CAPTCHA_SCRIPT_URL } from './captcha-script';
import { useCaptcha } from './use-captcha';

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.grecaptcha;
  vi.restoreAllMocks();
});

/** Renders a form's view of the captcha under the provider and hands back what the form gets. */
function mount(siteKey: string | undefined) {
  const got: { run?: (action: string) => Promise<string | undefined>; enabled?: boolean } = {};
  function Form() {
    got.run = useCaptcha();
    got.enabled = useCaptchaEnabled();
    return null;
  }
  const wrap = (children: ReactNode) => <CaptchaProvider siteKey={siteKey}>{children}</CaptchaProvider>;
  render(wrap(<Form />));
  return got;
}

const scripts = () => [...document.head.querySelectorAll('script')] as HTMLScriptElement[];

describe('captcha', () => {
  it('without a site key loads nothing and gives no token', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const got = mount(undefined);
    expect(got.enabled).toBe(false);
    expect(scripts()).toHaveLength(0);
    await expect(got.run!('newsletter')).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith('captcha: no key provided');
  });

  it('with a site key loads the v3 script once and returns the token for the action', async () => {
    const got = mount('site key');
    expect(got.enabled).toBe(true);
    // The provider loads its loader chunk first, then adds the script.
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts().map((s) => s.src)).toEqual([`${CAPTCHA_SCRIPT_URL}?render=site%20key`]);
    const execute = vi.fn().mockResolvedValue('token-1');
    window.grecaptcha = { ready: (cb) => cb(), execute };
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(got.run!('contact')).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site key', { action: 'contact' });
    expect(scripts()).toHaveLength(1);
  });

  it('says so when the script fails to load or to execute, and tries the script again later', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const got = mount('k2');
    await vi.waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(got.run!('review')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('captcha: failed to load script');

    const again = got.run!('review');
    expect(scripts()).toHaveLength(2);
    window.grecaptcha = { ready: (cb) => cb(), execute: vi.fn().mockRejectedValue(new Error('bad key')) };
    scripts()[1].dispatchEvent(new Event('load'));
    await expect(again).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('captcha: failed to execute');
  });
});
