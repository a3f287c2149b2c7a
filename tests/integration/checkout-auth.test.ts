import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-auth-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { validRegistration } from '../support/registration';
import { call, newUid, privateAddress, stockedProducts, stockOf } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { orders, payments } from '@/lib/db/schema';
import { findTestPayment, setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';
import { expireStalePendingOrders } from '@/features/checkout/server/orders';
import { pendingOrderTtlMs } from '@/features/checkout/server/expiry';

beforeAll(() => {
  // The test provider calls our webhook in-process (there is no HTTP server in these tests).
  setTestWebhookTransport(async (url, id) => {
    const { portalApp } = await import('@/app/api/portal/app');
    const r = await portalApp.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
    if (!r.ok) throw new Error(`webhook ${r.status}`);
  });
});
afterAll(() => setTestWebhookTransport(undefined));

const payId = (url: string) => url.split('/pay/test/')[1];
const HOUR = 3_600_000;

/** A cart with billing details and delivery saved, confirmed with `method`; answers the confirm. */
async function confirmed(
  productId: number,
  quantity: number,
  method: string,
  headers?: Record<string, string>,
) {
  const uid = newUid();
  const h = { uid, headers };
  const add = await call('POST', '/cart/product', { ...h, body: { item: { productId, quantity } } });
  const orderId: number = add.data.orderId;
  expect(
    (await call('POST', '/cart/pay/data', { ...h, body: { orderId, customer: privateAddress } })).status,
  ).toBe(200);
  expect(
    (await call('POST', '/cart/delivery', { ...h, body: { orderId, type: 1, checkboxes: [], form: {} } }))
      .status,
  ).toBe(200);
  const route = method === 'oprekening' ? '/cart/pay/credit' : '/cart/pay/bank';
  const pay = await call('POST', route, { ...h, body: { orderId, method } });
  expect(pay.status, JSON.stringify(pay.data)).toBe(201);
  return { orderId, h, url: pay.data.url as string };
}

async function ageOrder(orderId: number, hours: number) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ confirmedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(orders.id, orderId));
}

async function statusOf(orderId: number) {
  const db = await getDb();
  const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return o?.status;
}

describe.each(backends())('logging in while ordering on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(10, 2);
  });
  afterAll(async () => t?.close());

  const login = (body: Record<string, unknown>, uid?: string) =>
    call('POST', '/accounts/async-login', {
      uid,
      headers: { 'x-client-ip': '10.9.0.1' },
      body: { password: 'Geheim12345', ...body },
    });

  it('answers the return path only when it is a same-site path, else the account area', async () => {
    const { customer } = await loginAs({ email: `return-${backend}@example.test` });
    const redirectFor = async (returnTo: unknown) => {
      const res = await login({ email: customer.email, returnTo });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return res.data.redirect as string;
    };
    expect(await redirectFor('/order?resume=auth')).toBe('/order?resume=auth');
    expect(await redirectFor('/customer/orders')).toBe('/customer/orders');
    expect(await redirectFor(undefined)).toBe('/customer');
    expect(await redirectFor(null)).toBe('/customer');
    for (const evil of [
      'https://evil.example/order',
      '//evil.example/order',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'order',
    ]) {
      expect(await redirectFor(evil), evil).toBe('/customer');
    }
    // Not a string at all: a 422 at the field, no session.
    const bad = await login({ email: customer.email, returnTo: 42 });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.returnTo).toBeTruthy();
  });

  it('moves the guest cart to the customer on login and fills in the billing details from the account', async () => {
    const { customer } = await loginAs({ email: `cart-${backend}@example.test` });
    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: items[0].id, quantity: 2 } },
    });
    expect(add.status).toBe(201);
    // Before login the checkout knows nothing about the visitor.
    const before = await call('POST', '/get/cart/customer', { uid, body: { orderId: add.data.orderId } });
    expect(before.data).toEqual({ customer: {}, loggedIn: false, addressSaved: false });
    const res = await login({ email: customer.email, returnTo: '/order?resume=auth' }, uid);
    expect(res.status).toBe(200);
    const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
    expect(cookie).toMatch(/=/);
    const headers = { cookie };
    const cart = await call('GET', '/api/cart-products', { uid, headers });
    expect(
      cart.data.orders.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([[items[0].id, 2]]);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, cart.data.orderId));
    expect(row.customerId).toBe(customer.id);
    const check = await call('POST', '/cart/user/check', { uid, headers, body: {} });
    expect(check.data).toMatchObject({ check: true, orderId: cart.data.orderId });
    const info = await call('POST', '/get/cart/customer', {
      uid,
      headers,
      body: { orderId: cart.data.orderId },
    });
    expect(info.data).toMatchObject({
      loggedIn: true,
      customer: { email: customer.email, customerName: customer.name },
    });
    // Another visitor can't see the customer's cart any more.
    expect((await call('GET', '/api/cart-products', { uid: newUid() })).data.orders).toEqual([]);
  });

  it('starts a business customer’s billing details from the profile, company, KvK and VAT number included', async () => {
    const email = `profile-${backend}@example.test`;
    const reg = await call('POST', '/customer/register', {
      headers: { 'x-forwarded-for': '10.9.0.2' },
      body: { ...validRegistration, email, invoiceEmail: 'facturen@acme.test' },
    });
    expect(reg.status, JSON.stringify(reg.data)).toBe(201);
    const headers = { cookie: (reg.headers.get('set-cookie') ?? '').split(';')[0] };
    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      headers,
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    const info = await call('POST', '/get/cart/customer', {
      uid,
      headers,
      body: { orderId: add.data.orderId },
    });
    expect(info.data).toEqual({
      loggedIn: true,
      addressSaved: false,
      customer: {
        category: 'business',
        username: 'Acme BV',
        customerName: 'Jans Jansen',
        email: 'facturen@acme.test',
        phone: '020 123 4567',
        address: 'Kerkstraat',
        house: '12a',
        postcode: '1234 AB',
        region: 'Amsterdam',
        country: 'NL',
        kvk: '12345678',
        btw: 'NL004495445B01',
      },
    });
    // Once billing details are saved, the order's own details come back, as typed.
    const typed = { ...privateAddress, customerName: 'Piet Inkoop' };
    const save = await call('POST', '/cart/pay/data', {
      uid,
      headers,
      body: { orderId: add.data.orderId, customer: typed },
    });
    expect(save.status).toBe(200);
    const again = await call('POST', '/get/cart/customer', {
      uid,
      headers,
      body: { orderId: add.data.orderId },
    });
    expect(again.data).toMatchObject({
      addressSaved: true,
      customer: { customerName: 'Piet Inkoop', category: 'private' },
    });
  });
});

