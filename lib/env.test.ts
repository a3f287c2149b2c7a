import { afterEach, describe, expect, it, vi } from 'vitest';

const load = async (vars: Record<string, string | undefined>) => {
  vi.resetModules();
  for (const [k, v] of Object.entries(vars)) vi.stubEnv(k, v);
  return import('./env');
};
afterEach(() => vi.unstubAllEnvs());

describe('publicUrl', () => {
  it('is PUBLIC_URL when set, whatever host the request names', async () => {
    const { publicUrl } = await load({ PUBLIC_URL: 'https://www.serverstore.nl/' });
    expect(publicUrl(new Headers({ host: '127.0.0.1:3000' }))).toBe('https://www.serverstore.nl');
    expect(publicUrl()).toBe('https://www.serverstore.nl');
  });

  it('is the request’s origin when PUBLIC_URL is unset: Host, or what a proxy forwards', async () => {
    const { publicUrl } = await load({ PUBLIC_URL: undefined, PORT: '4040' });
    expect(publicUrl(new Headers({ host: '127.0.0.1:4040' }))).toBe('http://127.0.0.1:4040');
    expect(publicUrl(new Headers({ host: 'shop.lan:4040' }))).toBe('http://shop.lan:4040');
    expect(
      publicUrl(
        new Headers({
          host: '127.0.0.1:4040',
          'x-forwarded-host': 'shop.example, proxy.internal',
          'x-forwarded-proto': 'https',
        }),
      ),
    ).toBe('https://shop.example');
    // Without a request, or with a host that is no host, this server on localhost.
    expect(publicUrl()).toBe('http://localhost:4040');
    expect(publicUrl(new Headers({ host: 'evil.example/path?x=' }))).toBe('http://localhost:4040');
  });
});
