import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'order-integrity-'));

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { startFakeVies } from '../../scripts/fake-vies.mjs';
import { backends, createTestDb, type TestDb } from '../support/db';
import { businessAddress, call, newUid, privateAddress, stockedProducts, stockOf } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { coupons, orders } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { readMailFiles } from '@/lib/mail';
import { setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';
import { providerChoice } from '@/features/checkout/server/providers';
import { COUPON_TRIES } from '@/features/cart/server/routes';

let vies: Awaited<ReturnType<typeof startFakeVies>>;
beforeAll(async () => {
  vies = await startFakeVies(0);
  process.env.VIES_URL = vies.url;
  process.env.VIES_TIMEOUT_MS = '2000';
  setTestWebhookTransport(async (url, id) => {
    const { portalApp } = await import('@/app/api/portal/app');
    await portalApp.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
  });
});
afterAll(async () => vies?.close());

const pdfText = async (buf: Buffer) => (await new PDFParse({ data: new Uint8Array(buf) }).getText()).text;
let ipCounter = 0;
/** Each visitor its own address, so the per-IP coupon cap of one test doesn't leak into the next. */
const visitor = () => ({ uid: newUid(), headers: { 'x-forwarded-for': `203.0.113.${++ipCounter}` } });

/** A visitor's cart with one product; the billing address and delivery saved when given. */
async function cart(
  productId: number,
  opts: { address?: object; coupon?: string; who?: ReturnType<typeof visitor> } = {},
) {
  const h = opts.who ?? visitor();
  const add = await call('POST', '/cart/product', { ...h, body: { item: { productId, quantity: 1 } } });
  const orderId: number = add.data.orderId;
  if (opts.coupon) {
    const r = await call('POST', '/cart/prices', { ...h, body: { orderId, coupon: opts.coupon } });
    expect(r.status, JSON.stringify(r.data)).toBe(200);
  }
  const data = await call('POST', '/cart/pay/data', {
    ...h,
    body: { orderId, customer: opts.address ?? privateAddress },
  });
  expect(data.status, JSON.stringify(data.data)).toBe(200);
  const del = await call('POST', '/cart/delivery', {
    ...h,
    body: { orderId, type: 1, checkboxes: [], form: {} },
  });
  expect(del.status).toBe(200);
  return { orderId, h };
}

const confirm = (c: { orderId: number; h: object }, method = 'ideal') =>
  call('POST', '/cart/pay/bank', { ...c.h, body: { orderId: c.orderId, method } });

async function addCoupon(values: Partial<typeof coupons.$inferInsert> & { code: string }) {
  const db = await getDb();
  await db.insert(coupons).values({ percent: 10, ...values });
}

describe.each(backends())('order integrity on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(20, 2);
  });
  afterAll(async () => t?.close());
  beforeEach(() => fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true }));

  describe('test payments', () => {
    it('marks an order taken on the test provider as a test order: order, mail and PDF', async () => {
      const c = await cart(items[0].id);
      const bank = await confirm(c);
      expect(bank.status).toBe(201);
      const id = String(bank.data.url).split('/pay/test/')[1];
      await call('POST', `/pay/test/${id}`, { body: { status: 'paid' } });
      const db = await getDb();
      const [o] = await db.select().from(orders).where(eq(orders.id, c.orderId));
      expect(o.testMode).toBe(true);
      const summary = await call('GET', `/cart/orders/${c.orderId}`, c.h);
      expect(summary.data.order).toMatchObject({ status: 'paid', testMode: true });
      const [mail] = await readMailFiles();
      expect(mail.subject).toMatch(/^\[Testmodus\] /);
      expect(mail.text).toContain('Testbestelling — de betaling is gesimuleerd, er is niets betaald');
      const pdf = await call('POST', '/cart/download/document', { ...c.h, body: { orderId: c.orderId } });
      expect(await pdfText(pdf.data as Buffer)).toContain('Testbestelling');
    });

    it('refuses online payments, before reserving stock, when a public production shop has no provider chosen', async () => {
      const e = env() as { NODE_ENV: string; PUBLIC_URL?: string; PAYMENT_PROVIDER?: string };
      const saved = { ...e };
      Object.assign(e, { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' });
      try {
        const c = await cart(items[0].id);
        const before = await stockOf(items[0].id);
        const refused = await confirm(c);
        expect(refused.status).toBe(503);
        expect(refused.data.message).toContain('Online betalen is op dit moment niet mogelijk');
        expect(await stockOf(items[0].id)).toBe(before);
        // Nothing is simulated then, so no test-mode banner either.
        expect(providerChoice()).toMatchObject({
          simulated: false,
          refused: expect.stringContaining('PUBLIC_URL'),
        });
        // Chosen explicitly, the test provider runs (and its orders are marked).
        e.PAYMENT_PROVIDER = 'test';
        const ok = await confirm(c);
        expect(ok.status).toBe(201);
        // The test provider's page is a path on the shopper's own host.
        expect(ok.data.url).toMatch(/^\/pay\/test\/tst_/);
      } finally {
        Object.assign(e, { NODE_ENV: saved.NODE_ENV, PUBLIC_URL: saved.PUBLIC_URL });
        e.PAYMENT_PROVIDER = saved.PAYMENT_PROVIDER;
      }
    });
  });

  describe('reverse charge', () => {
    it('refuses a VAT number of another country than the billing address', async () => {
      const h = visitor();
      const add = await call('POST', '/cart/product', {
        ...h,
        body: { item: { productId: items[0].id, quantity: 1 } },
      });
      const r = await call('POST', '/cart/pay/data', {
        ...h,
        body: { orderId: add.data.orderId, customer: businessAddress('BE', 'DE136695976') },
      });
      expect(r.status).toBe(422);
      expect(r.data.errors['customer.btw']).toEqual([
        'Dit btw-nummer is van Duitsland, maar je factuuradres ligt in België. Kies het land van je btw-nummer of laat het btw-nummer leeg.',
      ]);
      const db = await getDb();
      const [o] = await db.select().from(orders).where(eq(orders.id, add.data.orderId));
      expect(o.vatMode).toBe('standard');
      const check = await call('POST', '/customer/btw', {
        ...h,
        body: { customer: { btw: 'DE136695976', country: 'BE' } },
      });
      expect(check.data).toMatchObject({ valid: false, status: 'country' });
    });

    it('gives a Greek business (EL number, billing country GR) 0% VAT and keeps the VIES answer as evidence', async () => {
      const c = await cart(items[0].id, { address: businessAddress('GR', 'EL094259216') });
      const prices = (await call('GET', `/cart/prices?orderId=${c.orderId}`, c.h)).data.prices;
      expect(prices).toMatchObject({ vatMode: 'reverse_charge', priceFullNDS: 0 });
      expect((await confirm(c)).status).toBe(201);
      const db = await getDb();
      const [o] = await db.select().from(orders).where(eq(orders.id, c.orderId));
      expect(o.vies).toMatchObject({
        countryCode: 'EL',
        vatNumber: '094259216',
        valid: true,
        name: 'Muster Rechenzentrum GmbH',
        address: 'Hauptstrasse 1, 10115 Berlin',
      });
      expect(String(o.vies?.requestIdentifier)).toMatch(/^WAPI/);
      expect(Date.parse(String(o.vies?.requestDate))).not.toBeNaN();
    });
  });

  describe('coupons', () => {
    it('limits coupon attempts per visitor, with a clear message', async () => {
      const h = visitor();
      const add = await call('POST', '/cart/product', {
        ...h,
        body: { item: { productId: items[0].id, quantity: 1 } },
      });
      const tries = [];
      for (let i = 0; i <= COUPON_TRIES; i++)
        tries.push(
          await call('POST', '/cart/prices', {
            ...h,
            body: { orderId: add.data.orderId, coupon: `GUESS${i}` },
          }),
        );
      expect(tries.slice(0, COUPON_TRIES).every((r) => r.status === 422)).toBe(true);
      expect(tries[COUPON_TRIES].status).toBe(429);
      expect(tries[COUPON_TRIES].data.message).toBe(
        'Te veel pogingen met kortingscodes. Probeer het over een paar minuten opnieuw.',
      );
      // Even the right code waits now.
      const right = await call('POST', '/cart/prices', {
        ...h,
        body: { orderId: add.data.orderId, coupon: 'WELKOM10' },
      });
      expect(right.status).toBe(429);
      // Removing a coupon is not an attempt.
      const remove = await call('POST', '/cart/prices', {
        ...h,
        body: { orderId: add.data.orderId, coupon: '' },
      });
      expect(remove.status).toBe(200);
    });

    it('honours valid-from and valid-until', async () => {
      const code = `LATER${backend}`.toUpperCase();
      await addCoupon({ code, validFrom: new Date(Date.UTC(2099, 0, 15, 12)) });
      await addCoupon({ code: `${code}OLD`, validUntil: new Date(Date.now() - 60_000) });
      const h = visitor();
      const add = await call('POST', '/cart/product', {
        ...h,
        body: { item: { productId: items[0].id, quantity: 1 } },
      });
      const early = await call('POST', '/cart/prices', {
        ...h,
        body: { orderId: add.data.orderId, coupon: code },
      });
      expect(early.status).toBe(422);
      expect(early.data.errors.coupon).toEqual(['Deze kortingscode is geldig vanaf 15-1-2099']);
      const late = await call('POST', '/cart/prices', {
        ...h,
        locale: 'en',
        body: { orderId: add.data.orderId, coupon: `${code}OLD` },
      });
      expect(late.data.errors.coupon).toEqual(['This coupon code is unknown or expired']);
    });

    it('stops a coupon at its total limit, when applying and at confirm', async () => {
      const code = `ONCE${backend}`.toUpperCase();
      await addCoupon({ code, maxUses: 1 });
      const first = await cart(items[0].id, { coupon: code });
      const second = await cart(items[0].id, { coupon: code });
      expect((await confirm(first)).status).toBe(201);
      const late = await confirm(second);
      expect(late.status).toBe(409);
      expect(late.data.message).toBe('Deze kortingscode is op: hij is al het maximale aantal keer gebruikt');
      const h = visitor();
      const add = await call('POST', '/cart/product', {
        ...h,
        body: { item: { productId: items[0].id, quantity: 1 } },
      });
      const apply = await call('POST', '/cart/prices', {
        ...h,
        body: { orderId: add.data.orderId, coupon: code },
      });
      expect(apply.status).toBe(422);
      expect(apply.data.errors.coupon).toEqual([
        'Deze kortingscode is op: hij is al het maximale aantal keer gebruikt',
      ]);
      // The refused cart is still a cart: without the coupon it can be ordered.
      await call('POST', '/cart/prices', { ...second.h, body: { orderId: second.orderId, coupon: '' } });
      expect((await confirm(second)).status).toBe(201);
    });

    it('stops a coupon at its per-customer limit (same billing e-mail)', async () => {
      const code = `MINE${backend}`.toUpperCase();
      await addCoupon({ code, maxUsesPerCustomer: 1 });
      const address = { ...privateAddress, email: `Piet.${backend}@example.test` };
      expect((await confirm(await cart(items[0].id, { coupon: code, address }))).status).toBe(201);
      const again = await cart(items[0].id, { address: { ...address, email: address.email.toLowerCase() } });
      const apply = await call('POST', '/cart/prices', {
        ...again.h,
        body: { orderId: again.orderId, coupon: code },
      });
      expect(apply.status).toBe(422);
      expect(apply.data.errors.coupon).toEqual([
        'Je hebt deze kortingscode al het maximale aantal keer gebruikt',
      ]);
      // Someone else may still use it.
      expect((await confirm(await cart(items[0].id, { coupon: code }))).status).toBe(201);
    });

    it('redeems a coupon with limit 1 once when two confirms race', async () => {
      const code = `RACE${backend}`.toUpperCase();
      await addCoupon({ code, maxUses: 1 });
      const a = await cart(items[1].id, { coupon: code });
      const b = await cart(items[1].id, { coupon: code });
      const results = await Promise.all([confirm(a), confirm(b)]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const db = await getDb();
      const used = await db.select().from(orders).where(eq(orders.coupon, code));
      expect(used.filter((o) => o.status === 'pending')).toHaveLength(1);
    });
  });
});
