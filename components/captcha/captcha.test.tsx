// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { CaptchaProvider, useCaptchaEnabled } from './captcha';
import { CaptchaScope, useCaptcha } from './use-captcha';

type Grecaptcha = {
  ready(cb: () => void): void;
  execute(key: string, o: { action: string }): Promise<string>;
};
const win = window as unknown as { grecaptcha?: Grecaptcha };

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete win.grecaptcha;
  vi.restoreAllMocks();
});

/** Renders a form's view of the captcha under the providers and hands back what the form gets. */
function mount(siteKey: string | undefined) {
  const got: { run?: (action: string) => Promise<string | undefined>; enabled?: boolean } = {};
  function Form() {
    got.run = useCaptcha();
    got.enabled = useCaptchaEnabled();
    return null;
  }
  render(
    <CaptchaProvider siteKey={siteKey}>
      <CaptchaScope>
        <Form />
      </CaptchaScope>
    </CaptchaProvider>,
  );
  return got;
}

const scripts = () => [...document.head.querySelectorAll('script')];

describe('captcha', () => {
  it('without a site key loads nothing and gives no token', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const got = mount(undefined);
    expect(got.enabled).toBe(false);
    expect(scripts()).toHaveLength(0);
    await expect(got.run!('newsletter')).resolves.toBeUndefined();
    expect(info).toHaveBeenCalledWith('captcha: no key provided');
  });

  it("with a site key adds Google's v3 script with the page's nonce and returns the action's token", async () => {
    const pageScript = document.createElement('script');
    pageScript.nonce = 'page-nonce';
    document.head.appendChild(pageScript);
    const got = mount('site-key');
    expect(got.enabled).toBe(true);
    const script = document.getElementById('google-recaptcha-v3') as HTMLScriptElement;
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key');
    expect(script.nonce).toBe('page-nonce');

    const execute = vi.fn().mockResolvedValue('token-1');
    win.grecaptcha = { ready: (cb) => cb(), execute };
    act(() => script.dispatchEvent(new Event('load')));
    await expect(got.run!('contact')).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'contact' });
  });

  it('says so when the script has not loaded or fails to execute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const got = mount('k2');
    await expect(got.run!('review')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('captcha: failed to load script');

    win.grecaptcha = { ready: (cb) => cb(), execute: vi.fn().mockRejectedValue(new Error('bad key')) };
    act(() => document.getElementById('google-recaptcha-v3')!.dispatchEvent(new Event('load')));
    await expect(got.run!('review')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('captcha: failed to execute');
  });
});
