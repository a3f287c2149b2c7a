import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-api-'));

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { startFakeVies } from '../../scripts/fake-vies.mjs';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import {
  businessAddress,
  call,
  newUid,
  privateAddress,
  setStock,
  stockedProducts,
  stockOf,
} from '../support/shop';
import { getDb } from '@/lib/db/client';
import { orders, payments } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';

let vies: Awaited<ReturnType<typeof startFakeVies>>;
beforeAll(async () => {
  vies = await startFakeVies(0);
  process.env.VIES_URL = vies.url;
  process.env.VIES_TIMEOUT_MS = '2000';
  // The test provider calls our webhook in-process instead of over HTTP (there is no server in these tests).
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
afterAll(async () => vies?.close());

const pdfText = async (buf: Buffer) => (await new PDFParse({ data: new Uint8Array(buf) }).getText()).text;
const payId = (url: string) => url.split('/pay/test/')[1];

/** A visitor with a cart of one product, billing details and delivery saved. */
async function readyCart(
  productId: number,
  opts: {
    quantity?: number;
    address?: object;
    type?: number;
    uid?: string;
    headers?: Record<string, string>;
  } = {},
) {
  const uid = opts.uid ?? newUid();
  const h = { uid, headers: opts.headers };
  const add = await call('POST', '/cart/product', {
    ...h,
    body: { item: { productId, quantity: opts.quantity ?? 1 } },
  });
  const orderId: number = add.data.orderId;
  const data = await call('POST', '/cart/pay/data', {
    ...h,
    body: { orderId, customer: opts.address ?? privateAddress },
  });
  expect(data.status, JSON.stringify(data.data)).toBe(200);
  const del = await call('POST', '/cart/delivery', {
    ...h,
    body: { orderId, type: opts.type ?? 1, checkboxes: [], form: {} },
  });
  expect(del.status, JSON.stringify(del.data)).toBe(200);
  return { uid, orderId, h };
}

describe.each(backends())('checkout API on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(10, 4);
  });
  afterAll(async () => t?.close());
  beforeEach(() => fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true }));

  it('takes a guest order through iDEAL on the test provider to paid, once', async () => {
    const p = items[0];
    const before = await stockOf(p.id);
    const { orderId, h } = await readyCart(p.id, { quantity: 2 });
    const qr = await call('POST', '/cart/pay/ideal-qrcode', { ...h, body: { orderId } });
    expect(qr.data).toMatchObject({ idealBanks: [], src: null });
    const bank = await call('POST', '/cart/pay/bank', {
      ...h,
      body: {
        orderId,
        method: 'ideal',
        bankRadio: null,
        redirectUrl: 'https://evil.example/',
        redirectUrlCancel: 'https://evil.example/',
      },
    });
    expect(bank.status).toBe(201);
    expect(bank.data.url).toMatch(/\/pay\/test\/tst_/);
    expect(await stockOf(p.id)).toBe(before - 2);
    // The cart is emptied: the order is no longer the open cart.
    expect((await call('GET', '/api/cart-products', h)).data.orders).toEqual([]);
    const page = await call('GET', `/pay/test/${payId(bank.data.url)}`);
    expect(page.data).toMatchObject({ status: 'open', method: 'ideal' });
    const done = await call('POST', `/pay/test/${payId(bank.data.url)}`, { body: { status: 'paid' } });
    expect(done.data.redirect).toContain(`/order/${orderId}/success?access=`);
    expect(done.data.redirect).not.toContain('evil');
    const summary = await call('GET', `/cart/orders/${orderId}`, h);
    expect(summary.data.order).toMatchObject({
      status: 'paid',
      paymentStatus: 'paid',
      paymentMethod: 'ideal',
    });
    expect(summary.data.items[0]).toMatchObject({ productId: p.id, quantity: 2, price: p.price });
    expect(summary.data.prices.priceFullDiscountBefore).toBe(p.price * 2);
    expect(summary.data.prices.deliveryCost).toBe(995);
    expect(await stockOf(p.id)).toBe(before - 2);
    const mails = await readMailFiles();
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toBe('jan@example.test');
    expect(mails[0].subject).toContain('WS-');
  });

  it('replays the webhook ten times, out of order, and still has one paid order and one mail', async () => {
    const { orderId, h } = await readyCart(items[1].id);
    const first = await call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'ideal' } });
    await call('POST', `/pay/test/${payId(first.data.url)}`, { body: { status: 'failed' } });
    expect((await call('GET', `/cart/orders/${orderId}`, h)).data.order).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
    });
    const retry = await call('POST', '/cart/pay/retry', { ...h, body: { orderId } });
    expect(retry.data.url).not.toBe(first.data.url);
    await call('POST', `/pay/test/${payId(retry.data.url)}`, { body: { status: 'paid' } });
    const { portalApp } = await import('@/app/api/portal/app');
    const hook = (id: string) =>
      portalApp.request('/api/portal/cart/pay/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${id}`,
      });
    const ids = [payId(retry.data.url), payId(first.data.url)];
    const replies = await Promise.all(Array.from({ length: 10 }, (_, i) => hook(ids[i % 2])));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    const db = await getDb();
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(o.status).toBe('paid');
    const ps = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(ps.map((p) => p.status).sort()).toEqual(['failed', 'paid']);
    expect(await readMailFiles()).toHaveLength(1);
    expect((await hook('tr_unknown')).status).toBe(200);
    expect((await hook('../../etc')).status).toBe(400);
  });

  it('cancels a pending order: kept as canceled with its payment, stock back, cart empty', async () => {
    const p = items[2];
    const before = await stockOf(p.id);
    const { orderId, h } = await readyCart(p.id, { quantity: 3 });
    const bank = await call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'bancontact' } });
    await call('POST', `/pay/test/${payId(bank.data.url)}`, { body: { status: 'canceled' } }).then((r) =>
      expect(r.data.redirect).toContain(`/order/${orderId}/cancel?access=`),
    );
    expect(await stockOf(p.id)).toBe(before - 3);
    const del = await call('DELETE', `/cart/products/${orderId}`, h);
    expect(del.status).toBe(200);
    expect(await stockOf(p.id)).toBe(before);
    expect((await call('GET', `/cart/orders/${orderId}`, h)).data.order).toMatchObject({
      status: 'canceled',
      paymentStatus: 'canceled',
    });
    expect((await call('GET', '/api/cart-products', h)).data.orders).toEqual([]);
  });

  it('gives the last unit to exactly one of two racing shoppers', async () => {
    const p = items[3];
    await setStock(p.id, 1);
    const a = await readyCart(p.id);
    const b = await readyCart(p.id);
    const [ra, rb] = await Promise.all([
      call('POST', '/cart/pay/bank', { ...a.h, body: { orderId: a.orderId, method: 'ideal' } }),
      call('POST', '/cart/pay/bank', { ...b.h, body: { orderId: b.orderId, method: 'ideal' } }),
    ]);
    expect([ra.status, rb.status].sort()).toEqual([201, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.data.message).toContain('niet meer (voldoende) op voorraad');
    expect(await stockOf(p.id)).toBe(0);
    // The loser's cart is still a cart they can change.
    const loserH = ra.status === 409 ? a.h : b.h;
    expect((await call('GET', '/api/cart-products', loserH)).data.orders).toHaveLength(1);
    await setStock(p.id, 20);
  });

  it('answers the same confirm sent twice at once with one order and at most one payment', async () => {
    const { orderId, h } = await readyCart(items[0].id);
    const results = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'ideal' } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    const urls = new Set(results.filter((r) => r.status !== 409).map((r) => r.data.url));
    expect(urls.size, JSON.stringify(results.map((r) => [r.status, r.data]))).toBe(1);
    const db = await getDb();
    expect(await db.select().from(payments).where(eq(payments.orderId, orderId))).toHaveLength(1);
    const again = await call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'ideal' } });
    expect(again.status).toBe(200);
    expect(again.data.duplicate).toBe(true);
  });

  it('gives a VIES-valid EU business outside NL 0% VAT with the consultation stored', async () => {
    const { orderId, h } = await readyCart(items[0].id, { address: businessAddress('DE', 'DE 136 695 976') });
    const prices = (await call('GET', `/cart/prices?orderId=${orderId}`, h)).data.prices;
    expect(prices).toMatchObject({ vatMode: 'reverse_charge', nds: '0%', priceFullNDS: 0 });
    expect(prices.priceFullWithNDS).toBe(prices.priceNet);
    // The delivery step shows its costs incl. VAT at the order's rate: none under reverse charge.
    expect((await call('GET', `/cart/delivery/${orderId}`, h)).data.vatRate).toBe(0);
    const db = await getDb();
    const [o] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(o.vies).toMatchObject({ countryCode: 'DE', vatNumber: '136695976', valid: true });
    expect(String(o.vies?.requestIdentifier)).toMatch(/^WAPI/);
    const pdf = await call('POST', '/cart/download/document', { ...h, body: { orderId } });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.data as Buffer);
    expect(text).toContain('Btw verlegd');
    expect(text).toContain('DE136695976');
  });

  it('charges VAT and says why when VIES cannot verify; rejects bad and invalid numbers; NL businesses pay VAT', async () => {
    const at = await readyCart(items[0].id, { address: businessAddress('AT', 'ATU13585627') });
    const atPrices = (await call('GET', `/cart/prices?orderId=${at.orderId}`, at.h)).data.prices;
    expect(atPrices).toMatchObject({ vatMode: 'unverified', nds: '21%' });
    expect(atPrices.priceFullNDS).toBeGreaterThan(0);
    const check = await call('POST', '/customer/btw', { body: { customer: { btw: 'ATU13585627' } } });
    expect(check.data).toMatchObject({ valid: false, status: 'unavailable' });
    expect(check.data.error).toContain('niet worden gecontroleerd');

    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    const bad = await call('POST', '/cart/pay/data', {
      uid,
      body: { orderId: add.data.orderId, customer: businessAddress('DE', 'DE123') },
    });
    expect(bad.status).toBe(422);
    expect(bad.data.errors['customer.btw']).toBeDefined();
    const invalid = await call('POST', '/cart/pay/data', {
      uid,
      body: { orderId: add.data.orderId, customer: businessAddress('FR', 'FR40303265045') },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.data.errors['customer.btw'][0]).toContain('VIES');
    const noKvk = await call('POST', '/cart/pay/data', {
      uid,
      body: { orderId: add.data.orderId, customer: { ...businessAddress('NL', ''), kvk: '' } },
    });
    expect(noKvk.data.errors['customer.kvk']).toEqual(['Dit veld is verplicht']);

    const nl = await readyCart(items[0].id, {
      address: { ...businessAddress('NL', 'NL004495445B01'), kvk: '12345678' },
    });
    expect((await call('GET', `/cart/prices?orderId=${nl.orderId}`, nl.h)).data.prices.vatMode).toBe(
      'standard',
    );

    const { env } = await import('@/lib/env');
    const saved = env().VIES_URL;
    (env() as { VIES_URL: string }).VIES_URL = 'http://127.0.0.1:9/unreachable';
    const down = await call('POST', '/customer/btw', { body: { customer: { btw: 'DE136695976' } } });
    expect(down.data.status).toBe('unavailable');
    (env() as { VIES_URL: string }).VIES_URL = saved;
  });

  it('checks the delivery step: type required, options per type, pickup clears date and time', async () => {
    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    const orderId = add.data.orderId;
    const early = await call('POST', '/cart/delivery', { uid, body: { orderId, type: 1 } });
    expect(early.status).toBe(409);
    await call('POST', '/cart/pay/data', { uid, body: { orderId, customer: privateAddress } });
    const none = await call('POST', '/cart/delivery', { uid, body: { orderId, checkboxes: [] } });
    expect(none.status).toBe(422);
    expect(none.data.errors.type).toEqual(['Type levering niet geselecteerd']);
    const weekendPickup = await call('POST', '/cart/delivery', {
      uid,
      body: { orderId, type: 3, checkboxes: ['weekend'] },
    });
    expect(weekendPickup.data.errors.checkboxes).toEqual([
      'Deze optie is niet beschikbaar voor uw gekozen producten',
    ]);
    const pickup = await call('POST', '/cart/delivery', {
      uid,
      body: {
        orderId,
        type: 3,
        checkboxes: ['quickly'],
        form: { date: '2030-01-02', startTime: '09:00', endTime: '12:00', namens: 'Jan' },
      },
    });
    expect(pickup.status).toBe(200);
    expect(pickup.data.form).toEqual(expect.not.objectContaining({ date: expect.anything() }));
    expect(pickup.data.checkboxes).toEqual([]);
    expect(pickup.data.prices.deliveryCost).toBe(0);
    const rush = await call('POST', '/cart/delivery', {
      uid,
      body: {
        orderId,
        type: 2,
        checkboxes: ['quickly', 'neighbour'],
        form: { date: '2030-01-02', startTime: '09:00', endTime: '12:00' },
      },
    });
    expect(rush.data.prices.deliveryCost).toBe(2_495 + 1_500);
    expect(rush.data.vatRate).toBe(21);
    const window = await call('POST', '/cart/delivery', {
      uid,
      body: { orderId, type: 2, form: { startTime: '12:00', endTime: '09:00' } },
    });
    expect(window.data.errors['form.endTime']).toBeDefined();
    const offer = await call('POST', '/cart/delivery/offer', { uid, body: { orderId, type: 5 } });
    expect(offer.data.cost).toBe(2_995);
  });

  it('offers pay on account only to logged-in customers', async () => {
    const guest = await readyCart(items[0].id);
    const m = await call('POST', '/cart/pay/method', {
      ...guest.h,
      body: { orderId: guest.orderId, method: 'oprekening' },
    });
    expect(m.status).toBe(422);
    const credit = await call('POST', '/cart/pay/credit', {
      ...guest.h,
      body: { orderId: guest.orderId, method: 'oprekening' },
    });
    expect(credit.status).toBe(422);
    const { headers, customer } = await loginAs();
    const mine = await readyCart(items[0].id, { headers });
    const ok = await call('POST', '/cart/pay/method', {
      ...mine.h,
      body: { orderId: mine.orderId, method: 'oprekening' },
    });
    expect(ok.data.methods).toContain('oprekening');
    const placed = await call('POST', '/cart/pay/credit', {
      ...mine.h,
      body: { orderId: mine.orderId, method: 'oprekening' },
    });
    expect(placed.status).toBe(201);
    expect(placed.data.url).toContain(`/order/${mine.orderId}/success`);
    const { listOrdersForCustomer, getOrderForCustomer } = await import('@/features/checkout/server/orders');
    expect((await listOrdersForCustomer(customer.id)).map((o) => o.id)).toEqual([mine.orderId]);
    expect((await getOrderForCustomer(customer.id, mine.orderId))?.order.status).toBe('pending');
    expect(await getOrderForCustomer(customer.id + 999, mine.orderId)).toBeNull();
    expect(await readMailFiles()).toHaveLength(1);
    // Another visitor with the same order id sees nothing.
    expect((await call('GET', `/cart/orders/${mine.orderId}`, { uid: mine.uid })).status).toBe(404);
  });

  it('renders the cart as a quote PDF with letterhead, number, validity, lines, VAT and totals', async () => {
    const uid = newUid();
    const [a, b] = items;
    await call('POST', '/cart/product', { uid, body: { item: { productId: a.id, quantity: 2 } } });
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: b.id, quantity: 1 } },
    });
    const res = await call('POST', '/document/offer', {
      uid,
      body: { customer: { name: 'Piet Puk', company: 'Puk BV' } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/OF-\d+-\d{8}\.pdf/);
    const text = await pdfText(res.data as Buffer);
    for (const s of [
      'ServerStore',
      'Offerte',
      `OF-${add.data.orderId}-`,
      'Geldig tot',
      'Piet Puk',
      'Puk BV',
      a.nameNl.slice(0, 20),
      'Btw 21%',
      'Totaal incl. btw',
    ])
      expect(text).toContain(s);
    const en = await call('POST', '/cart/download/document', { uid, locale: 'en', body: {} });
    expect(await pdfText(en.data as Buffer)).toContain('Valid until');
    expect((await call('POST', '/document/offer', { uid: newUid(), body: {} })).status).toBe(404);
  });
});
