import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { currentCustomer, revokeSession } from '@/features/accounts/server/sessions';
import { verifyPassword } from '@/features/accounts/server/passwords';
import { findCustomerByEmail } from '@/features/accounts/server/customers';

describe.each(backends())('sessions on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend);
  });
  afterAll(async () => t?.close());

  it('resolves the customer of a session cookie or bearer token, and not after revocation', async () => {
    const { customer, token, headers } = await loginAs({ email: 'Jan@Example.test' });
    expect(customer.email).toBe('jan@example.test');
    expect(customer.customerNumber).toMatch(/^K-\d{4}-\d{6}$/);
    expect((await currentCustomer(new Headers(headers)))?.id).toBe(customer.id);
    expect((await currentCustomer(new Headers({ authorization: `Bearer ${token}` })))?.id).toBe(customer.id);
    expect(await currentCustomer(new Headers({ cookie: 'session=forged' }))).toBeNull();
    await revokeSession(token);
    expect(await currentCustomer(new Headers(headers))).toBeNull();
  });

  it('stores only a password hash that verifies', async () => {
    await loginAs({ email: 'hash@example.test' });
    const row = await findCustomerByEmail('HASH@example.test');
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('Geheim12345', row!.passwordHash)).toBe(true);
    expect(await verifyPassword('geheim12345', row!.passwordHash)).toBe(false);
  });

  it('gives staff the staff role', async () => {
    const { headers } = await loginAs({ role: 'staff' });
    expect((await currentCustomer(new Headers(headers)))?.role).toBe('staff');
  });
});

describe.each(backends())('POST /accounts/async-login on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(backend);
  });
  afterAll(async () => t?.close());

  const login = async (body: unknown, ip = '10.0.0.1') => {
    const { portalApp } = await import('@/app/api/portal/app');
    return portalApp.request('/api/portal/accounts/async-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': ip },
      body: JSON.stringify(body),
    });
  };

  it('answers a token and an HttpOnly session cookie for the right password', async () => {
    const { customer } = await loginAs({ email: `ok-${backend}@example.test` });
    const res = await login({ email: customer.email.toUpperCase(), password: 'Geheim12345', remember: true });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token).toBeTruthy();
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=2592000');
    expect((await currentCustomer(new Headers({ authorization: `Bearer ${body.token}` })))?.id).toBe(
      customer.id,
    );
  });

  it('gives the same 422 for a wrong password and an unknown email, under the password field', async () => {
    await loginAs({ email: `wrong-${backend}@example.test` });
    const a = await login({ email: `wrong-${backend}@example.test`, password: 'Fout12345678' }, '10.0.0.2');
    const b = await login({ email: `nobody-${backend}@example.test`, password: 'Fout12345678' }, '10.0.0.2');
    expect(a.status).toBe(422);
    expect(b.status).toBe(422);
    expect(await a.json()).toEqual(await b.json());
  });

  it('validates the body', async () => {
    const res = await login({ email: 'nope', password: '' }, '10.0.0.9');
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });
});
