import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'order-confirm-'));

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call, newUid, privateAddress, setStock, stockedProducts, stockOf } from '../support/shop';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { configuratorValues, coupons, orderLines, orders, payments, products } from '@/lib/db/schema';
import { formatEuro } from '@/lib/money';
import { readMailFiles } from '@/lib/mail';
import { clearCache } from '@/lib/cache';
import { computePrices, GUEST_MAX_UNITS } from '@/features/cart/model';
import { initialState } from '@/features/configurator/model';
import { toSelection, type Selection } from '@/features/configurator/selection';
import type { ConfiguratorData } from '@/features/configurator/types';
import { setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';
import { expireUnacceptedOrders } from '@/features/checkout/server/orders';
import { unpaidReservationMs } from '@/features/checkout/server/expiry';

beforeAll(() => {
  setTestWebhookTransport(async (url, id) => {
    const { portalApp } = await import('@/app/api/portal/app');
    await portalApp.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id }).toString(),
    });
  });
});

const pdfText = async (buf: Buffer) => (await new PDFParse({ data: new Uint8Array(buf) }).getText()).text;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const HOUR = 3_600_000;

type Who = { uid: string; headers?: Record<string, string> };
const guest = (): Who => ({ uid: newUid() });

/** A cart with the given lines (and coupon), billing address and delivery (1 = post, 3 = pickup) saved. */
async function cart(
  lines: { productId: number; quantity?: number; configuration?: unknown }[],
  who = guest(),
  type = 1,
  coupon?: string,
) {
  let orderId = 0;
  for (const l of lines) {
    const add = await call('POST', '/cart/product', {
      ...who,
      body: { item: { productId: l.productId, quantity: l.quantity ?? 1, configuration: l.configuration } },
    });
    expect(add.status, JSON.stringify(add.data)).toBe(201);
    orderId = add.data.orderId;
  }
  if (coupon) {
    const applied = await call('POST', '/cart/prices', { ...who, body: { orderId, coupon } });
    expect(applied.status, JSON.stringify(applied.data)).toBe(200);
  }
  const data = await call('POST', '/cart/pay/data', { ...who, body: { orderId, customer: privateAddress } });
  expect(data.status, JSON.stringify(data.data)).toBe(200);
  const del = await call('POST', '/cart/delivery', {
    ...who,
    body: { orderId, type, checkboxes: [], form: {} },
  });
  expect(del.status, JSON.stringify(del.data)).toBe(200);
  return { orderId, who };
}

type Cart = Awaited<ReturnType<typeof cart>>;
/** Confirms with an online method (pay/bank) or cash on pickup / on account (pay/credit). */
const confirm = (c: Cart, method = 'ideal') =>
  call('POST', method === 'ideal' ? '/cart/pay/bank' : '/cart/pay/credit', {
    ...c.who,
    body: { orderId: c.orderId, method },
  });
/** Amounts as text, whatever space the formatter or the PDF puts after the euro sign. */
const norm = (s: string) => s.replace(/\s+/g, ' ');

async function orderRow(id: number) {
  const db = await getDb();
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const pays = await db.select().from(payments).where(eq(payments.orderId, id));
  return { o, lines, pays };
}

