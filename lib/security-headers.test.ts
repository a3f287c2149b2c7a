import { describe, expect, it } from 'vitest';
import { isHttps, newNonce, nonceOf, pageCsp, pageCspFor, requestHostname } from './security-headers.mjs';

const directives = (csp: string) =>
  new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')] as const));

describe('pageCsp', () => {
  const base = { NODE_ENV: 'production', REALTIME_PORT: '6001' };

  it('allows scripts by nonce only, and no plugins, base URL, framing or foreign forms', () => {
    const d = directives(pageCsp({ nonce: 'abc=', hostname: 'shop.test', env: base }));
    expect(d.get('script-src')).toBe("'self' 'nonce-abc=' 'strict-dynamic'");
    expect(d.get('object-src')).toBe("'none'");
    expect(d.get('base-uri')).toBe("'none'");
    expect(d.get('frame-ancestors')).toBe("'none'");
    expect(d.get('form-action')).toBe("'self'");
    expect(d.has('upgrade-insecure-requests')).toBe(false);
  });

  it('connects to the shop and its realtime server only; the captcha provider only with a key', () => {
    const plain = directives(pageCsp({ nonce: 'n', hostname: 'shop.test', env: base }));
    expect(plain.get('connect-src')).toBe("'self' ws://shop.test:6001 wss://shop.test:6001");
    expect(plain.get('frame-src')).toBe("'self' blob:");
    const captcha = directives(
      pageCsp({ nonce: 'n', hostname: 'shop.test', env: { ...base, RECAPTCHA_SITE_KEY: 'k' } }),
    );
    expect(captcha.get('connect-src')).toContain('https://www.google.com/recaptcha/');
    expect(captcha.get('frame-src')).toContain('https://www.google.com/recaptcha/');
  });

  it('follows the realtime settings: an own host, Pusher’s cluster, or none when off', () => {
    const own = pageCsp({
      nonce: 'n',
      hostname: 'shop.test',
      env: { ...base, PUSHER_CLIENT_HOST: 'rt.shop.test', PUSHER_CLIENT_PORT: '443' },
    });
    expect(directives(own).get('connect-src')).toBe("'self' ws://rt.shop.test:443 wss://rt.shop.test:443");
    const cluster = pageCsp({ nonce: 'n', env: { ...base, PUSHER_CLUSTER: 'eu' } });
    expect(directives(cluster).get('connect-src')).toBe("'self' wss://ws-eu.pusher.com");
    const off = pageCsp({ nonce: 'n', hostname: 'shop.test', env: { ...base, REALTIME_ENABLED: 'false' } });
    expect(directives(off).get('connect-src')).toBe("'self'");
  });

  it('upgrades insecure requests over HTTPS, and allows eval only in development', () => {
    expect(pageCsp({ nonce: 'n', https: true, env: base })).toContain('upgrade-insecure-requests');
    expect(pageCsp({ nonce: 'n', env: base })).not.toContain('unsafe-eval');
    expect(pageCsp({ nonce: 'n', env: { NODE_ENV: 'development' } })).toContain("'unsafe-eval'");
  });
});

describe('the request', () => {
  it('gives a fresh nonce each time, which nonceOf reads back from the policy', () => {
    const a = newNonce();
    expect(a).not.toBe(newNonce());
    expect(nonceOf(pageCsp({ nonce: a, env: {} }))).toBe(a);
    expect(nonceOf("default-src 'none'")).toBeNull();
  });

  it('reads the host name and scheme the browser used', () => {
    expect(requestHostname(new Headers({ host: 'localhost:3000' }))).toBe('localhost');
    expect(requestHostname(new Headers({ host: '[::1]:3000' }))).toBe('[::1]');
    expect(requestHostname(new Headers({ host: 'a', 'x-forwarded-host': 'shop.nl, p' }))).toBe('shop.nl');
    expect(requestHostname(new Headers({ host: 'evil"; script-src *' }))).toBeNull();
    expect(isHttps(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(isHttps(new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttps(new Headers(), true)).toBe(true);
    expect(pageCspFor(new Headers({ host: 'x', 'x-forwarded-proto': 'https' }), 'n')).toContain(
      'upgrade-insecure-requests',
    );
  });
});
