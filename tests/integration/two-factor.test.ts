import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { getDb } from '@/lib/db/client';
import { customers, sessions } from '@/lib/db/schema';
import { createCustomer, setCustomerRole } from '@/features/accounts/server/customers';
import { backends, createTestDb, type TestDb } from '../support/db';
import { servePortalApi } from '../support/serve';

const PASSWORD = 'Geheim12345';

/** A browser over real HTTP: keeps the session cookie the API sets. */
function browser(base: string) {
  let cookie = '';
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}/api/portal${path}`, {
      method,
      headers: {
        'x-locale': 'en',
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    const session = set?.match(/(?:^|,\s*)session=([^;]*)/);
    if (session) cookie = session[1] ? `session=${session[1]}` : '';
    const data = (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : null;
    return { status: res.status, data };
  };
  return {
    login: (email: string, password = PASSWORD) => send('POST', '/accounts/async-login', { email, password }),
    post: (path: string, body: unknown = {}) => send('POST', path, body),
    get: (path: string) => send('GET', path),
    /** The staff API and the moderation API: what a member of staff can reach. */
    staffReach: async () => [
      (await send('GET', '/api/staff/chats')).status,
      (await send('GET', '/api/reviews/pending')).status,
    ],
  };
}

/** A code from the authenticator app, `stepsAhead` periods from now (each code works once). */
const appCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe.each(backends())('two-factor login on %s', (backend) => {
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

  /** Staff enrolled through the real flow; answers the secret and recovery codes. */
  async function enrolledStaff(email: string) {
    await createCustomer({ email, password: PASSWORD, role: 'staff' });
    const b = browser(api.url);
    const login = await b.login(email);
    const setup = await b.post('/accounts/two-factor/setup');
    const enabled = await b.post('/accounts/two-factor/enable', { code: await appCode(setup.data.secret) });
    return { b, login, setup, enabled, secret: setup.data.secret as string };
  }

  it(
    'keeps staff without a second factor out of the staff API, and lets them in after enrolment',
    { timeout: 120_000 },
    async () => {
      const email = `enrol-${backend}@example.test`;
      await createCustomer({ email, password: PASSWORD, role: 'staff' });
      const b = browser(api.url);
      const login = await b.login(email);
      expect(login.status).toBe(200);
      expect(login.data).toEqual({ twoFactor: 'enrol', redirect: '/customer' });
      expect(await b.staffReach()).toEqual([401, 401]);
      // Not signed in as a customer either, and no second factor to verify yet.
      expect((await b.get('/accounts/two-factor')).status).toBe(401);
      expect((await b.post('/accounts/two-factor/verify', { code: '123456' })).status).toBe(401);

      const setup = await b.post('/accounts/two-factor/setup');
      expect(setup.status).toBe(200);
      expect(setup.data.secret).toMatch(/^[A-Z2-7]{26,}$/);
      expect(setup.data.uri).toContain(encodeURIComponent(email));
      expect(setup.data.qr).toContain('<svg');
      const wrong = await b.post('/accounts/two-factor/enable', { code: '000000' });
      expect(wrong.status).toBe(422);
      expect(wrong.data.errors.code).toEqual(['This code is wrong or was used already.']);
      const enabled = await b.post('/accounts/two-factor/enable', { code: await appCode(setup.data.secret) });
      expect(enabled.status).toBe(200);
      expect(enabled.data.recoveryCodes).toHaveLength(10);
      expect(enabled.data.token).toBeTruthy();
      expect(await b.staffReach()).toEqual([200, 200]);

      // The secret never leaves the server again.
      expect((await b.post('/accounts/two-factor/setup')).status).toBe(409);
      const state = await b.get('/accounts/two-factor');
      expect(state.data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: true });
      // Staff can't switch it off.
      expect((await b.post('/accounts/two-factor/disable', { password: PASSWORD })).status).toBe(403);
    },
  );

  it(
    'asks for the code after the password; a code works once, a recovery code once',
    { timeout: 120_000 },
    async () => {
      const email = `verify-${backend}@example.test`;
      const { secret, enabled } = await enrolledStaff(email);
      const b = browser(api.url);
      expect((await b.login(email)).data).toEqual({ twoFactor: 'verify', redirect: '/customer' });
      expect(await b.staffReach()).toEqual([401, 401]);
      // The code spent on enrolment is spent.
      expect((await b.post('/accounts/two-factor/verify', { code: await appCode(secret) })).status).toBe(422);
      const ok = await b.post('/accounts/two-factor/verify', { code: await appCode(secret, 1) });
      expect(ok.status).toBe(200);
      expect(ok.data.customer.role).toBe('staff');
      expect(await b.staffReach()).toEqual([200, 200]);

      const recovery = enabled.data.recoveryCodes[0] as string;
      const c = browser(api.url);
      await c.login(email);
      expect((await c.post('/accounts/two-factor/verify', { code: recovery.toUpperCase() })).status).toBe(
        200,
      );
      expect(await c.staffReach()).toEqual([200, 200]);
      const d = browser(api.url);
      await d.login(email);
      expect((await d.post('/accounts/two-factor/verify', { code: recovery })).status).toBe(422);
      expect(await d.staffReach()).toEqual([401, 401]);
      expect((await c.get('/accounts/two-factor')).data.recoveryCodesLeft).toBe(9);
    },
  );

  it('ends a staff session after 30 minutes without requests', { timeout: 120_000 }, async () => {
    const email = `idle-${backend}@example.test`;
    const { b } = await enrolledStaff(email);
    expect(await b.staffReach()).toEqual([200, 200]);
    const db = await getDb();
    const [who] = await db.select().from(customers).where(eq(customers.email, email));
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.customerId, who.id));
    // Still within the half hour: the request counts as activity and moves the clock on.
    expect(await b.staffReach()).toEqual([200, 200]);
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.customerId, who.id));
    expect(await b.staffReach()).toEqual([401, 401]);
  });

  it('ends the sessions of an account whose role changes', { timeout: 120_000 }, async () => {
    const email = `role-${backend}@example.test`;
    const { b } = await enrolledStaff(email);
    const db = await getDb();
    const [who] = await db.select().from(customers).where(eq(customers.email, email));
    await setCustomerRole(who.id, 'customer');
    expect(await b.staffReach()).toEqual([401, 401]);
    expect((await b.get('/accounts/two-factor')).status).toBe(401);

    // A role changed straight in the database voids the sessions just the same.
    const customerEmail = `promoted-${backend}@example.test`;
    await createCustomer({ email: customerEmail, password: PASSWORD });
    const c = browser(api.url);
    expect((await c.login(customerEmail)).data.token).toBeTruthy();
    expect((await c.get('/accounts/two-factor')).status).toBe(200);
    await db.update(customers).set({ role: 'staff' }).where(eq(customers.email, customerEmail));
    expect((await c.get('/accounts/two-factor')).status).toBe(401);
    expect(await c.staffReach()).toEqual([401, 401]);
  });

  it('lets customers turn the second factor on and off', { timeout: 120_000 }, async () => {
    const email = `customer-${backend}@example.test`;
    await createCustomer({ email, password: PASSWORD });
    const b = browser(api.url);
    expect((await b.login(email)).data.token).toBeTruthy();
    expect((await b.get('/accounts/two-factor')).data).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
      required: false,
    });
    const setup = await b.post('/accounts/two-factor/setup');
    const on = await b.post('/accounts/two-factor/enable', { code: await appCode(setup.data.secret) });
    expect(on.data.recoveryCodes).toHaveLength(10);
    // A customer with a second factor is not staff.
    expect(await b.staffReach()).toEqual([403, 403]);

    const c = browser(api.url);
    expect((await c.login(email)).data).toEqual({ twoFactor: 'verify', redirect: '/customer' });
    expect((await c.get('/accounts/two-factor')).status).toBe(401);
    expect((await c.post('/accounts/two-factor/verify', { code: 'abc' })).status).toBe(422);
    expect(
      (await c.post('/accounts/two-factor/verify', { code: await appCode(setup.data.secret, 1) })).status,
    ).toBe(200);
    expect((await c.post('/accounts/two-factor/disable', { password: 'Wrong12345' })).status).toBe(422);
    expect((await c.post('/accounts/two-factor/disable', { password: PASSWORD })).status).toBe(200);
    expect((await browser(api.url).login(email)).data.token).toBeTruthy();
  });
});
