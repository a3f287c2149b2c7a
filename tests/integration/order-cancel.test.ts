import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'order-cancel-'));

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call, newUid, privateAddress, setStock, stockedProducts, stockOf } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { orders, payments, testProviderPayments } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { findTestPayment, setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';
import { expireStalePendingOrders } from '@/features/checkout/server/orders';

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

/** A guest cart of one product with billing details and delivery, confirmed with iDEAL. */
async function confirmed(productId: number, quantity: number) {
  const uid = newUid();
  const h = { uid };
  const add = await call('POST', '/cart/product', { ...h, body: { item: { productId, quantity } } });
  const orderId: number = add.data.orderId;
  expect(
    (await call('POST', '/cart/pay/data', { ...h, body: { orderId, customer: privateAddress } })).status,
  ).toBe(200);
  expect(
    (await call('POST', '/cart/delivery', { ...h, body: { orderId, type: 1, checkboxes: [], form: {} } }))
      .status,
  ).toBe(200);
  const pay = await call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'ideal' } });
  expect(pay.status, JSON.stringify(pay.data)).toBe(201);
  return { orderId, h, url: pay.data.url as string, paymentId: payId(pay.data.url) };
}

/** What the shopper picks on the test provider's hosted page (the provider then calls our webhook). */
const choose = (paymentId: string, status: string) =>
  call('POST', `/pay/test/${paymentId}`, { body: { status } });

/** The provider's webhook, as the provider sends it. */
async function webhook(paymentId: string) {
  const { portalApp } = await import('@/app/api/portal/app');
  return portalApp.request('/api/portal/cart/pay/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `id=${paymentId}`,
  });
}

/**
 * The bank settles a payment the provider had already given up (a real provider can do this; the test
 * provider's hosted page can't, so its books are written as the bank would).
 */
async function bankSettles(paymentId: string) {
  const db = await getDb();
  await db.update(testProviderPayments).set({ status: 'paid' }).where(eq(testProviderPayments.id, paymentId));
}

async function orderRow(orderId: number) {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
  return o;
}

async function paymentsOf(orderId: number) {
  const db = await getDb();
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function ageOrder(orderId: number, hours: number) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ confirmedAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(orders.id, orderId));
}