describe.each(backends())('confirm, cart writes and frozen orders on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(40, 2);
  });
  afterAll(async () => t?.close());
  beforeEach(() => fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true }));

  describe('confirm races cart edits', () => {
    it('charges exactly the frozen lines when quantity changes and added lines race the confirm', async () => {
      const [a, b] = items;
      await setStock(a.id, 500);
      await setStock(b.id, 500);
      let beforeConfirm = 0;
      let afterConfirm = 0;
      for (let round = 0; round < 16; round++) {
        const c = await cart([{ productId: a.id }]);
        const stock = { a: await stockOf(a.id), b: await stockOf(b.id) };
        const edits = [
          () =>
            call('POST', '/cart/quantity', {
              ...c.who,
              body: { orderId: c.orderId, prodId: a.id, quantity: 2 + (round % 3) },
            }),
          () =>
            call('POST', '/cart/product', {
              ...c.who,
              body: { item: { productId: b.id, quantity: 1 + (round % 2) } },
            }),
          () =>
            call('POST', '/cart/quantity', {
              ...c.who,
              body: { orderId: c.orderId, prodId: a.id, quantity: 1 + (round % 4) },
            }),
        ];
        // A different interleaving each round: the confirm goes first, last or in between, with jitter.
        const ops = [...edits];
        ops.splice(round % 4, 0, () => confirm(c));
        const results = await Promise.all(
          ops.map(async (op, i) => (await sleep(((round * 7 + i * 3) % 5) * 2), op())),
        );
        const confirmed = results.find((r) => r.data && 'duplicate' in r.data)!;
        expect(confirmed.status, JSON.stringify(confirmed.data)).toBe(201);

        const { o, lines, pays } = await orderRow(c.orderId);
        expect(o.status).toBe('pending');
        // The amount frozen at confirm and the payment both equal the order's own frozen lines.
        const expected = computePrices({
          lines: lines.map((l) => ({ price: l.unitPrice!, quantity: l.quantity })),
          deliveryCost: o.deliveryCost,
          vatRate: o.vatRate!,
          vatMode: o.vatMode,
        });
        expect((o.totals as { priceFullWithNDS: number }).priceFullWithNDS).toBe(expected.priceFullWithNDS);
        expect(pays).toHaveLength(1);
        expect(pays[0].amount).toBe(expected.priceFullWithNDS);
        // The stock taken is exactly the frozen lines.
        const qty = (id: number) => lines.find((l) => l.productId === id)?.quantity ?? 0;
        expect(stock.a - (await stockOf(a.id))).toBe(qty(a.id));
        expect(stock.b - (await stockOf(b.id))).toBe(qty(b.id));
        // An edit after the confirm changed nothing: refused with 409, or (an add) went into a new cart.
        for (const r of results.filter((x) => x !== confirmed)) {
          if (r.status === 409) {
            expect(r.data.message).toBe('Deze bestelling is al bevestigd en kan niet meer worden gewijzigd.');
            afterConfirm++;
          } else if (r.status === 201 && r.data.orderId !== c.orderId) {
            expect(qty(b.id)).toBe(0);
            afterConfirm++;
          } else {
            expect([200, 201]).toContain(r.status);
            beforeConfirm++;
          }
        }
      }
      // The interleavings covered both sides of the confirm.
      expect(beforeConfirm).toBeGreaterThan(0);
      expect(afterConfirm).toBeGreaterThan(0);
    });

    it('refuses every cart write on a confirmed order with 409 and a clear message, in both languages', async () => {
      const c = await cart([{ productId: items[0].id }]);
      expect((await confirm(c)).status).toBe(201);
      const before = await orderRow(c.orderId);
      const id = c.orderId;
      const writes: [string, string, unknown][] = [
        ['POST', '/cart/quantity', { orderId: id, prodId: items[0].id, quantity: 3 }],
        ['POST', '/del/cart/product', { orderId: id, productId: items[0].id }],
        ['POST', '/cart/description', { orderId: id, description: 'later' }],
        ['POST', '/cart/prices', { orderId: id, coupon: '' }],
        ['POST', '/cart/pay/data', { orderId: id, customer: privateAddress }],
        ['POST', '/cart/delivery', { orderId: id, type: 3, checkboxes: [], form: {} }],
        ['POST', '/cart/pay/method', { orderId: id, method: 'creditcard' }],
      ];
      for (const [method, route, body] of writes) {
        const nl = await call(method, route, { ...c.who, body });
        expect(nl.status, route).toBe(409);
        expect(nl.data.message).toBe('Deze bestelling is al bevestigd en kan niet meer worden gewijzigd.');
        const en = await call(method, route, { ...c.who, body, locale: 'en' });
        expect(en.status, route).toBe(409);
        expect(en.data.message).toBe('This order has already been confirmed and can no longer be changed.');
      }
      const after = await orderRow(c.orderId);
      expect(after.lines).toEqual(before.lines);
      expect(after.o.totals).toEqual(before.o.totals);
      expect(after.o.description).toBe(before.o.description);
    });

    it('keeps a guest order whole when its owner logs in while it is confirmed', async () => {
      const [a, b] = items;
      for (let round = 0; round < 6; round++) {
        const { headers } = await loginAs();
        // The customer has a cart of their own, so the login merges the visitor's cart into it.
        const own = await call('POST', '/cart/product', {
          headers,
          body: { item: { productId: b.id, quantity: 1 } },
        });
        expect(own.status).toBe(201);
        const c = await cart([{ productId: a.id, quantity: 2 }]);
        const login = () => call('GET', '/api/cart-products', { uid: c.who.uid, headers });
        const [first, second] = round % 2 ? [login, () => confirm(c)] : [() => confirm(c), login];
        await Promise.all([first(), sleep(round), second()]);
        const { o, lines } = await orderRow(c.orderId);
        if (!o) {
          // Merged before the confirm: the confirm found no cart of this visitor, and no stock was taken.
          const ownCart = await call('GET', '/api/cart-products', { headers });
          expect(ownCart.data.orders.map((l: { productId: number }) => l.productId).sort()).toEqual(
            [a.id, b.id].sort(),
          );
          continue;
        }
        if (o.status === 'cart') continue;
        expect(o.status).toBe('pending');
        expect(o.customerId).toBeNull();
        expect(lines.map((l) => [l.productId, l.quantity])).toEqual([[a.id, 2]]);
      }
    });
    it('a repeated confirm creates the payment a stopped server never made, once, and not while the first may still run', async () => {
      const c = await cart([{ productId: items[0].id }]);
      const first = await confirm(c);
      expect(first.status, JSON.stringify(first.data)).toBe(201);
      // The state a server stopped between committing the order and creating its payment leaves behind.
      const db = await getDb();
      await db.delete(payments).where(eq(payments.orderId, c.orderId));
      const busy = await confirm(c);
      expect(busy.status).toBe(409);
      expect(busy.data.message).toMatch(/wordt al verwerkt/);
      await db
        .update(orders)
        .set({ confirmedAt: new Date(Date.now() - 60_000) })
        .where(eq(orders.id, c.orderId));
      const again = await Promise.all([confirm(c), confirm(c), confirm(c)]);
      for (const r of again) expect(r.status, JSON.stringify(r.data)).toBe(200);
      const { o, pays } = await orderRow(c.orderId);
      expect(o.status).toBe('pending');
      expect(pays.filter((p) => ['open', 'pending', 'authorized'].includes(p.status))).toHaveLength(1);
      expect(new Set(again.map((r) => r.data.url))).toEqual(
        new Set([pays.find((p) => p.status === 'open')!.checkoutUrl]),
      );
    });
  });

  describe('unpaid reservations', () => {
    it('caps the units of one product a guest may order, at add and at confirm; customers are not capped', async () => {
      const [a] = items;
      await setStock(a.id, 500);
      const who = guest();
      const max = await call('POST', '/cart/product', {
        ...who,
        body: { item: { productId: a.id, quantity: GUEST_MAX_UNITS } },
      });
      expect(max.status).toBe(201);
      const more = await call('POST', '/cart/product', {
        ...who,
        body: { item: { productId: a.id, quantity: 1 } },
      });
      expect(more.status).toBe(422);
      expect(more.data.errors.quantity[0]).toBe(
        `Als gast kun je maximaal ${GUEST_MAX_UNITS} stuks van ${a.nameNl} per bestelling bestellen. Log in of neem contact met ons op voor grotere aantallen.`,
      );
      const setMore = await call('POST', '/cart/quantity', {
        ...who,
        locale: 'en',
        body: { orderId: max.data.orderId, prodId: a.id, quantity: GUEST_MAX_UNITS + 5 },
      });
      expect(setMore.status).toBe(422);
      expect(setMore.data.errors.quantity[0]).toMatch(/^As a guest you can order at most 10 units of /);
      const line = (await orderRow(max.data.orderId)).lines[0];
      expect(line.quantity).toBe(GUEST_MAX_UNITS);

      // A cart that holds more (e.g. from before the cap) is stopped at confirm, with nothing reserved.
      const c = await cart([{ productId: a.id }], guest(), 3);
      const db = await getDb();
      await db
        .update(orderLines)
        .set({ quantity: GUEST_MAX_UNITS + 1 })
        .where(eq(orderLines.orderId, c.orderId));
      const stock = await stockOf(a.id);
      const refused = await confirm(c, 'cashpickup');
      expect(refused.status).toBe(422);
      expect(refused.data.errors.quantity[0]).toContain(`maximaal ${GUEST_MAX_UNITS} stuks`);
      expect(await stockOf(a.id)).toBe(stock);
      expect((await orderRow(c.orderId)).o.status).toBe('cart');

      const { headers } = await loginAs();
      const customer = await call('POST', '/cart/product', {
        headers,
        body: { item: { productId: a.id, quantity: 25 } },
      });
      expect(customer.status).toBe(201);
      expect(customer.data.orders[0].quantity).toBe(25);
    });

    it('ends an unaccepted cash-on-pickup reservation after UNPAID_RESERVATION_HOURS and returns its stock; accepted ones stay', async () => {
      expect(unpaidReservationMs({})).toBe(72 * HOUR);
      expect(unpaidReservationMs({ UNPAID_RESERVATION_HOURS: '6' })).toBe(6 * HOUR);
      const [a] = items;
      const stock = await stockOf(a.id);
      const open = await cart([{ productId: a.id, quantity: 3 }], guest(), 3);
      const accepted = await cart([{ productId: a.id, quantity: 2 }], guest(), 3);
      const online = await cart([{ productId: a.id, quantity: 1 }], guest(), 3);
      expect((await confirm(open, 'cashpickup')).status).toBe(201);
      expect((await confirm(accepted, 'cashpickup')).status).toBe(201);
      expect((await confirm(online)).status).toBe(201);
      expect(await stockOf(a.id)).toBe(stock - 6);

      // Staff accept one: a staff-only call.
      const route = `/api/staff/orders/${accepted.orderId}/accept`;
      expect((await call('POST', route, accepted.who)).status).toBe(401);
      expect((await call('POST', route, { headers: (await loginAs()).headers })).status).toBe(403);
      const staff = (await loginAs({ role: 'staff' })).headers;
      const ok = await call('POST', route, { headers: staff });
      expect(ok.status).toBe(200);
      expect(ok.data.data.acceptedAt).toBeTruthy();
      expect((await call('POST', route, { headers: staff })).status).toBe(200);
      // An order waiting for an online payment is not one to accept.
      const notUnpaid = await call('POST', `/api/staff/orders/${online.orderId}/accept`, { headers: staff });
      expect(notUnpaid.status).toBe(409);

      // Before the time is up nothing happens; after it, only the unaccepted unpaid order expires.
      const limit = unpaidReservationMs({});
      expect(await expireUnacceptedOrders(limit, new Date(Date.now() + limit - HOUR))).toEqual([]);
      const expired = await expireUnacceptedOrders(limit, new Date(Date.now() + limit + HOUR));
      expect(expired).toEqual([open.orderId]);
      expect((await orderRow(open.orderId)).o.status).toBe('expired');
      expect((await orderRow(accepted.orderId)).o.status).toBe('pending');
      expect((await orderRow(online.orderId)).o.status).toBe('pending');
      expect(await stockOf(a.id)).toBe(stock - 3);
      // Once: a second sweep returns nothing more.
      expect(await expireUnacceptedOrders(limit, new Date(Date.now() + limit + HOUR))).toEqual([]);
      expect(await stockOf(a.id)).toBe(stock - 3);
      // The shopper sees it ended.
      const summary = await call('GET', `/cart/orders/${open.orderId}`, open.who);
      expect(summary.data.order.status).toBe('expired');
    });
  });

  describe('configured products', () => {
    let data: ConfiguratorData;
    let selection: Selection;
    let part: { productId: number; quantity: number; name: string; valueId: number };

    /** A configuration that adds one part (a product of its own, without a price override) to the base. */
    beforeAll(async () => {
      const db = await getDb();
      const configurable = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.configurable, true), eq(products.active, true)));
      for (const p of configurable) {
        const res = await call('GET', `/api/catalog/catalog-products/${p.id}?option=`);
        if (res.status !== 200) continue;
        const d = res.data as ConfiguratorData;
        const noOverride = new Set(
          (await db.select().from(configuratorValues).where(isNull(configuratorValues.price))).map(
            (v) => v.id,
          ),
        );
        for (const g of d.data.options) {
          if (g.disabled) continue;
          for (const v of g.values) {
            if (v.productId === null || v.isBase || !v.visible || v.quantity < 5 || !noOverride.has(v.value))
              continue;
            const sel = toSelection(initialState(d));
            sel.options[g.partId] = { value: v.value, quantity: Math.max(1, v.baseQuantity) };
            const priced = await call('POST', '/api/catalog/catalog-product-price', {
              body: { productId: d.data.id, selection: sel },
            });
            if (priced.status !== 200) continue;
            const added = priced.data.data.added.find(
              (i: { productId: number }) => i.productId === v.productId,
            );
            if (!added) continue;
            data = d;
            selection = sel;
            part = { productId: v.productId, quantity: added.quantity, name: v.name, valueId: v.value };
            return;
          }
        }
      }
      throw new Error('no configurable product with an added part in the seed');
    });

    const configuredCart = (quantity = 1, type = 1) =>
      cart(
        [{ productId: data.data.id, quantity, configuration: { productId: data.data.id, selection } }],
        guest(),
        type,
      );

    it('reserves every configured part with the line, and gives them back on cancel and on expiry', async () => {
      await setStock(data.data.id, 50);
      await setStock(part.productId, 50);
      const c = await configuredCart(2);
      expect((await confirm(c)).status).toBe(201);
      expect(await stockOf(data.data.id)).toBe(48);
      expect(await stockOf(part.productId)).toBe(50 - 2 * part.quantity);
      const { lines } = await orderRow(c.orderId);
      expect(lines[0].reservedParts).toContainEqual({ productId: part.productId, quantity: part.quantity });
      // The workshop's build sheet lists the reserved part, per unit and for both servers.
      const staff = await loginAs({ role: 'staff' });
      const sheet = await call('GET', `/api/staff/orders/${c.orderId}/build-sheet`, {
        headers: staff.headers,
      });
      expect(sheet.status).toBe(200);
      expect(sheet.data.lines[0]).toMatchObject({ quantity: 2, sku: expect.any(String) });
      const [partRow] = await (await getDb()).select().from(products).where(eq(products.id, part.productId));
      expect(sheet.data.lines[0].parts).toContainEqual({
        name: partRow.nameNl,
        article: partRow.article,
        sku: partRow.sku,
        perUnit: part.quantity,
        total: 2 * part.quantity,
      });
      const customerSheet = await call('GET', `/api/staff/orders/${c.orderId}/build-sheet`, c.who);
      expect(customerSheet.status).toBe(401);

      const canceled = await call('DELETE', `/cart/products/${c.orderId}`, c.who);
      expect(canceled.status).toBe(200);
      expect(await stockOf(data.data.id)).toBe(50);
      expect(await stockOf(part.productId)).toBe(50);

      const cash = await configuredCart(1, 3);
      expect((await confirm(cash, 'cashpickup')).status).toBe(201);
      expect(await stockOf(part.productId)).toBe(50 - part.quantity);
      const limit = unpaidReservationMs({});
      expect(await expireUnacceptedOrders(limit, new Date(Date.now() + limit + HOUR))).toContain(
        cash.orderId,
      );
      expect(await stockOf(data.data.id)).toBe(50);
      expect(await stockOf(part.productId)).toBe(50);
    });

    it('blocks the confirm when a part sold out since it was added: "Product {name} is gewijzigd", nothing reserved', async () => {
      await setStock(data.data.id, 50);
      await setStock(part.productId, 50);
      const c = await configuredCart(1);
      await setStock(part.productId, part.quantity - 1);
      const refused = await confirm(c);
      expect(refused.status).toBe(409);
      expect(refused.data.message).toBe(`Product ${part.name} is gewijzigd`);
      expect(await stockOf(data.data.id)).toBe(50);
      expect(await stockOf(part.productId)).toBe(part.quantity - 1);
      expect((await orderRow(c.orderId)).o.status).toBe('cart');
      await setStock(part.productId, 50);
      expect((await confirm(c)).status).toBe(201);
    });

    it('blocks the confirm when a part changed price since it was added, and refreshes the cart', async () => {
      await setStock(data.data.id, 50);
      await setStock(part.productId, 50);
      const c = await configuredCart(1);
      const before = await call('GET', '/api/cart-products', c.who);
      const oldPrice: number = before.data.orders[0].price;
      const db = await getDb();
      const [p] = await db
        .select({ price: products.price })
        .from(products)
        .where(eq(products.id, part.productId));
      try {
        await db
          .update(products)
          .set({ price: p.price + 10_000 })
          .where(eq(products.id, part.productId));
        const refused = await confirm(c);
        expect(refused.status).toBe(409);
        expect(refused.data.message).toBe(`Product ${before.data.orders[0].name} is gewijzigd`);
        expect((await orderRow(c.orderId)).o.status).toBe('cart');
        // The cart now shows the current price; confirming again charges it.
        const after = await call('GET', '/api/cart-products', c.who);
        const newPrice = oldPrice + 10_000 * part.quantity;
        expect(after.data.orders[0].price).toBe(newPrice);
        const ok = await confirm(c);
        expect(ok.status).toBe(201);
        const { o, lines } = await orderRow(c.orderId);
        expect(lines[0].unitPrice).toBe(newPrice);
        expect((o.totals as { priceNet: number }).priceNet).toBe(newPrice + o.deliveryCost);
      } finally {
        await db.update(products).set({ price: p.price }).where(eq(products.id, part.productId));
        clearCache();
      }
    });
  });

  describe('after confirm the order is frozen', () => {
    it('shows the amounts of confirm in the order, prices, PDF and mail after price and coupon changes', async () => {
      const [a] = items;
      const db = await getDb();
      await db.insert(coupons).values({ code: 'FROZEN10', percent: 10 });
      const c = await cart([{ productId: a.id, quantity: 2 }], guest(), 1, 'FROZEN10');
      const who = c.who;
      const bank = await confirm(c);
      expect(bank.status).toBe(201);
      const frozen = (await orderRow(c.orderId)).o.totals as {
        priceFullWithNDS: number;
        priceNet: number;
        couponDiscount: number;
      };
      expect(frozen.couponDiscount).toBeGreaterThan(0);

      // Today the product costs more and the coupon gives 50 %, then is switched off.
      const [p] = await db.select({ price: products.price }).from(products).where(eq(products.id, a.id));
      try {
        await db
          .update(products)
          .set({ price: p.price + 12_345 })
          .where(eq(products.id, a.id));
        await db.update(coupons).set({ percent: 50 }).where(eq(coupons.code, 'FROZEN10'));
        const summary = await call('GET', `/cart/orders/${c.orderId}`, who);
        expect(summary.data.prices).toEqual(frozen);
        expect(summary.data.items[0].price).toBe(p.price);
        const prices = await call('GET', `/cart/prices?orderId=${c.orderId}`, who);
        expect(prices.data.prices).toEqual(frozen);
        await db.update(coupons).set({ active: false }).where(eq(coupons.code, 'FROZEN10'));
        expect((await call('GET', `/cart/orders/${c.orderId}`, who)).data.prices).toEqual(frozen);

        // Paid now: the confirmation mail and its PDF carry the frozen amounts.
        const id = String(bank.data.url).split('/pay/test/')[1];
        await call('POST', `/pay/test/${id}`, { body: { status: 'paid' } });
        const [mail] = await readMailFiles();
        expect(norm(mail.text)).toContain(norm(formatEuro(frozen.priceFullWithNDS, 'nl')));
        expect(norm(mail.text)).toContain(norm(formatEuro(p.price * 2, 'nl')));
        const pdf = await call('POST', '/cart/download/document', { ...who, body: { orderId: c.orderId } });
        const text = norm(await pdfText(pdf.data as Buffer));
        expect(text).toContain(norm(formatEuro(frozen.priceFullWithNDS, 'nl')));
        expect(text).not.toContain(norm(formatEuro(p.price + 12_345, 'nl')));
      } finally {
        await db.update(products).set({ price: p.price }).where(eq(products.id, a.id));
      }
    });
  });
});
