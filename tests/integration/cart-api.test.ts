import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cart-api-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call, newUid, privateAddress, setStock, stockedProducts } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { customers } from '@/lib/db/schema';

describe.each(backends())('cart API on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(5, 3);
  });
  afterAll(async () => t?.close());

  it('adds products for a visitor, says so in Dutch, and prices from the database', async () => {
    const uid = newUid();
    const [a, b] = items;
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: a.id, quantity: 2 }, uid },
    });
    expect(add.status).toBe(201);
    expect(add.data.message).toBe(`Product ${a.nameNl} toevoegen aan winkelwagen`);
    await call('POST', '/cart/product', { uid, body: { item: { productId: b.id, quantity: 1, price: 1 } } });
    const cart = await call('GET', '/api/cart-products', { uid });
    expect(cart.data.count).toBe(3);
    expect(cart.data.orders.map((l: { productId: number }) => l.productId)).toEqual([a.id, b.id]);
    const sub = a.price * 2 + b.price;
    expect(cart.data.prices.priceFullDiscountBefore).toBe(sub);
    expect(cart.data.prices.priceFullWithNDS).toBe(sub + Math.round(sub * 0.21));
    expect(cart.data.prices.nds).toBe('21%');
  });

  it('clamps quantities to stock, removes at 0, and refuses products without stock', async () => {
    const uid = newUid();
    const p = items[2];
    await setStock(p.id, 4);
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: p.id, quantity: 3 } },
    });
    const orderId = add.data.orderId;
    const more = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: p.id, quantity: 3 } },
    });
    expect(more.data.orders[0].quantity).toBe(4);
    const q = await call('POST', '/cart/quantity', {
      uid,
      body: { orderId, uid, prodId: p.id, quantity: 50 },
    });
    expect(q.data.orders[0].quantity).toBe(4);
    const q2 = await call('POST', '/cart/quantity', {
      uid,
      body: { orderId, uid, prodId: p.id, quantity: 0 },
    });
    expect(q2.data.orders).toEqual([]);
    await setStock(p.id, 0);
    const none = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: p.id, quantity: 1 } },
    });
    expect(none.status).toBe(409);
    expect(none.data.message).toContain('op aanvraag');
    await setStock(p.id, 40);
  });

  it('applies coupons and rejects unknown ones with a 422 at the field', async () => {
    const uid = newUid();
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    const orderId = add.data.orderId;
    const bad = await call('POST', '/cart/prices', { uid, body: { orderId, coupon: 'NOPE' } });
    expect(bad.status).toBe(422);
    expect(bad.data.errors.coupon[0]).toContain('kortingscode');
    const ok = await call('POST', '/cart/prices', { uid, body: { orderId, coupon: 'welkom10' } });
    expect(ok.status).toBe(200);
    expect(ok.data.coupon).toBe('WELKOM10');
    expect(ok.data.prices.couponDiscount).toBe(Math.round(items[0].price * 0.1));
    const get = await call('GET', `/cart/prices?orderId=${orderId}&step=cart`, { uid });
    expect(get.data.prices).toEqual(ok.data.prices);
    const desc = await call('POST', '/cart/description', {
      uid,
      body: { orderId, uid, description: 'Graag na 10 uur' },
    });
    expect(desc.status).toBe(200);
    expect((await call('GET', `/cart/delivery/${orderId}`, { uid })).data.description).toBe(
      'Graag na 10 uur',
    );
  });

  it('keeps every cart and order private to its owner', async () => {
    const owner = newUid();
    const thief = newUid();
    const add = await call('POST', '/cart/product', {
      uid: owner,
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    const orderId = add.data.orderId;
    const attempts = [
      await call('POST', '/cart/quantity', {
        uid: thief,
        body: { orderId, prodId: items[0].id, quantity: 2 },
      }),
      await call('POST', '/del/cart/product', { uid: thief, body: { orderId, productId: items[0].id } }),
      await call('POST', '/cart/description', { uid: thief, body: { orderId, description: 'x' } }),
      await call('POST', '/cart/prices', { uid: thief, body: { orderId, coupon: 'WELKOM10' } }),
      await call('GET', `/cart/prices?orderId=${orderId}`, { uid: thief }),
      await call('GET', `/cart/orders/${orderId}`, { uid: thief }),
      await call('GET', `/cart/delivery/${orderId}`, { uid: thief }),
      await call('DELETE', `/cart/products/${orderId}`, { uid: thief }),
      await call('POST', '/cart/pay/data', { uid: thief, body: { orderId, customer: privateAddress } }),
      await call('POST', '/document/offer', { uid: thief, body: { orderId } }),
      await call('GET', `/cart/orders/${orderId}`, {}),
    ];
    expect(attempts.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await call('GET', '/api/cart-products', { uid: thief })).data.orders).toEqual([]);
    const mine = await call('GET', '/api/cart-products', { uid: owner });
    expect(mine.data.orders[0].quantity).toBe(1);
  });

  it('moves the cart to the customer on login, merging with the customer cart, with the status discount', async () => {
    const { customer, headers } = await loginAs();
    const db = await getDb();
    await db.update(customers).set({ statusDiscount: 5 }).where(eq(customers.id, customer.id));
    const phone = newUid();
    await call('POST', '/cart/product', {
      uid: phone,
      headers,
      body: { item: { productId: items[1].id, quantity: 1 } },
    });
    const guest = newUid();
    await call('POST', '/cart/product', {
      uid: guest,
      body: { item: { productId: items[0].id, quantity: 2 } },
    });
    await call('POST', '/cart/product', {
      uid: guest,
      body: { item: { productId: items[1].id, quantity: 1 } },
    });
    const merged = await call('GET', '/api/cart-products', { uid: guest, headers });
    const byId = Object.fromEntries(
      merged.data.orders.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]),
    );
    expect(byId).toEqual({ [items[0].id]: 2, [items[1].id]: 2 });
    expect(merged.data.prices.statusDiscountPercent).toBe(5);
    expect(merged.data.prices.statusDiscount).toBeGreaterThan(0);
    // The visitor's own cart is gone: after logout the uid sees an empty cart.
    expect((await call('GET', '/api/cart-products', { uid: guest })).data.orders).toEqual([]);
  });

  it('validates bodies with 422 field errors', async () => {
    const uid = newUid();
    const r = await call('POST', '/cart/product', { uid, body: { item: { productId: 'abc' } } });
    expect(r.status).toBe(422);
    expect(Object.keys(r.data.errors)).toEqual(['item.productId']);
    const q = await call('POST', '/cart/quantity', { uid, body: { orderId: 1, prodId: 1, quantity: -1 } });
    expect(q.status).toBe(422);
  });

  it('needs a visitor uid or a session to hold a cart', async () => {
    const r = await call('POST', '/cart/product', {
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    expect(r.status).toBe(400);
  });
});
