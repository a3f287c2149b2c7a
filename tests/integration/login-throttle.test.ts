import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailFiles } from '@/lib/mail';
import { createCustomer } from '@/features/accounts/server/customers';
import { backends, createTestDb, type TestDb } from '../support/db';
import { servePortalApi } from '../support/serve';

describe.each(backends())('failed logins on %s', (backend) => {
  let t: TestDb;
  let api: Awaited<ReturnType<typeof servePortalApi>>;
  beforeAll(async () => {
    t = await createTestDb(backend);
    api = await servePortalApi();
  });
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });

  /** One login over HTTP from `ip`; answers the status and how long the answer took. */
  const login = async (email: string, password: string, ip: string) => {
    const started = performance.now();
    const res = await fetch(`${api.url}/api/portal/accounts/async-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': ip, 'x-locale': 'nl' },
      body: JSON.stringify({ email, password }),
    });
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  };

  it(
    'slows an account down after 5 failures instead of locking the owner out, and mails the owner once',
    { timeout: 120_000 },
    async () => {
      const email = `throttle-${backend}-${Date.now()}@example.test`;
      await createCustomer({ email, password: 'Geheim12345', name: 'Eva' });
      const fails = [];
      for (let i = 0; i < 5; i++) fails.push(await login(email, 'Fout12345678', `10.7.0.${i}`));
      expect(fails.map((f) => f.status)).toEqual([422, 422, 422, 422, 422]);
      // From the sixth attempt on each waits longer: 1 s, then 2 s (from any address).
      const sixth = await login(email, 'Fout12345678', '10.7.1.1');
      expect(sixth.status).toBe(422);
      expect(sixth.ms).toBeGreaterThanOrEqual(1000);
      // The owner still gets in with the right password, only later; no 429 lockout.
      const owner = await login(email, 'Geheim12345', '10.7.1.2');
      expect(owner.status).toBe(200);
      expect(owner.ms).toBeGreaterThanOrEqual(2000);
      // A success clears the count: the next failure is not held back (it would wait 4 s otherwise).
      expect((await login(email, 'Fout12345678', '10.7.1.3')).ms).toBeLessThan(3000);
      // Five more failures in the same window: no second mail.
      for (let i = 0; i < 4; i++) await login(email, 'Fout12345678', `10.7.2.${i}`);

      await expect.poll(async () => (await readMailFiles()).filter((m) => m.to === email).length).toBe(1);
      const [mail] = (await readMailFiles()).filter((m) => m.to === email);
      expect(mail.subject).toBe(
        'Mislukte inlogpogingen op je account / Failed login attempts on your account',
      );
      expect(mail.text).toContain('Beste Eva');
      expect(mail.text).toContain('Dear Eva');
      expect(mail.text).toContain('/customer/forgot-password');
    },
  );

  it('counts unknown addresses the same way, and mails nobody', { timeout: 120_000 }, async () => {
    const email = `nobody-${backend}-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) expect((await login(email, 'Fout12345678', `10.8.0.${i}`)).status).toBe(422);
    const sixth = await login(email, 'Fout12345678', '10.8.1.1');
    expect(sixth.status).toBe(422);
    expect(sixth.ms).toBeGreaterThanOrEqual(1000);
    expect((await readMailFiles()).filter((m) => m.to === email)).toHaveLength(0);
  });

  // The per-address limiter keeps its counts in memory or Redis, whatever the database: one backend will do.
  it.skipIf(backend !== 'pglite')(
    'limits the attempts of one address over all accounts',
    { timeout: 240_000 },
    async () => {
      const ip = '10.9.1.1';
      const statuses = [];
      for (let i = 0; i < 101; i++)
        statuses.push((await login(`spray${i}-${backend}@example.test`, 'Fout12345678', ip)).status);
      expect(statuses.slice(0, 100).every((s) => s === 422)).toBe(true);
      expect(statuses[100]).toBe(429);
      // Another address is not affected.
      expect((await login(`spray0-${backend}@example.test`, 'Fout12345678', '10.9.3.1')).status).toBe(422);
    },
  );
});
