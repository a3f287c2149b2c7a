import type { APIResponse } from '@playwright/test';
import { test, expect } from './support';

// The security headers of every kind of answer (lib/security-headers.mjs), through the production front
// (scripts/server.mjs) as shoppers get them. The e2e server trusts one proxy hop: a request that names a
// client in X-Forwarded-For comes "through the proxy", whose X-Forwarded-Proto then counts.
const viaHttpsProxy = { 'x-forwarded-for': '203.0.113.7', 'x-forwarded-proto': 'https' };
const html = { accept: 'text/html,application/xhtml+xml' };

function expectCommonHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
}

/** A page's policy has a nonce, and every script the HTML carries has exactly that nonce. */
async function expectNoncedPage(res: APIResponse): Promise<string> {
  expectCommonHeaders(res);
  const csp = res.headers()['content-security-policy'];
  expect(csp).toContain("'strict-dynamic'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  const body = await res.text();
  const scripts = [...body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const running = scripts.filter((s) => !s.includes('application/ld+json'));
  expect(running.length).toBeGreaterThan(0);
  for (const tag of running) expect(tag).toContain(`nonce="${nonce}"`);
  const nonces = new Set([...body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
  expect([...nonces]).toEqual([nonce]);
  return nonce!;
}

test.describe('security headers', () => {
  test('a page: a nonce per answer, HSTS only over HTTPS', async ({ playwright, baseURL }) => {
    const api = await playwright.request.newContext({ baseURL });
    // The account page is never cached: rendered for each request.
    const a = await api.get('/customer', { headers: html });
    const b = await api.get('/customer', { headers: html });
    expect(a.status()).toBe(200);
    expect(await expectNoncedPage(a)).not.toBe(await expectNoncedPage(b));
    expect(a.headers()['strict-transport-security']).toBeUndefined();
    expect(a.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // Behind the TLS proxy; a client's own X-Forwarded-Proto without the proxy counts for nothing.
    const secure = await api.get('/customer', { headers: { ...html, ...viaHttpsProxy } });
    expect(secure.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    const forged = await api.get('/customer', { headers: { ...html, 'x-forwarded-proto': 'https' } });
    expect(forged.headers()['strict-transport-security']).toBeUndefined();
    // The realtime server's websocket, on this host, is the only other place the page may connect to.
    const port = Number(new URL(baseURL!).port) + 1;
    expect(a.headers()['content-security-policy']).toContain(
      `connect-src 'self' ws://localhost:${port} wss://localhost:${port}`,
    );
    await api.dispose();
  });

  test('a cached page gets a fresh nonce on every answer, from the proxy and from the front', async ({
    playwright,
    baseURL,
  }) => {
    // First visit (no locale cookie): the proxy answers, from the cache once it is filled.
    const first = await playwright.request.newContext({ baseURL });
    const seen = new Set<string>();
    await expect
      .poll(async () => {
        const res = await first.get('/faq', { headers: html });
        seen.add(await expectNoncedPage(res));
        return res.headers()['x-page-cache'];
      })
      .toBe('HIT');
    // A returning visitor (locale cookie set): the front answers the hit itself, gzip-compressed.
    await expect
      .poll(async () => {
        const res = await first.get('/faq', {
          headers: { ...html, cookie: 'NEXT_LOCALE=nl', 'accept-encoding': 'gzip' },
        });
        seen.add(await expectNoncedPage(res));
        return `${res.headers()['x-page-cache']} ${res.headers()['content-encoding']}`;
      })
      .toBe('HIT gzip');
    const hit = await first.get('/faq', { headers: { ...html, ...viaHttpsProxy, cookie: 'NEXT_LOCALE=nl' } });
    seen.add(await expectNoncedPage(hit));
    expect(hit.headers()['strict-transport-security']).toContain('max-age=');
    // Every answer had a nonce of its own.
    expect(seen.size).toBeGreaterThanOrEqual(3);
    await first.dispose();
  });

  test('API answers, static files and the media route', async ({ request }) => {
    const api = await request.get('/api/portal/api/settings/contact', { headers: viaHttpsProxy });
    expect(api.status()).toBe(200);
    expectCommonHeaders(api);
    expect(api.headers()['content-security-policy']).toBe(
      "default-src 'none'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'none'",
    );
    expect(api.headers()['strict-transport-security']).toContain('max-age=');
    // The autocomplete the front answers without Next.
    const auto = await request.get('/api/portal/api/catalog/catalog-product-autocomplete?search=dell');
    expectCommonHeaders(auto);
    expect(auto.headers()['content-security-policy']).toContain("default-src 'none'");

    const page = await (await request.get('/', { headers: html })).text();
    const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip', ...viaHttpsProxy } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
    expect(asset.headers()['strict-transport-security']).toContain('max-age=');

    for (const file of ['/sw.js', '/offline.html']) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
      expectCommonHeaders(res);
      expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // A route with a policy of its own keeps it.
    const image = /src="(\/media\/[^"]+)"/.exec(page)?.[1];
    expect(image).toBeTruthy();
    const media = await request.get(image!);
    expect(media.headers()['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  test('error pages: 404 inside and outside the locale routes', async ({ request }) => {
    const missing = await request.get('/en/no-such-page-at-all', { headers: html });
    expect(missing.status()).toBe(404);
    await expectNoncedPage(missing);
    const file = await request.get('/no-such-file.txt', { headers: html });
    expect(file.status()).toBe(404);
    expectCommonHeaders(file);
    expect(file.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    const api = await request.get('/api/portal/api/no-such-call');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-security-policy']).toContain("default-src 'none'");
  });
});

test('the policy is enforced: a script injected without the nonce does not run', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the fixture's would fail this test on the violation it provokes.
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/faq');
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), {
          once: true,
        }),
      ),
  );
  await page.evaluate(() => {
    const s = document.createElement('div');
    s.innerHTML = '<img src="/nope.png" onerror="window.__injected = true">';
    document.body.append(s);
  });
  expect(await violation).toBe('script-src-attr');
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await context.close();
});
