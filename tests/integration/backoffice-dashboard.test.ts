import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-dashboard-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, between, count, eq, inArray, lte } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { call, setStock, stockedProducts } from '../support/shop';
import { loginAs } from '../support/auth';
import { deliverTestWebhooksInProcess, placeGuestOrder } from '../support/orders';
import { getDb } from '@/lib/db/client';
import { orders, products } from '@/lib/db/schema';
import { dashboard } from '@/features/backoffice/server/dashboard';
import { countUnanswered } from '@/features/backoffice/server/inbox';
import type { Dashboard } from '@/features/backoffice/inbox-model';

// The back office's dashboard against orders placed through the shop's API: today's and this week's orders
// and revenue (test orders apart), orders waiting for shipment, stock running low, unanswered messages,
// and the days of the chart in the shop's time zone.

type Headers = Record<string, string>;

const totalsOf = async (ids: number[]) => {
  const rows = await (
    await getDb()
  )
    .select({ id: orders.id, totals: orders.totals })
    .from(orders)
    .where(inArray(orders.id, ids));
  const t = rows.map((r) => r.totals as { priceNet: number; priceFullWithNDS: number });
  return {
    net: t.reduce((n, x) => n + Number(x.priceNet), 0),
    gross: t.reduce((n, x) => n + Number(x.priceFullWithNDS), 0),
  };
};

/** Orders placed while payments are simulated are test orders; these tests make some of them real. */
const makeReal = async (ids: number[]) =>
  (await getDb()).update(orders).set({ testMode: false }).where(inArray(orders.id, ids));