describe.each(backends())('abandoned pending orders on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(20, 3);
  });
  afterAll(async () => t?.close());

  it('returns the stock when the provider says the payment expired; retry is refused, cancelling keeps it as canceled', async () => {
    const p = items[0];
    const before = await stockOf(p.id);
    const { orderId, h, url } = await confirmed(p.id, 3, 'ideal');
    expect(await stockOf(p.id)).toBe(before - 3);
    const done = await call('POST', `/pay/test/${payId(url)}`, { body: { status: 'expired' } });
    expect(done.status).toBe(200);
    expect(await statusOf(orderId)).toBe('expired');
    expect(await stockOf(p.id)).toBe(before);
    // Replaying the webhook gives nothing back twice.
    const { portalApp } = await import('@/app/api/portal/app');
    for (let i = 0; i < 3; i++)
      await portalApp.request('/api/portal/cart/pay/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${payId(url)}`,
      });
    expect(await stockOf(p.id)).toBe(before);
    const retry = await call('POST', '/cart/pay/retry', { ...h, body: { orderId } });
    expect(retry.status).toBe(409);
    expect(retry.data.message).toContain('verlopen');
    expect((await call('DELETE', `/cart/products/${orderId}`, h)).status).toBe(200);
    expect(await statusOf(orderId)).toBe('canceled');
    expect(await stockOf(p.id)).toBe(before);
  });

  it('a failed payment keeps the order (and its stock) for a retry', async () => {
    const p = items[1];
    const before = await stockOf(p.id);
    const { orderId, url } = await confirmed(p.id, 1, 'ideal');
    await call('POST', `/pay/test/${payId(url)}`, { body: { status: 'failed' } });
    expect(await statusOf(orderId)).toBe('pending');
    expect(await stockOf(p.id)).toBe(before - 1);
  });

  it('sweeps online orders left pending too long: payment cancelled at the provider, stock back, once', async () => {
    const p = items[2];
    const before = await stockOf(p.id);
    const stale = await confirmed(p.id, 2, 'ideal');
    const failed = await confirmed(p.id, 1, 'paypal');
    await call('POST', `/pay/test/${payId(failed.url)}`, { body: { status: 'failed' } });
    const fresh = await confirmed(p.id, 1, 'ideal');
    const paidLate = await confirmed(p.id, 1, 'ideal');
    const { headers } = await loginAs();
    const onAccount = await confirmed(p.id, 1, 'oprekening', headers);
    expect(await stockOf(p.id)).toBe(before - 6);
    for (const o of [stale, failed, paidLate, onAccount]) await ageOrder(o.orderId, 30);
    await ageOrder(fresh.orderId, 2);
    // Paid at the provider, but the webhook never arrived: the sweep finds out and keeps the order.
    const db = await getDb();
    const { testProviderPayments } = await import('@/lib/db/schema');
    await db
      .update(testProviderPayments)
      .set({ status: 'paid' })
      .where(eq(testProviderPayments.id, payId(paidLate.url)));

    const expired = await expireStalePendingOrders(pendingOrderTtlMs({ PENDING_ORDER_TTL_HOURS: '24' }));
    expect(expired.sort((a, b) => a - b)).toEqual([stale.orderId, failed.orderId].sort((a, b) => a - b));
    expect(await statusOf(stale.orderId)).toBe('expired');
    expect(await statusOf(failed.orderId)).toBe('expired');
    expect(await statusOf(fresh.orderId)).toBe('pending');
    expect(await statusOf(paidLate.orderId)).toBe('paid');
    expect(await statusOf(onAccount.orderId)).toBe('pending');
    // 2 + 1 units back; fresh, paidLate and onAccount keep theirs.
    expect(await stockOf(p.id)).toBe(before - 3);
    expect((await findTestPayment(payId(stale.url)))?.status).toBe('canceled');
    const [pay] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, payId(stale.url)));
    expect(pay.status).toBe('canceled');
    // The customer can't pay the cancelled payment any more, and a second sweep changes nothing.
    expect(await expireStalePendingOrders(24 * HOUR)).toEqual([]);
    expect(await stockOf(p.id)).toBe(before - 3);
  });

  it('reads the time to live from PENDING_ORDER_TTL_HOURS, 24 hours by default', () => {
    expect(pendingOrderTtlMs({})).toBe(24 * HOUR);
    expect(pendingOrderTtlMs({ PENDING_ORDER_TTL_HOURS: '2' })).toBe(2 * HOUR);
    expect(pendingOrderTtlMs({ PENDING_ORDER_TTL_HOURS: 'nope' })).toBe(24 * HOUR);
    expect(pendingOrderTtlMs({ PENDING_ORDER_TTL_HOURS: '-1' })).toBe(24 * HOUR);
  });
});
