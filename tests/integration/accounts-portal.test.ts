import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { validRegistration } from '../support/registration';
import { currentCustomer } from '@/features/accounts/server/sessions';

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'accounts-it-'));

let n = 0;
const ip = () => `10.20.${Math.floor(++n / 250)}.${n % 250}`;

async function call(
  method: string,
  url: string,
  opts: { json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
) {
  const { portalApp } = await import('@/app/api/portal/app');
  const headers: Record<string, string> = { 'x-client-ip': ip(), 'x-locale': 'nl', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) body = opts.form;
  return portalApp.request(`/api/portal${url}`, { method, headers, body });
}

const sessionOf = (res: Response) => /session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];

function registrationForm(patch: Record<string, unknown> = {}, logo?: Buffer, name = 'logo.png') {
  const form = new FormData();
  form.set('data', JSON.stringify({ ...validRegistration, ...patch }));
  if (logo) form.set('logo', new File([new Uint8Array(logo)], name));
  return form;
}

describe.each(backends())('customer accounts on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend);
  });
  afterAll(async () => t?.close());

  it('registers with a logo, gives a customer number and a session, then logs in', async () => {
    const email = `reg-${backend}@example.test`;
    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await call('POST', '/customer/register', {
      form: registrationForm({ email: email.toUpperCase() }, logo),
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.customer.customerNumber).toMatch(/^K-\d{4}-\d{6}$/);
    expect(body.customer.email).toBe(email);
    const token = sessionOf(res)!;
    expect(res.headers.get('set-cookie')).toContain('HttpOnly');

    const profile = await (
      await call('GET', '/customer/profile', { headers: { cookie: `session=${token}` } })
    ).json();
    expect(profile.customerNumber).toBe(body.customer.customerNumber);
    expect(profile.profile).toMatchObject({
      kvk: '12345678',
      btw: 'NL004495445B01',
      bankAccount: 'NL91ABNA0417164300',
      newsletter: true,
      country: 'NL',
    });
    expect(profile.profile.logoPath).toMatch(/^\/media\/logos\/.+\.png$/);

    const login = await call('POST', '/accounts/async-login', {
      json: { email, password: validRegistration.password },
    });
    expect(login.status).toBe(200);
    expect((await login.json()).token).toBeTruthy();
  });

  it('refuses a duplicate email and invalid fields with 422 at the field', async () => {
    const email = `dup-${backend}@example.test`;
    expect((await call('POST', '/customer/register', { json: { ...validRegistration, email } })).status).toBe(
      201,
    );
    const again = await call('POST', '/customer/register', {
      json: { ...validRegistration, email: email.toUpperCase() },
    });
    expect(again.status).toBe(422);
    expect((await again.json()).errors.email[0]).toContain('bestaat al een account');

    const bad = await call('POST', '/customer/register', {
      json: { ...validRegistration, email: 'x@y', password: 'kort', terms: false, kvk: '12' },
    });
    expect(bad.status).toBe(422);
    const errors = (await bad.json()).errors;
    expect(Object.keys(errors).sort()).toEqual(expect.arrayContaining(['email', 'kvk', 'password', 'terms']));
    expect(errors.terms).toEqual(['Je moet akkoord gaan met de algemene voorwaarden']);
  });

  it('checks the logo by content: a renamed file or an oversized image is refused, and nothing is created', async () => {
    const email = `logo-${backend}@example.test`;
    const fake = await call('POST', '/customer/register', {
      form: registrationForm({ email }, Buffer.from('<html><script>1</script></html>'), 'logo.png'),
    });
    expect(fake.status).toBe(422);
    expect((await fake.json()).errors.logo).toEqual(['Het logo moet een JPEG-, PNG- of SVG-afbeelding zijn']);
    const big = await sharp({ create: { width: 501, height: 20, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const tooBig = await call('POST', '/customer/register', { form: registrationForm({ email }, big) });
    expect((await tooBig.json()).errors.logo).toEqual(['Het logo mag maximaal 500×500 pixels groot zijn']);
    const ok = await call('POST', '/customer/register', { form: registrationForm({ email }) });
    expect(ok.status).toBe(201);
  });

  it('rate-limits registrations per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await call('POST', '/customer/register', {
        json: { terms: false },
        headers: { 'x-client-ip': `10.99.${backend.length}.1` },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 422)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('resets a password by a one-time mailed link, without telling whether an account exists', async () => {
    const { customer, headers } = await loginAs({ email: `reset-${backend}@example.test` });
    const known = await call('POST', '/accounts/password/forgot', { json: { email: customer.email } });
    const unknown = await call('POST', '/accounts/password/forgot', {
      json: { email: `nobody-${backend}@example.test` },
    });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    // The mail goes out after the answer (the answer's timing must not tell whether the account exists).
    const { readMailFiles } = await import('@/lib/mail');
    const mailed = async () => (await readMailFiles()).filter((m) => m.to === customer.email).at(-1);
    await expect.poll(mailed).toBeDefined();
    const mail = (await mailed())!;
    expect(mail.subject).toContain('nieuw wachtwoord');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const weak = await call('POST', '/accounts/password/reset', {
      json: { token, password: 'zwak', passwordRepeat: 'zwak' },
    });
    expect(weak.status).toBe(422);
    const done = await call('POST', '/accounts/password/reset', {
      json: { token, password: 'Nieuw123456', passwordRepeat: 'Nieuw123456' },
    });
    expect(done.status).toBe(200);
    expect(await currentCustomer(new Headers(headers))).toBeNull();
    const reused = await call('POST', '/accounts/password/reset', {
      json: { token, password: 'Ander123456', passwordRepeat: 'Ander123456' },
    });
    expect(reused.status).toBe(422);
    expect(
      (
        await call('POST', '/accounts/async-login', {
          json: { email: customer.email, password: 'Nieuw123456' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/accounts/async-login', {
          json: { email: customer.email, password: 'Geheim12345' },
        })
      ).status,
    ).toBe(422);
  });

  it("refuses another customer's data and anonymous calls", async () => {
    const a = await loginAs();
    const b = await loginAs();
    const address = {
      name: 'Magazijn',
      address: 'Havenweg',
      house: '3',
      postcode: '3011 AA',
      city: 'Rotterdam',
      country: 'NL',
    };
    const created = await call('POST', '/customer/addresses', { json: address, headers: a.headers });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    expect((await (await call('GET', '/customer/addresses', { headers: b.headers })).json()).data).toEqual(
      [],
    );
    expect((await call('DELETE', `/customer/addresses/${id}`, { headers: b.headers })).status).toBe(404);
    expect(
      (await (await call('GET', '/customer/addresses', { headers: a.headers })).json()).data,
    ).toHaveLength(1);
    expect((await call('GET', '/customer/profile')).status).toBe(401);
    expect((await call('DELETE', `/customer/addresses/${id}`)).status).toBe(401);
    expect((await call('DELETE', `/customer/addresses/${id}`, { headers: a.headers })).status).toBe(200);
  });

  it('saves profile and settings, changes the password and logs out', async () => {
    const email = `portal-${backend}@example.test`;
    const reg = await call('POST', '/customer/register', { json: { ...validRegistration, email } });
    const cookie = { cookie: `session=${sessionOf(reg)}` };
    const {
      password: _p,
      passwordRepeat: _r,
      email: _e,
      terms: _t,
      deliveryAvailability: _d,
      deliveryDays: _dd,
      noNeighbours: _n,
      newsletter: _nl,
      ...profile
    } = validRegistration;
    expect(
      (
        await call('PUT', '/customer/profile', {
          json: { ...profile, city: 'Utrecht', kvk: '87654321' },
          headers: cookie,
        })
      ).status,
    ).toBe(200);
    const settings = await call('POST', '/customer/register/setting', {
      json: {
        deliveryAvailability: 'specific',
        deliveryDays: [5, 2, 2],
        noNeighbours: true,
        newsletter: false,
      },
      headers: cookie,
    });
    expect(settings.status).toBe(200);
    const p = (await (await call('GET', '/customer/profile', { headers: cookie })).json()).profile;
    expect(p).toMatchObject({
      city: 'Utrecht',
      kvk: '87654321',
      deliveryAvailability: 'specific',
      deliveryDays: [2, 5],
      noNeighbours: true,
      newsletter: false,
    });

    const wrong = await call('POST', '/customer/password', {
      json: { currentPassword: 'Fout1234567', password: 'Nieuw123456', passwordRepeat: 'Nieuw123456' },
      headers: cookie,
    });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).errors)).toEqual(['currentPassword']);
    const changed = await call('POST', '/customer/password', {
      json: {
        currentPassword: validRegistration.password,
        password: 'Nieuw123456',
        passwordRepeat: 'Nieuw123456',
      },
      headers: cookie,
    });
    expect(changed.status).toBe(200);
    expect(await currentCustomer(new Headers(cookie))).toBeNull();
    const fresh = { cookie: `session=${sessionOf(changed)}` };
    expect((await currentCustomer(new Headers(fresh)))?.email).toBe(email);

    const out = await call('POST', '/accounts/logout', { headers: fresh });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/uid=;/);
    expect(await currentCustomer(new Headers(fresh))).toBeNull();
  });

  it('refuses state-changing calls from another site (CSRF)', async () => {
    const a = await loginAs();
    const res = await call('POST', '/customer/addresses', {
      json: { name: 'X', address: 'Y', house: '1', postcode: '1234', city: 'Z', country: 'NL' },
      headers: { ...a.headers, origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});
