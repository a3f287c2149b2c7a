import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-orders-'));

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { businessAddress, call, privateAddress, stockOf, stockedProducts } from '../support/shop';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { deliverTestWebhooksInProcess, placeGuestOrder } from '../support/orders';

// The back office's order work through the real API: the list, an order's page, and the staff actions
// (process, hold, resume, ship, deliver) with their checks, timeline, mail and races.

beforeAll(deliverTestWebhooksInProcess);

type Headers = Record<string, string>;

/** A guest's confirmed order: paid online (iDEAL through the test provider) or cash on pickup (unpaid). */
async function placeOrder(
  productId: number,
  how: 'paid' | 'cash',
  email = 'jan@example.test',
  address: Record<string, string> = privateAddress,
) {
  const { orderId, uid } = await placeGuestOrder(productId, how, { email, address });
  placed.set(orderId, { uid });
  return orderId;
}

/** Who placed each order (their uid opens the order's page). */
const placed = new Map<number, { uid: string }>();

/** The shipping mails a customer got (besides the order confirmation). */
const shippedMails = async (to: string) =>
  (await readMailFiles()).filter((m) => m.to === to && m.subject.includes('verzonden'));

const act = (orderId: number, headers: Headers, body: Record<string, unknown>, locale: 'nl' | 'en' = 'nl') =>
  call('POST', `/api/staff/orders/${orderId}/actions`, { headers, body, locale });

