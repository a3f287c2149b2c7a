import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'mollie-provider-'));
process.env.MOLLIE_API_KEY = 'test_fakeMollieKeyForTheStandIn1234';
// The stand-in's certificate is self-signed (see tests/support/fake-mollie.ts).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { startFakeMollie } from '../support/fake-mollie';
import { servePortalApi } from '../support/serve';
import { newUid, privateAddress, stockedProducts, stockOf } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { orders, payments } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { readMailFiles } from '@/lib/mail';
import { paymentProvider } from '@/features/checkout/server/providers';
import { expireStalePendingOrders } from '@/features/checkout/server/orders';

let mollie: Awaited<ReturnType<typeof startFakeMollie>>;
let api: Awaited<ReturnType<typeof servePortalApi>>;
beforeAll(async () => {
  mollie = await startFakeMollie();
  api = await servePortalApi();
  // The shop's return and webhook URLs point at the API served above; the Mollie client at the stand-in.
  Object.assign(env(), {
    MOLLIE_API_KEY: process.env.MOLLIE_API_KEY,
    MOLLIE_API_ENDPOINT: mollie.endpoint,
    PUBLIC_URL: api.url,
  });
});
afterAll(async () => {
  await api?.close();
  await mollie?.close();
});

/** A shopper's call to our API over HTTP. */
async function http(method: string, path: string, uid: string, body?: unknown) {
  const res = await fetch(`${api.url}/api/portal${path}`, {
    method,
    headers: { uid, 'x-locale': 'nl', ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, data: await res.json() };
}

/** A guest's confirmed iDEAL order: the Mollie payment id and where the browser was sent. */
async function orderPaidByIdeal(productId: number) {
  const uid = newUid();
  const add = await http('POST', '/cart/product', uid, { item: { productId, quantity: 1 } });
  const orderId: number = add.data.orderId;
  expect((await http('POST', '/cart/pay/data', uid, { orderId, customer: privateAddress })).status).toBe(200);
  expect(
    (await http('POST', '/cart/delivery', uid, { orderId, type: 1, checkboxes: [], form: {} })).status,
  ).toBe(200);
  const bank = await http('POST', '/cart/pay/bank', uid, { orderId, method: 'ideal' });
  expect(bank.status, JSON.stringify(bank.data)).toBe(201);
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return { uid, orderId, paymentId: payment.id, url: bank.data.url as string };
}

const orderRow = async (id: number) => {
  const db = await getDb();
  return (await db.select().from(orders).where(eq(orders.id, id)))[0];
};

describe.each(backends())('Mollie provider against a local stand-in on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(10, 1);
  });
  afterAll(async () => t?.close());
  // Each backend numbers its orders from 1: one backend's mails must not count for the other's.
  beforeEach(() => fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true }));

  it('creates the payment with an Idempotency-Key and sends the shopper to the hosted checkout', async () => {
    const o = await orderPaidByIdeal(items[0].id);
    expect(o.paymentId).toMatch(/^tr_/);
    expect(o.url).toBe(`${mollie.endpoint.replace('/v2/', '')}/checkout/${o.paymentId}`);
    // The latest: both backends' runs share the stand-in, and their first orders have the same id.
    const create = mollie.requests
      .filter(
        (r) => r.method === 'POST' && r.path === '/v2/payments' && r.body?.metadata?.orderId === o.orderId,
      )
      .at(-1)!;
    expect(create.headers['idempotency-key']).toBeTruthy();
    expect(create.headers.authorization).toBe('Bearer test_fakeMollieKeyForTheStandIn1234');
    const order = await orderRow(o.orderId);
    const total = (order.totals as { priceFullWithNDS: number }).priceFullWithNDS;
    expect(create.body).toMatchObject({
      amount: { currency: 'EUR', value: (total / 100).toFixed(2) },
      method: 'ideal',
      locale: 'nl_NL',
      webhookUrl: `${api.url}/api/portal/cart/pay/webhook`,
      metadata: { orderId: o.orderId },
    });
    // The return link carries a token for this order's pages, never the visitor uid.
    expect(create.body?.redirectUrl).toMatch(
      new RegExp(`^${api.url}/order/${o.orderId}/success\\?access=${o.orderId}\\.\\d+\\.[\\w-]{32}$`),
    );
    expect(create.body?.redirectUrl).not.toContain(o.uid);
    // Mollie with a test key is simulated money: the order says so.
    expect(order.testMode).toBe(true);
  });

  it('takes the status from Mollie when the webhook brings only the id: pending, then paid, one mail', async () => {
    const o = await orderPaidByIdeal(items[0].id);
    const gets = () =>
      mollie.requests.filter((r) => r.method === 'GET' && r.path === `/v2/payments/${o.paymentId}`).length;
    await mollie.setStatus(o.paymentId, 'pending');
    expect(gets()).toBe(1);
    expect((await orderRow(o.orderId)).status).toBe('pending');
    const summary = await http('GET', `/cart/orders/${o.orderId}`, o.uid);
    expect(summary.data.order.paymentStatus).toBe('pending');
    await mollie.setStatus(o.paymentId, 'paid');
    expect(gets()).toBe(2);
    expect((await orderRow(o.orderId)).status).toBe('paid');
    // A repeated webhook changes nothing and sends no second mail.
    const again = await fetch(`${api.url}/api/portal/cart/pay/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: o.paymentId }).toString(),
    });
    expect(again.status).toBe(200);
    const mails = (await readMailFiles()).filter((m) =>
      m.text.includes(`/order/${o.orderId}/success?access=${o.orderId}.`),
    );
    expect(mails).toHaveLength(1);
    // The mail's link opens this order's pages, and carries no visitor uid.
    expect(mails[0].text).not.toContain(o.uid);
  });

  it('expires the order and returns the stock when Mollie says expired', async () => {
    const before = await stockOf(items[0].id);
    const o = await orderPaidByIdeal(items[0].id);
    expect(await stockOf(items[0].id)).toBe(before - 1);
    await mollie.setStatus(o.paymentId, 'expired');
    expect((await orderRow(o.orderId)).status).toBe('expired');
    expect(await stockOf(items[0].id)).toBe(before);
  });

  it('keeps the order pending, with the failure shown, when the payment failed', async () => {
    const o = await orderPaidByIdeal(items[0].id);
    await mollie.setStatus(o.paymentId, 'failed');
    const summary = await http('GET', `/cart/orders/${o.orderId}`, o.uid);
    expect(summary.data.order).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
  });

  it('leaves an order pending when Mollie refuses to cancel its payment, and expires it when it may', async () => {
    const stuck = await orderPaidByIdeal(items[0].id);
    mollie.setCancelable(stuck.paymentId, false);
    const free = await orderPaidByIdeal(items[0].id);
    const db = await getDb();
    const old = new Date(Date.now() - 48 * 3600_000);
    for (const id of [stuck.orderId, free.orderId])
      await db.update(orders).set({ confirmedAt: old }).where(eq(orders.id, id));
    const expired = await expireStalePendingOrders(24 * 3600_000);
    expect(expired).toContain(free.orderId);
    expect(expired).not.toContain(stuck.orderId);
    const refused = mollie.requests.find(
      (r) => r.method === 'DELETE' && r.path === `/v2/payments/${stuck.paymentId}`,
    );
    expect(refused?.headers['idempotency-key']).toBeTruthy();
    expect((await orderRow(stuck.orderId)).status).toBe('pending');
    expect(mollie.payment(free.paymentId)?.status).toBe('canceled');
    expect((await orderRow(free.orderId)).status).toBe('expired');
  });

  it('refunds a paid payment (and Mollie refuses more than was paid)', async () => {
    const o = await orderPaidByIdeal(items[0].id);
    await mollie.setStatus(o.paymentId, 'paid');
    const provider = paymentProvider('mollie');
    const refund = await provider.refund(o.paymentId, 1000, `a-${o.paymentId}`);
    expect(refund).toMatchObject({ status: 'queued', amount: 1000 });
    expect(refund.id).toMatch(/^re_/);
    const call = mollie.requests.find((r) => r.path === `/v2/payments/${o.paymentId}/refunds`)!;
    expect(call.body).toMatchObject({ amount: { currency: 'EUR', value: '10.00' } });
    expect(call.headers['idempotency-key']).toBeTruthy();
    const total = ((await orderRow(o.orderId)).totals as { priceFullWithNDS: number }).priceFullWithNDS;
    await expect(provider.refund(o.paymentId, total, `b-${o.paymentId}`)).rejects.toThrow(
      /higher than the amount/,
    );
  });
});
