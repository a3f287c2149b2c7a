import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-coupons-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call, newUid, privateAddress, stockedProducts } from '../support/shop';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { withSubcategories } from '@/features/cart/server/cart';
import { auditLog, categories, coupons, products } from '@/lib/db/schema';

// The back office's coupons and status-discount levels through the real API, and the checkout honouring
// a coupon's minimum order.

type Headers = Record<string, string>;

const coupon = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  kind: 'percent',
  value: 10,
  ...extra,
});

describe.each(backends())('back office coupons on %s', (backend) => {
  let t: TestDb;
  let product: { id: number; price: number };
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bram: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    product = (await stockedProducts(20, 1))[0];
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  it('is for staff only', async () => {
    expect((await call('GET', '/api/staff/coupons')).status).toBe(401);
    expect((await call('POST', '/api/staff/coupons', { body: coupon('NOPE10') })).status).toBe(401);
    const customer = await loginAs();
    for (const [method, url, body] of [
      ['GET', '/api/staff/coupons', undefined],
      ['POST', '/api/staff/coupons', coupon('NOPE10')],
      ['PUT', '/api/staff/coupons/WELKOM10', { ...coupon('WELKOM10'), updatedAt: new Date().toISOString() }],
      ['POST', '/api/staff/coupons/WELKOM10/deactivate', {}],
      ['GET', '/api/staff/status-levels', undefined],
      ['PUT', '/api/staff/status-levels', { levels: [], updatedAt: null }],
    ] as const)
      expect((await call(method, url, { headers: customer.headers, body })).status, url).toBe(403);
    const [row] = await (await getDb()).select().from(coupons).where(eq(coupons.code, 'NOPE10'));
    expect(row).toBeUndefined();
  });

  it('creates, lists, edits and deactivates a coupon, each in the audit log', async () => {
    const created = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      body: coupon(' zomer25 ', {
        kind: 'amount',
        value: 2_500,
        validFrom: '2026-06-01',
        validUntil: '2026-08-31',
        maxUses: 100,
        maxUsesPerCustomer: 1,
        minOrder: 10_000,
        note: 'Zomeractie',
      }),
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data.coupon).toMatchObject({
      code: 'ZOMER25',
      kind: 'amount',
      value: 2_500,
      validFrom: '2026-06-01',
      validUntil: '2026-08-31',
      maxUses: 100,
      maxUsesPerCustomer: 1,
      minOrder: 10_000,
      uses: 0,
      active: true,
    });
    // The days are the shop's: from midnight on 1 June to the end of 31 August, Amsterdam time.
    const [row] = await (await getDb()).select().from(coupons).where(eq(coupons.code, 'ZOMER25'));
    expect(row.validFrom?.toISOString()).toBe('2026-05-31T22:00:00.000Z');
    expect(row.validUntil?.toISOString()).toBe('2026-08-31T22:00:00.000Z');
    expect(row.percent).toBeNull();

    // The same submission again (a retry) is a repeat, not a second coupon or an error.
    const again = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      body: created.data.coupon,
    });
    expect(again.status).toBe(200);
    expect(again.data.repeated).toBe(true);

    const list = await call('GET', '/api/staff/coupons?q=zomer', { headers: anna.headers });
    expect(list.status).toBe(200);
    expect(list.data.data.map((c: { code: string }) => c.code)).toEqual(['ZOMER25']);

    const edited = await call('PUT', '/api/staff/coupons/zomer25', {
      headers: anna.headers,
      body: { ...created.data.coupon, kind: 'percent', value: 15, updatedAt: created.data.coupon.updatedAt },
    });
    expect(edited.status, JSON.stringify(edited.data)).toBe(200);
    expect(edited.data.coupon).toMatchObject({ kind: 'percent', value: 15, minOrder: 10_000 });

    const off = await call('POST', '/api/staff/coupons/ZOMER25/deactivate', { headers: anna.headers });
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ repeated: false, coupon: { active: false } });
    const offAgain = await call('POST', '/api/staff/coupons/ZOMER25/deactivate', { headers: anna.headers });
    expect(offAgain.data.repeated).toBe(true);
    const inactive = await call('GET', '/api/staff/coupons?state=inactive', { headers: anna.headers });
    expect(inactive.data.data.map((c: { code: string }) => c.code)).toContain('ZOMER25');

    const log = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, 'ZOMER25')))
      .orderBy(auditLog.id);
    expect(log.map((e) => e.action)).toEqual(['create', 'edit', 'deactivate']);
    expect(log[1].data).toMatchObject({
      kind: { from: 'amount', to: 'percent' },
      value: { from: 2_500, to: 15 },
    });
    expect(log[0].actorId).toBe(anna.customer.id);

    expect((await call('GET', '/api/staff/coupons/NOSUCH', { headers: anna.headers })).status).toBe(404);
    const missing = await call('POST', '/api/staff/coupons/NOSUCH/deactivate', { headers: anna.headers });
    expect(missing.status).toBe(404);
  });

  it('refuses bad input with messages at the fields, in Dutch and English', async () => {
    for (const locale of ['nl', 'en'] as const) {
      const bad = await call('POST', '/api/staff/coupons', {
        headers: anna.headers,
        locale,
        body: coupon('a!', { value: 101, validFrom: '2026-05-02', validUntil: '2026-05-01', maxUses: 0 }),
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.data.errors).sort()).toEqual(['code', 'maxUses', 'validUntil', 'value']);
      expect(bad.data.errors.value[0]).toBe(
        locale === 'nl'
          ? 'Vul een heel percentage van 1 tot en met 100 in.'
          : 'Enter a whole percentage from 1 to 100.',
      );
      const amount = await call('POST', '/api/staff/coupons', {
        headers: anna.headers,
        locale,
        body: coupon('GRATIS', { kind: 'amount', value: 0 }),
      });
      expect(amount.data.errors.value[0]).toContain(locale === 'nl' ? 'bedrag boven 0' : 'amount above 0');
      // An existing code (in any case) is taken.
      const taken = await call('POST', '/api/staff/coupons', {
        headers: anna.headers,
        locale,
        body: coupon('welkom10', { value: 20 }),
      });
      expect(taken.status).toBe(422);
      expect(taken.data.errors.code[0]).toBe(
        locale === 'nl'
          ? 'Deze code bestaat al. Kies een andere code.'
          : 'This code already exists. Choose another code.',
      );
    }
  });

  it('refuses a stale edit with who changed the coupon when, and never renames it', async () => {
    const created = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      body: coupon('STALE5'),
    });
    const loaded = created.data.coupon;
    const first = await call('PUT', '/api/staff/coupons/STALE5', {
      headers: bram.headers,
      body: { ...loaded, value: 6 },
    });
    expect(first.status).toBe(200);
    for (const locale of ['nl', 'en'] as const) {
      const stale = await call('PUT', '/api/staff/coupons/STALE5', {
        headers: anna.headers,
        locale,
        body: { ...loaded, value: 7 },
      });
      expect(stale.status).toBe(409);
      expect(stale.data.message).toContain(bram.customer.name);
      expect(stale.data.message).toContain(locale === 'nl' ? 'gewijzigd door' : 'changed in the meantime by');
    }
    const [row] = await (await getDb()).select().from(coupons).where(eq(coupons.code, 'STALE5'));
    expect(row.percent).toBe(6);
    // Sending what is already stored is a repeat, even from the stale form.
    const same = await call('PUT', '/api/staff/coupons/STALE5', {
      headers: anna.headers,
      body: { ...loaded, value: 6 },
    });
    expect(same.data.repeated).toBe(true);
    const renamed = await call('PUT', '/api/staff/coupons/STALE5', {
      headers: anna.headers,
      body: { ...first.data.coupon, code: 'OTHER5' },
    });
    expect(renamed.status).toBe(422);
    expect(Object.keys(renamed.data.errors)).toEqual(['code']);
  });

  it('lets only one of two simultaneous edits of the same version through', async () => {
    const created = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      body: coupon('RACE10'),
    });
    const loaded = created.data.coupon;
    const answers = await Promise.all([
      call('PUT', '/api/staff/coupons/RACE10', { headers: anna.headers, body: { ...loaded, value: 11 } }),
      call('PUT', '/api/staff/coupons/RACE10', { headers: bram.headers, body: { ...loaded, value: 12 } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const log = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, 'RACE10'), eq(auditLog.action, 'edit')),
      );
    expect(log).toHaveLength(1);
  });

  it("makes the checkout honour a new coupon's minimum order, and counts its uses", async () => {
    const minOrder = product.price * 2;
    const created = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      body: coupon('MIN10', { minOrder, maxUses: 5 }),
    });
    expect(created.status).toBe(201);
    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: product.id, quantity: 1 } },
    });
    const orderId = add.data.orderId;
    for (const locale of ['nl', 'en'] as const) {
      const below = await call('POST', '/cart/prices', { uid, locale, body: { orderId, coupon: 'min10' } });
      expect(below.status).toBe(422);
      expect(below.data.errors.coupon[0]).toContain(
        locale === 'nl' ? 'geldt vanaf een bestelling van' : 'applies from an order of',
      );
    }
    const more = await call('POST', '/cart/quantity', {
      uid,
      body: { orderId, prodId: product.id, quantity: 2 },
    });
    expect(more.status).toBe(200);
    const ok = await call('POST', '/cart/prices', { uid, body: { orderId, coupon: 'min10' } });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.data.coupon).toBe('MIN10');
    expect(ok.data.prices.couponDiscount).toBe(Math.round(minOrder * 0.1));

    // Back below the minimum: the coupon takes nothing off, and confirming is refused with the reason.
    await call('POST', '/cart/quantity', { uid, body: { orderId, prodId: product.id, quantity: 1 } });
    const prices = await call('GET', `/cart/prices?orderId=${orderId}&step=cart`, { uid });
    expect(prices.data.prices.couponDiscount).toBe(0);
    const customer = { ...privateAddress, email: 'min10@example.test' };
    expect((await call('POST', '/cart/pay/data', { uid, body: { orderId, customer } })).status).toBe(200);
    const delivery = await call('POST', '/cart/delivery', {
      uid,
      body: { orderId, type: 3, checkboxes: [], form: {} },
    });
    expect(delivery.status).toBe(200);
    const refused = await call('POST', '/cart/pay/credit', { uid, body: { orderId, method: 'cashpickup' } });
    expect(refused.status).toBe(409);
    expect(refused.data.message).toContain('geldt vanaf een bestelling van');

    // Enough goods again: the order confirms and counts as a use.
    await call('POST', '/cart/quantity', { uid, body: { orderId, prodId: product.id, quantity: 2 } });
    const confirmed = await call('POST', '/cart/pay/credit', {
      uid,
      body: { orderId, method: 'cashpickup' },
    });
    expect(confirmed.status, JSON.stringify(confirmed.data)).toBe(201);
    const listed = await call('GET', '/api/staff/coupons?q=MIN10', { headers: anna.headers });
    expect(listed.data.data[0]).toMatchObject({ code: 'MIN10', uses: 1, maxUses: 5, minOrder });
    const one = await call('GET', '/api/staff/coupons/min10', { headers: anna.headers });
    expect(one.data.uses).toBe(1);
  });

  it('gives a category coupon only on the goods of its categories (subcategories included)', async () => {
    const db = await getDb();
    const stocked = await db
      .select({ id: products.id, price: products.price, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.active, true), gte(products.quantity, 5)))
      .orderBy(products.id)
      .limit(200);
    const inside = stocked[0];
    const [category] = await db.select().from(categories).where(eq(categories.id, inside.categoryId));
    // Limited to the product's parent category when it has one: its subcategories count too.
    const chosen = category.parentId ?? category.id;
    const covered = await withSubcategories(db, [chosen]);
    expect(covered).toContain(inside.categoryId);
    const outside = stocked.find((p) => !covered.includes(p.categoryId))!;
    const unknown = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      locale: 'en',
      body: coupon('CAT10', { categoryIds: [999_999] }),
    });
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors.categoryIds[0]).toBe('Choose existing categories (at most 50).');
    const created = await call('POST', '/api/staff/coupons', {
      headers: anna.headers,
      body: coupon('CAT10', { categoryIds: [chosen] }),
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    expect(created.data.coupon.categoryIds).toEqual([chosen]);

    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: outside.id, quantity: 1 } },
    });
    const orderId = add.data.orderId;
    for (const locale of ['nl', 'en'] as const) {
      const none = await call('POST', '/cart/prices', { uid, locale, body: { orderId, coupon: 'cat10' } });
      expect(none.status).toBe(422);
      expect(none.data.errors.coupon[0]).toContain(
        locale === 'nl' ? 'alleen voor artikelen uit' : 'only applies to goods from',
      );
    }
    await call('POST', '/cart/product', {
      uid,
      body: { orderId, item: { productId: inside.id, quantity: 1 } },
    });
    const ok = await call('POST', '/cart/prices', { uid, body: { orderId, coupon: 'cat10' } });
    expect(ok.status, JSON.stringify(ok.data)).toBe(200);
    expect(ok.data.prices.priceFullDiscountBefore).toBe(inside.price + outside.price);
    expect(ok.data.prices.couponDiscount).toBe(Math.round(inside.price * 0.1));
  });

  it('keeps the named status-discount levels, refusing a stale list', async () => {
    const start = await call('GET', '/api/staff/status-levels', { headers: anna.headers });
    expect(start.status).toBe(200);
    expect(start.data.levels.map((l: { name: string }) => l.name)).toEqual(['Brons', 'Zilver', 'Goud']);
    const levels = [
      { name: 'Brons', percent: 3 },
      { name: 'Zilver', percent: 6 },
      { name: 'Goud', percent: 10 },
    ];
    const saved = await call('PUT', '/api/staff/status-levels', {
      headers: bram.headers,
      body: { levels, updatedAt: start.data.updatedAt },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data).toMatchObject({ repeated: false, levels, updatedBy: bram.customer.name });
    const stale = await call('PUT', '/api/staff/status-levels', {
      headers: anna.headers,
      locale: 'en',
      body: { levels: [{ name: 'Goud', percent: 9 }], updatedAt: start.data.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect(stale.data.message).toContain(bram.customer.name);
    const bad = await call('PUT', '/api/staff/status-levels', {
      headers: anna.headers,
      body: {
        levels: [
          { name: 'Goud', percent: 101 },
          { name: 'goud', percent: 5 },
        ],
        updatedAt: saved.data.updatedAt,
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['levels.0.percent', 'levels.1.name']);
    const log = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'discount'), eq(auditLog.action, 'statusLevels')));
    expect(log).toHaveLength(1);
  });
});