describe.each(backends())('back office orders on %s', (backend) => {
  let t: TestDb;
  let productId: number;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bram: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    productId = (await stockedProducts(50, 1))[0].id;
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());
  beforeEach(() => fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true }));

  it('is for staff only', async () => {
    expect((await call('GET', '/api/staff/orders')).status).toBe(401);
    const customer = await loginAs();
    expect((await call('GET', '/api/staff/orders', { headers: customer.headers })).status).toBe(403);
    const id = await placeOrder(productId, 'paid');
    expect((await call('GET', `/api/staff/orders/${id}`, { headers: customer.headers })).status).toBe(403);
    const refused = await act(id, customer.headers, { action: 'process', from: 'new' });
    expect(refused.status).toBe(403);
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
    expect(row.fulfilment).toBe('new');
  });

  it('lists confirmed orders newest first, filtered by status and found by number or e-mail', async () => {
    const paid = await placeOrder(productId, 'paid', 'zoek-mij@example.test');
    const cash = await placeOrder(productId, 'cash');
    const list = await call('GET', '/api/staff/orders?perPage=5', { headers: anna.headers });
    expect(list.status).toBe(200);
    expect(list.data.data[0]).toMatchObject({
      id: cash,
      status: 'awaiting_payment',
      paymentMethod: 'cashpickup',
    });
    expect(list.data.data[1]).toMatchObject({ id: paid, status: 'paid', testMode: true, business: false });
    expect(list.data.data[1].totalInclVat).toBeGreaterThan(0);
    expect(list.data.meta).toMatchObject({ page: 1, perPage: 5 });
    // A cart is not an order.
    expect(list.data.data.every((r: { confirmedAt: string }) => r.confirmedAt)).toBe(true);

    const byStatus = await call('GET', '/api/staff/orders?status=awaiting_payment&perPage=100', {
      headers: anna.headers,
    });
    expect(byStatus.data.data.map((r: { id: number }) => r.id)).toContain(cash);
    expect(byStatus.data.data.map((r: { id: number }) => r.id)).not.toContain(paid);
    for (const q of [`WS-${String(paid).padStart(6, '0')}`, String(paid), 'ZOEK-mij']) {
      const found = await call('GET', `/api/staff/orders?q=${encodeURIComponent(q)}`, {
        headers: anna.headers,
      });
      expect(
        found.data.data.map((r: { id: number }) => r.id),
        q,
      ).toContain(paid);
    }
    // Bad filters are a 422 at the field, not a crash.
    const bad = await call('GET', '/api/staff/orders?status=lost&perPage=1000', { headers: anna.headers });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['perPage', 'status']);
  });

  it("filters by payment, days in the shop's time zone, delivery and customer type, sorts, and exports CSV", async () => {
    const paid = await placeOrder(productId, 'paid', 'filter-a@example.test');
    const nlBusiness = { ...businessAddress('NL', 'NL004495445B01'), kvk: '12345678' };
    const cash = await placeOrder(productId, 'cash', 'filter-b@example.test', nlBusiness);
    // The paid order was placed at 00:30 on 15 January, Amsterdam time (23:30 UTC the day before).
    await (
      await getDb()
    )
      .update(orders)
      .set({ confirmedAt: new Date('2026-01-14T23:30:00Z') })
      .where(eq(orders.id, paid));
    const ids = async (query: string) => {
      const res = await call('GET', `/api/staff/orders?perPage=100&${query}`, { headers: anna.headers });
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return res.data.data.map((r: { id: number }) => r.id) as number[];
    };
    const only = async (query: string, yes: number, no: number) => {
      const found = await ids(query);
      expect(found, query).toContain(yes);
      expect(found, query).not.toContain(no);
    };
    await only('payment=paid', paid, cash);
    await only('payment=unpaid', cash, paid);
    await only('delivery=pickup', cash, paid);
    await only('delivery=server', paid, cash);
    await only('customer=business', cash, paid);
    await only('customer=consumer', paid, cash);
    await only('from=2026-01-15&to=2026-01-15', paid, cash);
    await only('q=NL004495445B01', cash, paid);
    expect(await ids('to=2026-01-14')).not.toContain(paid);
    expect(await ids('from=2026-01-16&to=2026-01-31')).not.toContain(paid);

    const high = await call('GET', '/api/staff/orders?perPage=100&sort=totalHigh', { headers: anna.headers });
    const totals = high.data.data.map((r: { totalInclVat: number }) => r.totalInclVat) as number[];
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const oldest = await ids('sort=oldest');
    expect(oldest[0]).toBe(paid);

    const range = await call('GET', '/api/staff/orders?from=2026-02-01&to=2026-01-01', {
      headers: anna.headers,
      locale: 'en',
    });
    expect(range.status).toBe(422);
    expect(range.data.errors.to).toEqual(['The end date is before the start date']);
    const badDay = await call('GET', '/api/staff/orders?from=15-01-2026', { headers: anna.headers });
    expect(badDay.status).toBe(422);
    expect(badDay.data.errors.from).toEqual(['Vul een datum in als jjjj-mm-dd']);
    for (const from of ['2026-02-31', '2026-13-01', '0000-01-01'])
      expect((await call('GET', `/api/staff/orders?from=${from}`, { headers: anna.headers })).status).toBe(
        422,
      );

    // The export holds the filtered list, every page, in the staff member's language.
    const en = await call('GET', '/api/staff/orders/export?payment=paid&lang=en', { headers: anna.headers });
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/csv');
    expect(en.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const enText = (en.data as Buffer).toString('utf8');
    expect(enText.charCodeAt(0)).toBe(0xfeff);
    const enLines = enText.slice(1).trimEnd().split('\r\n');
    expect(enLines[0]).toBe(
      'Order number,Date,Customer,Company,E-mail address,VAT number,Type,Total excl. VAT,Total incl. VAT,' +
        'Payment method,Paid,Delivery,Status,Test order',
    );
    expect(enLines.length - 1).toBe((await ids('payment=paid')).length);
    const paidLine = enLines.find((l) => l.startsWith(`WS-${String(paid).padStart(6, '0')},`))!;
    expect(paidLine).toContain('2026-01-15 00:30');
    expect(paidLine).toMatch(/,\d+\.\d{2},\d+\.\d{2},ideal,yes,/);
    expect(enText).not.toContain(`WS-${String(cash).padStart(6, '0')}`);

    const nl = await call('GET', '/api/staff/orders/export?customer=business&lang=nl', {
      headers: anna.headers,
    });
    const nlLines = (nl.data as Buffer).toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(nlLines[0].split(';')[0]).toBe('Bestelnummer');
    const cashLine = nlLines.find((l) => l.startsWith(`WS-${String(cash).padStart(6, '0')};`))!;
    expect(cashLine).toContain(';NL004495445B01;Zakelijk;');
    expect(cashLine).toMatch(/;\d+,\d{2};\d+,\d{2};cashpickup;nee;Afhalen;Wacht op betaling;/);

    const customer = await loginAs();
    expect((await call('GET', '/api/staff/orders/export', { headers: customer.headers })).status).toBe(403);
  });

  it('works a paid order from new to delivered, with the timeline and the customer mailed on shipping', async () => {
    const id = await placeOrder(productId, 'paid', 'klant@example.test');
    const page = await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers });
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ status: 'paid', fulfilment: 'new', actions: ['process', 'hold'] });
    expect(page.data.payments).toEqual([expect.objectContaining({ provider: 'test', status: 'paid' })]);
    expect(page.data.items).toHaveLength(1);

    expect((await act(id, anna.headers, { action: 'process', from: 'new' })).data.order.status).toBe(
      'processing',
    );
    // Shipping with a track-and-trace code: stored, in the timeline and in the customer's mail.
    const shipped = await act(id, anna.headers, {
      action: 'ship',
      from: 'processing',
      carrier: 'PostNL',
      trackingCode: '3SABCD1234567',
      note: 'Twee dozen',
    });
    expect(shipped.status).toBe(200);
    expect(shipped.data.order).toMatchObject({
      status: 'shipped',
      actions: ['deliver'],
      shipment: { carrier: 'PostNL', trackingCode: '3SABCD1234567' },
    });
    const mails = await shippedMails('klant@example.test');
    expect(mails.map((m) => m.subject)).toEqual([
      `[Testmodus] Je bestelling ${page.data.order.number} is verzonden`,
    ]);
    expect(mails[0].text).toContain('3SABCD1234567');
    expect(mails[0].text).toContain('PostNL');

    // The customer's order page says so, with the track-and-trace code.
    const seen = await call('GET', `/cart/orders/${id}`, placed.get(id));
    expect(seen.data.order).toMatchObject({
      customerStatus: 'shipped',
      shipment: { carrier: 'PostNL', trackingCode: '3SABCD1234567' },
    });
    // On hold is staff's business: to the customer a held order is being processed.
    const held = await placeOrder(productId, 'paid');
    await act(held, anna.headers, { action: 'hold', from: 'new' });
    expect((await call('GET', `/cart/orders/${held}`, placed.get(held))).data.order.customerStatus).toBe(
      'processing',
    );

    const delivered = await act(id, anna.headers, { action: 'deliver', from: 'shipped' });
    expect(delivered.data.order).toMatchObject({ status: 'delivered', actions: [] });
    expect(delivered.data.order.events.map((e: { action: string; to: string }) => [e.action, e.to])).toEqual([
      ['process', 'processing'],
      ['ship', 'shipped'],
      ['deliver', 'delivered'],
    ]);
    expect(delivered.data.order.events[1]).toMatchObject({
      actor: anna.customer.name,
      from: 'processing',
      note: 'Twee dozen',
      data: { carrier: 'PostNL', trackingCode: '3SABCD1234567' },
    });
  });

  it("refuses what does not apply with a 409 and the reason, in the staff member's language", async () => {
    const cash = await placeOrder(productId, 'cash');
    const notPaid = await act(cash, anna.headers, { action: 'process', from: 'new' }, 'en');
    expect(notPaid.status).toBe(409);
    expect(notPaid.data.message).toBe('This order has not been paid or accepted yet');
    // Accepted, the cash order can be worked.
    expect((await call('POST', `/api/staff/orders/${cash}/accept`, { headers: anna.headers })).status).toBe(
      200,
    );
    expect((await act(cash, anna.headers, { action: 'process', from: 'new' })).status).toBe(200);
    const early = await act(cash, anna.headers, { action: 'deliver', from: 'processing' });
    expect(early.status).toBe(409);
    expect(early.data.message).toBe('Deze actie kan niet vanuit de huidige status van de bestelling');
    // On hold and back.
    expect(
      (await act(cash, anna.headers, { action: 'hold', from: 'processing', note: 'Wacht op klant' })).status,
    ).toBe(200);
    expect((await act(cash, anna.headers, { action: 'resume', from: 'on_hold' })).data.order.status).toBe(
      'processing',
    );
    expect((await call('GET', '/api/staff/orders/999999', { headers: anna.headers })).status).toBe(404);
  });

  it('answers bad input with 422 at the field and changes nothing', async () => {
    const id = await placeOrder(productId, 'paid');
    for (const [body, field] of [
      [{ action: 'teleport', from: 'new' }, 'action'],
      [{ action: 'process', from: 'lost' }, 'from'],
      [{ action: 'process', from: 'new', trackingCode: 'ABC123' }, 'trackingCode'],
      [{ action: 'ship', from: 'processing', trackingCode: '<script>' }, 'trackingCode'],
      [{ action: 'process', from: 'new', note: 'x'.repeat(1001) }, 'note'],
    ] as const) {
      const r = await act(id, anna.headers, body);
      expect(r.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(r.data.errors), JSON.stringify(body)).toContain(field);
    }
    const db = await getDb();
    expect((await db.select().from(orders).where(eq(orders.id, id)))[0].fulfilment).toBe('new');
    expect(await db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toEqual([]);
  });

  it('ships once when a click is sent twice, and tells the second of two staff members who was first', async () => {
    const id = await placeOrder(productId, 'paid', 'twee@example.test');
    await act(id, anna.headers, { action: 'process', from: 'new' });
    const ship = { action: 'ship', from: 'processing', trackingCode: 'TT1' };
    // Two staff members at once: one wins, the other hears who shipped it.
    const both = await Promise.all([act(id, anna.headers, ship), act(id, bram.headers, ship)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = both.find((r) => r.status === 200)!;
    const loser = both.find((r) => r.status === 409)!;
    const winnerName = winner === both[0] ? anna.customer.name : bram.customer.name;
    expect(loser.data.message).toBe(
      `De bestelling is intussen verzonden door ${winnerName}. Bekijk de huidige status.`,
    );
    // The winner's click sent again: the order as it is, nothing done twice.
    const again = await act(id, winner === both[0] ? anna.headers : bram.headers, ship);
    expect(again.status).toBe(200);
    expect(again.data).toMatchObject({ repeated: true, order: { status: 'shipped' } });
    const db = await getDb();
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.map((e) => e.action)).toEqual(['process', 'ship']);
    expect(await shippedMails('twee@example.test')).toHaveLength(1);
  });

  it('cancels an unpaid order once: stock back, the customer mailed, the timeline kept', async () => {
    const before = await stockOf(productId);
    const id = await placeOrder(productId, 'cash', 'annuleer@example.test');
    expect(await stockOf(productId)).toBe(before - 1);
    const res = await act(id, anna.headers, { action: 'cancel', from: 'new', note: 'Klant belde af' });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data.order).toMatchObject({ status: 'canceled', fulfilment: 'new', actions: [] });
    expect(res.data.order.order.customerStatus).toBe('canceled');
    expect(await stockOf(productId)).toBe(before);

    // The same click again changes nothing; a colleague hears who canceled it.
    const again = await act(id, anna.headers, { action: 'cancel', from: 'new' });
    expect(again.status).toBe(200);
    expect(again.data.repeated).toBe(true);
    const late = await act(id, bram.headers, { action: 'cancel', from: 'new' });
    expect(late.status).toBe(409);
    expect(late.data.message).toBe(
      `De bestelling is intussen geannuleerd door ${anna.customer.name}. Bekijk de huidige status.`,
    );
    expect(await stockOf(productId)).toBe(before);

    const events = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      action: 'cancel',
      fromState: 'new',
      toState: 'canceled',
      note: 'Klant belde af',
    });
    const mails = (await readMailFiles()).filter(
      (m) => m.to === 'annuleer@example.test' && m.subject.includes('geannuleerd'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain(`WS-${String(id).padStart(6, '0')}`);
    expect(mails[0].text).toContain('Er is niets betaald');
  });

  it("refuses to cancel a paid order or one that has left, in the staff member's language", async () => {
    const paid = await placeOrder(productId, 'paid');
    const refused = await act(paid, anna.headers, { action: 'cancel', from: 'new' }, 'en');
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe('This order is paid; it can be canceled once the amount is refunded');
    const shipped = await placeOrder(productId, 'cash');
    expect(
      (await call('POST', `/api/staff/orders/${shipped}/accept`, { headers: anna.headers })).status,
    ).toBe(200);
    await act(shipped, anna.headers, { action: 'process', from: 'new' });
    await act(shipped, anna.headers, { action: 'ship', from: 'processing' });
    const gone = await act(shipped, anna.headers, { action: 'cancel', from: 'shipped' });
    expect(gone.status).toBe(409);
    const rows = await (await getDb()).select().from(orders).where(eq(orders.id, shipped));
    expect(rows[0]).toMatchObject({ status: 'pending', fulfilment: 'shipped' });
  });

  it("returns the stock of one cancel once, with cancels and a colleague's processing at the same moment", async () => {
    const before = await stockOf(productId);
    const id = await placeOrder(productId, 'cash');
    expect((await call('POST', `/api/staff/orders/${id}/accept`, { headers: anna.headers })).status).toBe(
      200,
    );
    const cancel = { action: 'cancel', from: 'new' };
    const all = await Promise.all([
      ...Array.from({ length: 4 }, () => act(id, anna.headers, cancel)),
      act(id, bram.headers, { action: 'process', from: 'new' }),
    ]);
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, id));
    const events = await (await getDb()).select().from(orderEvents).where(eq(orderEvents.orderId, id));
    if (row.status === 'canceled') {
      // The cancel won: processing was refused, the stock came back exactly once.
      expect(all[4].status).toBe(409);
      expect(await stockOf(productId)).toBe(before);
      expect(events.map((e) => e.action)).toEqual(['cancel']);
    } else {
      // Processing won: every cancel was refused, the stock stays taken.
      expect(all.slice(0, 4).map((r) => r.status)).toEqual([409, 409, 409, 409]);
      expect(row.fulfilment).toBe('processing');
      expect(await stockOf(productId)).toBe(before - 1);
      expect(events.map((e) => e.action)).toEqual(['process']);
    }
  });
});