describe.each(backends())('cancelling orders and late payments on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(20, 4);
  });
  afterAll(async () => t?.close());
  beforeEach(() => fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true }));

  it('refuses to cancel while the bank is still processing the payment: 409, nothing deleted', async () => {
    const p = items[0];
    const before = await stockOf(p.id);
    const { orderId, h, paymentId } = await confirmed(p.id, 2);
    expect((await choose(paymentId, 'pending')).data.redirect).toContain(`/order/${orderId}/success`);
    const del = await call('DELETE', `/cart/products/${orderId}`, h);
    expect(del.status).toBe(409);
    expect(del.data.message).toContain('wordt nog verwerkt');
    const change = await call('POST', '/cart/pay/change', { ...h, body: { orderId } });
    expect(change.status).toBe(409);
    expect((await orderRow(orderId)).status).toBe('pending');
    expect((await paymentsOf(orderId)).map((x) => x.status)).toEqual(['pending']);
    expect(await stockOf(p.id)).toBe(before - 2);
    expect((await call('GET', '/api/cart-products', h)).data.orders).toEqual([]);
    // The payment then goes through: the order is paid, as it should be.
    await choose(paymentId, 'paid');
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await stockOf(p.id)).toBe(before - 2);
  });

  it('cancels when the provider confirms: status canceled, payment kept, stock back once', async () => {
    const p = items[1];
    const before = await stockOf(p.id);
    const { orderId, h, paymentId } = await confirmed(p.id, 3);
    expect(await stockOf(p.id)).toBe(before - 3);
    const del = await call('DELETE', `/cart/products/${orderId}`, h);
    expect(del.status, JSON.stringify(del.data)).toBe(200);
    const o = await orderRow(orderId);
    expect(o.status).toBe('canceled');
    expect(o.canceledAt).not.toBeNull();
    expect((await paymentsOf(orderId)).map((x) => [x.id, x.status])).toEqual([[paymentId, 'canceled']]);
    expect((await findTestPayment(paymentId))?.status).toBe('canceled');
    expect(await stockOf(p.id)).toBe(before);
    // Twice, or at once: the stock comes back once.
    const again = await Promise.all([1, 2].map(() => call('DELETE', `/cart/products/${orderId}`, h)));
    expect(again.map((r) => r.status)).toEqual([200, 200]);
    expect(await stockOf(p.id)).toBe(before);
    expect((await call('GET', `/cart/orders/${orderId}`, h)).data.order).toMatchObject({
      status: 'canceled',
      paymentStatus: 'canceled',
      payable: false,
    });
    const retry = await call('POST', '/cart/pay/retry', { ...h, body: { orderId } });
    expect(retry.status).toBe(409);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it('changes an order: payment cancelled at the provider, lines back in the cart, order canceled', async () => {
    const p = items[2];
    const before = await stockOf(p.id);
    const { orderId, h, paymentId } = await confirmed(p.id, 2);
    const change = await call('POST', '/cart/pay/change', { ...h, body: { orderId } });
    expect(change.status, JSON.stringify(change.data)).toBe(200);
    expect(change.data.status).toBe('canceled');
    expect((await orderRow(orderId)).status).toBe('canceled');
    expect((await findTestPayment(paymentId))?.status).toBe('canceled');
    expect(await stockOf(p.id)).toBe(before);
    const cart = (await call('GET', '/api/cart-products', h)).data;
    expect(cart.orderId).not.toBe(orderId);
    expect(
      cart.orders.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]),
    ).toEqual([[p.id, 2]]);
    // A second click puts nothing in twice.
    expect((await call('POST', '/cart/pay/change', { ...h, body: { orderId } })).status).toBe(200);
    expect((await call('GET', '/api/cart-products', h)).data.orders[0].quantity).toBe(2);
  });

  it('records a payment completing after the cancel, flags it for staff and mails the customer, once', async () => {
    const p = items[3];
    const before = await stockOf(p.id);
    const { orderId, h, paymentId } = await confirmed(p.id, 1);
    expect((await call('DELETE', `/cart/products/${orderId}`, h)).status).toBe(200);
    await bankSettles(paymentId);
    for (let i = 0; i < 3; i++) expect((await webhook(paymentId)).status).toBe(200);
    const o = await orderRow(orderId);
    expect(o.status).toBe('canceled');
    expect(o.staffFlag).toBe('paid_after_cancel');
    expect((await paymentsOf(orderId)).map((x) => x.status)).toEqual(['paid']);
    expect(await stockOf(p.id)).toBe(before);
    const mails = await readMailFiles();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('jan@example.test');
    expect(mails[0].subject).toContain('geannuleerde bestelling WS-');
    expect(mails[0].text).toContain('terug');
  });

  it('never opens a second payment while the first is pending or open', async () => {
    const p = items[0];
    const { orderId, h, url, paymentId } = await confirmed(p.id, 1);
    const open = await call('POST', '/cart/pay/retry', { ...h, body: { orderId } });
    expect(open.data.url).toBe(url);
    await choose(paymentId, 'pending');
    const pending = await Promise.all(
      [1, 2].map(() => call('POST', '/cart/pay/retry', { ...h, body: { orderId, method: 'paypal' } })),
    );
    for (const r of pending) {
      expect(r.status).toBe(200);
      expect(r.data.url).toContain(`/order/${orderId}/success`);
    }
    expect((await paymentsOf(orderId)).map((x) => x.id)).toEqual([paymentId]);
    // Once it failed, pay now opens a new one.
    await choose(paymentId, 'failed');
    const fresh = await call('POST', '/cart/pay/retry', { ...h, body: { orderId } });
    expect(fresh.data.url).toMatch(/\/pay\/test\/tst_/);
    expect(payId(fresh.data.url)).not.toBe(paymentId);
    expect(await paymentsOf(orderId)).toHaveLength(2);
  });

  it('leaves an order whose payment is being processed out of the expiry sweep', async () => {
    const p = items[1];
    const before = await stockOf(p.id);
    const { orderId, paymentId } = await confirmed(p.id, 2);
    await choose(paymentId, 'pending');
    await ageOrder(orderId, 30);
    expect(await expireStalePendingOrders(24 * HOUR)).not.toContain(orderId);
    expect((await orderRow(orderId)).status).toBe('pending');
    expect(await stockOf(p.id)).toBe(before - 2);
    await choose(paymentId, 'paid');
    expect((await orderRow(orderId)).status).toBe('paid');
    expect(await stockOf(p.id)).toBe(before - 2);
  });

  it('reserves the stock again for a late success on an expired order, or flags it when it is gone', async () => {
    const p = items[2];
    await setStock(p.id, 10);
    const late = await confirmed(p.id, 3);
    await choose(late.paymentId, 'expired');
    expect((await orderRow(late.orderId)).status).toBe('expired');
    expect(await stockOf(p.id)).toBe(10);
    await bankSettles(late.paymentId);
    await Promise.all([1, 2, 3].map(() => webhook(late.paymentId)));
    expect((await orderRow(late.orderId)).status).toBe('paid');
    expect((await orderRow(late.orderId)).staffFlag).toBeNull();
    expect(await stockOf(p.id)).toBe(7);
    expect((await readMailFiles()).map((m) => m.subject)).toEqual([expect.stringContaining('Bevestiging')]);

    fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true });
    const short = await confirmed(p.id, 5);
    await choose(short.paymentId, 'expired');
    expect(await stockOf(p.id)).toBe(7);
    await setStock(p.id, 4);
    await bankSettles(short.paymentId);
    await webhook(short.paymentId);
    const o = await orderRow(short.orderId);
    expect(o.status).toBe('expired');
    expect(o.staffFlag).toBe('paid_after_cancel');
    expect(await stockOf(p.id)).toBe(4);
    expect((await paymentsOf(short.orderId)).map((x) => x.status)).toEqual(['paid']);
    expect((await readMailFiles()).map((m) => m.subject)).toEqual([
      expect.stringContaining('geannuleerde bestelling'),
    ]);
  });
});