describe.each(backends())('back office dashboard on %s', (backend) => {
  let t: TestDb;
  let anna: { headers: Headers };
  let productId: number;
  beforeAll(async () => {
    deliverTestWebhooksInProcess();
    t = await createTestDb(backend, { seed: true });
    productId = (await stockedProducts(50, 1))[0].id;
    anna = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  const get = async (headers: Headers, locale: 'nl' | 'en' = 'nl') =>
    call('GET', '/api/staff/dashboard', { headers, locale });

  it('is for staff only', async () => {
    expect((await call('GET', '/api/staff/dashboard')).status).toBe(401);
    const customer = await loginAs();
    const refused = await get(customer.headers);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe('Alleen voor medewerkers');
  });

  it("counts today's and this week's orders and revenue from the frozen totals, test orders apart", async () => {
    const before = (await get(anna.headers)).data as Dashboard;
    const paid = await placeGuestOrder(productId, 'paid', { quantity: 2 });
    const cash = await placeGuestOrder(productId, 'cash');
    const test = await placeGuestOrder(productId, 'paid');
    const canceled = await placeGuestOrder(productId, 'cash');
    expect(
      (
        await call('POST', `/api/staff/orders/${canceled.orderId}/actions`, {
          headers: anna.headers,
          body: { action: 'cancel', from: 'new' },
        })
      ).status,
    ).toBe(200);
    await makeReal([paid.orderId, cash.orderId, canceled.orderId]);

    const res = await get(anna.headers, 'en');
    expect(res.status).toBe(200);
    const d = res.data as Dashboard;
    const real = await totalsOf([paid.orderId, cash.orderId]);
    const testTotals = await totalsOf([test.orderId]);
    expect(real.gross).toBeGreaterThan(real.net);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    expect(d.timeZone).toBe('Europe/Amsterdam');
    expect(d.today.from).toBe(today);
    // A canceled order is not counted; the test order is counted apart.
    expect(d.today.orders).toBe(before.today.orders + 2);
    expect(d.today.revenueExclVat).toBe(before.today.revenueExclVat + real.net);
    expect(d.today.revenueInclVat).toBe(before.today.revenueInclVat + real.gross);
    expect(d.today.averageInclVat).toBe(Math.round(d.today.revenueInclVat / d.today.orders));
    expect(d.today.averageExclVat).toBe(Math.round(d.today.revenueExclVat / d.today.orders));
    expect(d.today.test).toEqual({
      orders: before.today.test.orders + 1,
      revenueExclVat: before.today.test.revenueExclVat + testTotals.net,
      revenueInclVat: before.today.test.revenueInclVat + testTotals.gross,
    });
    // The week starts on Monday and holds today.
    expect(new Date(`${d.week.from}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(d.week.from <= today).toBe(true);
    expect(d.week.orders).toBe(before.week.orders + 2);
    expect(d.week.revenueInclVat).toBe(before.week.revenueInclVat + real.gross);
    // 14 days, today last, test orders not in the chart.
    expect(d.days).toHaveLength(14);
    expect(d.days.at(-1)).toEqual({
      day: today,
      orders: d.today.orders,
      revenueExclVat: d.today.revenueExclVat,
      revenueInclVat: d.today.revenueInclVat,
    });

    // A refund lowers the revenue by what went back (the order still counts).
    const refund = await call('POST', `/api/staff/orders/${paid.orderId}/refunds`, {
      headers: anna.headers,
      body: { key: crypto.randomUUID(), mode: 'amount', amount: 1210 },
    });
    expect(refund.status, JSON.stringify(refund.data)).toBe(201);
    const after = (await get(anna.headers)).data as Dashboard;
    expect(after.today.orders).toBe(d.today.orders);
    expect(after.today.revenueInclVat).toBe(d.today.revenueInclVat - 1210);
    expect(after.today.revenueExclVat).toBe(d.today.revenueExclVat - refund.data.refund.net);
  });

  it('counts orders waiting for shipment: paid or accepted, not shipped yet', async () => {
    const start = ((await get(anna.headers)).data as Dashboard).waitingForShipment;
    const paid = await placeGuestOrder(productId, 'paid');
    const cash = await placeGuestOrder(productId, 'cash');
    await makeReal([paid.orderId]);
    let now = ((await get(anna.headers)).data as Dashboard).waitingForShipment;
    // The unpaid cash order waits for its payment or staff's acceptance, not for shipment.
    expect(now).toEqual({ total: start.total + 1, test: start.test });
    expect(
      (await call('POST', `/api/staff/orders/${cash.orderId}/accept`, { headers: anna.headers })).status,
    ).toBe(200);
    now = ((await get(anna.headers)).data as Dashboard).waitingForShipment;
    expect(now).toEqual({ total: start.total + 2, test: start.test + 1 });
    const act = (action: string, from: string) =>
      call('POST', `/api/staff/orders/${paid.orderId}/actions`, {
        headers: anna.headers,
        body: { action, from },
      });
    expect((await act('process', 'new')).status).toBe(200);
    expect(((await get(anna.headers)).data as Dashboard).waitingForShipment.total).toBe(start.total + 2);
    expect((await act('ship', 'processing')).status).toBe(200);
    expect(((await get(anna.headers)).data as Dashboard).waitingForShipment).toEqual({
      total: start.total + 1,
      test: start.test + 1,
    });
  });

  it('lists products running low and sold out, with their shop pages, and the unanswered messages', async () => {
    const [low, gone] = await stockedProducts(3, 2);
    await setStock(low.id, 1);
    await setStock(gone.id, 0);
    const d = ((await get(anna.headers)).data as Dashboard).lowStock;
    const db = await getDb();
    const active = eq(products.active, true);
    const [[lowCount], [soldOutCount]] = await Promise.all([
      db
        .select({ n: count() })
        .from(products)
        .where(and(active, between(products.quantity, 1, 2))),
      db
        .select({ n: count() })
        .from(products)
        .where(and(active, lte(products.quantity, 0))),
    ]);
    expect(d.threshold).toBe(2);
    expect(d.lowCount).toBe(lowCount.n);
    expect(d.soldOutCount).toBe(soldOutCount.n);
    expect(d.low.length).toBe(Math.min(10, lowCount.n));
    expect(d.low.every((p) => p.quantity >= 1 && p.quantity <= 2 && p.path.startsWith('/'))).toBe(true);
    // The lowest first: a product with 1 left is listed before any with 2.
    expect(d.low.map((p) => p.quantity)).toEqual([...d.low.map((p) => p.quantity)].sort((a, b) => a - b));
    expect(d.low.map((p) => p.id)).toContain(low.id);
    expect(d.soldOut.every((p) => p.quantity <= 0)).toBe(true);

    const dashboardNow = (await get(anna.headers)).data as Dashboard;
    expect(dashboardNow.unanswered).toBe(await countUnanswered());
    const { workflowApp } = await import('@/app/api/workflow/app');
    const sent = await workflowApp.request('/api/workflow/api/public/contact/form', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-client-ip': '10.66.0.1' },
      body: JSON.stringify({
        name: 'Dirk Dashboard',
        email: `dash-${backend}@example.test`,
        phone: '0201234567',
        message: 'Een vraag over de levertijd van een PowerEdge R740 met 2 CPUs.',
      }),
    });
    expect(sent.status).toBe(201);
    expect(((await get(anna.headers)).data as Dashboard).unanswered).toBe(dashboardNow.unanswered + 1);
  });

  it("puts orders on the days of the shop's time zone, with the week from Monday", async () => {
    const monday = await placeGuestOrder(productId, 'paid');
    const sunday = await placeGuestOrder(productId, 'paid');
    await makeReal([monday.orderId, sunday.orderId]);
    const db = await getDb();
    // 00:30 on Monday 11 March 2024 in Amsterdam is 23:30 UTC on Sunday; 23:30 on Sunday is 22:30 UTC.
    await db
      .update(orders)
      .set({ confirmedAt: new Date('2024-03-10T23:30:00Z') })
      .where(eq(orders.id, monday.orderId));
    await db
      .update(orders)
      .set({ confirmedAt: new Date('2024-03-10T22:30:00Z') })
      .where(eq(orders.id, sunday.orderId));
    const [mondayTotals, sundayTotals] = [await totalsOf([monday.orderId]), await totalsOf([sunday.orderId])];
    // Seen on Wednesday 13 March 2024.
    const d = await dashboard('nl', new Date('2024-03-13T12:00:00Z'));
    expect(d.today).toMatchObject({ from: '2024-03-13', orders: 0, revenueInclVat: 0, averageInclVat: 0 });
    expect(d.week).toMatchObject({
      from: '2024-03-11',
      orders: 1,
      revenueExclVat: mondayTotals.net,
      revenueInclVat: mondayTotals.gross,
      averageInclVat: mondayTotals.gross,
    });
    expect(d.days[0].day).toBe('2024-02-29');
    expect(d.days.at(-1)!.day).toBe('2024-03-13');
    const day = (x: string) => d.days.find((e) => e.day === x);
    expect(day('2024-03-10')).toEqual({
      day: '2024-03-10',
      orders: 1,
      revenueExclVat: sundayTotals.net,
      revenueInclVat: sundayTotals.gross,
    });
    expect(day('2024-03-11')).toMatchObject({ orders: 1, revenueInclVat: mondayTotals.gross });
    expect(d.days.filter((e) => e.orders > 0)).toHaveLength(2);
  });
});
