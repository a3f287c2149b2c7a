import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { withVat } from '@/lib/money';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call, newUid, stockedProducts } from '../support/shop';

type Line = {
  productId: number;
  name: string;
  quantity: number;
  price: number;
  priceInclVat: number;
  total: number;
  totalInclVat: number;
};

describe.each(backends())("the shopper's cart in the staff chat console on %s", (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  let staff: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(5, 3);
    staff = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const context = async (chatId: number, locale: 'nl' | 'en' = 'nl') => {
    const res = await call('GET', `/api/staff/chats/${chatId}`, { headers: staff.headers, locale });
    expect(res.status).toBe(200);
    return res.data.data.context;
  };

  it("shows the visitor's current cart lines with prices excl. and incl. VAT, read again on every refresh", async () => {
    const uid = newUid();
    const [a, b] = items;
    const live = await call('POST', '/chat/live', { uid, body: { page: '/servers' } });
    expect((await context(live.data.chat.id)).cart).toBeNull();

    const added = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: a.id, quantity: 2 } },
    });
    expect(added.status).toBe(201);
    let ctx = await context(live.data.chat.id);
    expect(ctx.cart.orderId).toBe(added.data.orderId);
    expect(ctx.cart.lines).toEqual([
      expect.objectContaining({
        productId: a.id,
        name: a.nameNl,
        quantity: 2,
        price: a.price,
        priceInclVat: withVat(a.price, 21),
        total: a.price * 2,
        totalInclVat: withVat(a.price * 2, 21),
      }),
    ]);
    const cart = await call('GET', '/api/cart-products', { uid });
    expect(ctx.cart.total).toBe(cart.data.prices.priceNet);
    expect(ctx.cart.totalInclVat).toBe(cart.data.prices.priceFullWithNDS);

    // The shopper changes the cart; the console's next read shows it (in the staff member's language).
    await call('POST', '/cart/quantity', {
      uid,
      body: { orderId: added.data.orderId, prodId: a.id, quantity: 1 },
    });
    await call('POST', '/cart/product', { uid, body: { item: { productId: b.id, quantity: 1 } } });
    ctx = await context(live.data.chat.id, 'en');
    const db = await getDb();
    const [bEn] = await db.select({ name: products.nameEn }).from(products).where(eq(products.id, b.id));
    expect(ctx.cart.lines.map((l: Line) => [l.productId, l.quantity, l.name])).toEqual([
      [a.id, 1, expect.any(String)],
      [b.id, 1, bEn.name],
    ]);
    expect(ctx.cart.total).toBe(a.price + b.price);
    expect(ctx.cart.totalInclVat).toBe(withVat(a.price + b.price, 21));
  });

  it("shows a customer's own cart, never another shopper's", async () => {
    const customer = await loginAs();
    const uid = newUid();
    const [, , c] = items;
    await call('POST', '/cart/product', {
      uid,
      headers: customer.headers,
      body: { item: { productId: c.id, quantity: 3 } },
    });
    // Another visitor with a cart of their own starts a conversation too.
    const other = newUid();
    await call('POST', '/cart/product', {
      uid: other,
      body: { item: { productId: items[0].id, quantity: 1 } },
    });
    const otherChat = await call('POST', '/chat/live', { uid: other, body: {} });

    const live = await call('POST', '/chat/live', {
      uid,
      headers: customer.headers,
      body: { page: '/order' },
    });
    const ctx = await context(live.data.chat.id);
    expect(ctx.customer.email).toBe(customer.customer.email);
    expect(ctx.cart.lines.map((l: Line) => [l.productId, l.quantity])).toEqual([[c.id, 3]]);
    const otherCtx = await context(otherChat.data.chat.id);
    expect(otherCtx.cart.lines.map((l: Line) => [l.productId, l.quantity])).toEqual([[items[0].id, 1]]);
  });

  it('is for staff only', async () => {
    const uid = newUid();
    const live = await call('POST', '/chat/live', { uid, body: {} });
    const customer = await loginAs();
    expect(
      (await call('GET', `/api/staff/chats/${live.data.chat.id}`, { headers: customer.headers })).status,
    ).toBe(403);
    expect((await call('GET', `/api/staff/chats/${live.data.chat.id}`, { uid })).status).toBe(401);
  });
});
