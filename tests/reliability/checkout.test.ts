// Checkout under load and out of order, against the production build over real HTTP on PostgreSQL,
// with payments at a local stand-in for Mollie (tests/support/fake-mollie.ts): the last unit sold once
// among 200 shoppers, one confirm sent ten times at once, webhooks replayed out of order, and payments
// that complete after the order was canceled or expired. Figures go to the log (docs/reliability.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import nl from '@/messages/nl.json';
import { startFakeMollie } from '../support/fake-mollie';
import { privateAddress } from '../support/shop';
import {
  mailsOf,
  productionMissing,
  shopper,
  startProductionServer,
  type ProductionServer,
} from '../support/production';

const PORT = Number(process.env.RELIABILITY_PORT ?? 3230);
const SHOPPERS = Number(process.env.RELIABILITY_SHOPPERS ?? 200);
const missing = await productionMissing();
if (missing) console.warn(`reliability: checkout skipped, ${missing}`);

/** The spec's message for a product someone else just bought, as a pattern over any product name. */
const soldOut = new RegExp(
  `^${nl.checkout.errors.stock.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{name}', '(.+)')}$`,
);

describe.skipIf(!!missing)('checkout reliability (production server, PostgreSQL, Mollie stand-in)', () => {
  let server: ProductionServer;
  let mollie: Awaited<ReturnType<typeof startFakeMollie>>;
  beforeAll(async () => {
    mollie = await startFakeMollie();
    server = await startProductionServer(PORT, {
      PAYMENT_PROVIDER: 'mollie',
      MOLLIE_API_KEY: 'test_fakeMollieKeyForTheStandIn1234',
      MOLLIE_API_ENDPOINT: mollie.endpoint,
      // The stand-in's certificate is self-signed (see tests/support/fake-mollie.ts).
      NODE_TLS_REJECT_UNAUTHORIZED: '0',
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mollie?.close();
  });

  const q: ProductionServer['query'] = (text, values) => server.query(text, values);

  /** Products no other test here touches, each with the given stock. */
  let nextProduct = 0;
  async function product(stock: number) {
    const rows = await q<{ id: number; name: string }>(
      `select id, name_nl as name from products where active and type <> 1 and price > 0
        order by id offset $1 limit 1`,
      [nextProduct++],
    );
    await q('update products set quantity = $2 where id = $1', [rows[0].id, stock]);
    return rows[0];
  }

  /** A shopper's cart with one unit of the product, billing details and delivery saved. */
  async function readyCart(productId: number, email = privateAddress.email) {
    const s = shopper(server);
    const add = await s.call('POST', '/cart/product', { item: { productId, quantity: 1 } });
    expect(add.status, JSON.stringify(add.data)).toBe(201);
    const orderId: number = add.data.orderId;
    const data = await s.call('POST', '/cart/pay/data', { orderId, customer: { ...privateAddress, email } });
    expect(data.status, JSON.stringify(data.data)).toBe(200);
    const delivery = await s.call('POST', '/cart/delivery', { orderId, type: 1, checkboxes: [], form: {} });
    expect(delivery.status, JSON.stringify(delivery.data)).toBe(200);
    return { ...s, orderId, confirm: () => s.call('POST', '/cart/pay/bank', { orderId, method: 'ideal' }) };
  }

  /** In batches, so that setting up the carts doesn't itself become the load test. */
  async function inBatches<T>(n: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
    const out: T[] = [];
    for (let i = 0; i < n; i += size)
      out.push(...(await Promise.all(Array.from({ length: Math.min(size, n - i) }, (_, j) => make(i + j)))));
    return out;
  }

  const paymentsOf = (orderId: number) =>
    q<{ id: string; status: string }>('select id, status from payments where order_id = $1', [orderId]);
  const orderRow = async (orderId: number) =>
    (await q('select status, staff_flag, paid_at from orders where id = $1', [orderId]))[0];
  const stockOf = async (id: number) =>
    (await q('select quantity from products where id = $1', [id]))[0].quantity;
  const mollieCreates = () => mollie.requests.filter((r) => r.method === 'POST' && r.path === '/v2/payments');

  it(`sells the last unit once among ${SHOPPERS} shoppers confirming at the same moment`, async () => {
    const p = await product(1);
    const carts = await inBatches(SHOPPERS, 20, () => readyCart(p.id));
    const createsBefore = mollieCreates().length;
    const t0 = performance.now();
    const answers = await Promise.all(carts.map((c) => c.confirm()));
    const ms = performance.now() - t0;
    const won = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    const serverErrors = answers.filter((a) => a.status >= 500);
    // The winner pays at Mollie; Mollie calls the webhook.
    const winner = carts[answers.findIndex((a) => a.status === 201)];
    const [payment] = await paymentsOf(winner.orderId);
    await mollie.setStatus(payment.id, 'paid');

    const confirmed = await q<{ id: number; status: string }>(
      `select o.id, o.status from orders o join order_lines l on l.order_id = o.id
        where l.product_id = $1 and o.status <> 'cart'`,
      [p.id],
    );
    const stock = await stockOf(p.id);
    const oversold = Math.max(0, confirmed.length - 1) + Math.max(0, -stock);
    console.log(
      `reliability: ${SHOPPERS} confirms for the last unit in ${ms.toFixed(0)} ms: ${won.length} order, ` +
        `${refused.length} told sold out, ${serverErrors.length} 5xx, ${oversold} oversold, stock now ${stock}`,
    );
    expect(serverErrors.map((a) => a.status)).toEqual([]);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(SHOPPERS - 1);
    for (const r of refused) {
      expect(r.data.message).toMatch(soldOut);
      expect(r.data.message).toContain(p.name);
    }
    expect(confirmed).toEqual([{ id: winner.orderId, status: 'paid' }]);
    expect(oversold).toBe(0);
    expect(stock).toBe(0);
    expect(await paymentsOf(winner.orderId)).toEqual([{ id: payment.id, status: 'paid' }]);
    expect(mollieCreates().length - createsBefore).toBe(1);
    // The other shoppers keep their carts, untouched by the failed confirm.
    const carted = await q<{ n: number }>(
      `select count(*)::int as n from orders where id = any($1::int[]) and status = 'cart'`,
      [carts.filter((c) => c !== winner).map((c) => c.orderId)],
    );
    expect(carted[0].n).toBe(SHOPPERS - 1);
  });

  it('answers the same confirm sent ten times at once with one order and one payment', async () => {
    const p = await product(5);
    const cart = await readyCart(p.id);
    const createsBefore = mollieCreates().length;
    const answers = await Promise.all(Array.from({ length: 10 }, () => cart.confirm()));
    const statuses = answers.map((a) => a.status).sort();
    console.log(`reliability: the same confirm 10× at once: ${statuses.join(' ')}`);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others get the same order back (200), or 'already being processed' (409) while it is made.
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    for (const a of answers) if (a.status === 200) expect(a.data.orderId).toBe(cart.orderId);
    expect((await orderRow(cart.orderId)).status).toBe('pending');
    expect(await paymentsOf(cart.orderId)).toHaveLength(1);
    expect(mollieCreates().length - createsBefore).toBe(1);
    expect(await stockOf(p.id)).toBe(4);
    // Once made, every repeat is answered with the order's one open payment.
    const again = await cart.confirm();
    expect(again.status).toBe(200);
    expect(again.data.url).toBe(answers.find((a) => a.status === 201)!.data.url);
  });

  it('keeps one paid state and sends one mail when the webhook is replayed ten times out of order', async () => {
    const p = await product(5);
    const email = 'replay@example.test';
    const cart = await readyCart(p.id, email);
    expect((await cart.confirm()).status).toBe(201);
    const [payment] = await paymentsOf(cart.orderId);
    const webhook = () =>
      fetch(`${server.url}/api/portal/cart/pay/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${payment.id}`,
      }).then((r) => r.status);
    // The shopper's bank takes its time (pending), then pays. Ten deliveries of the two changes arrive
    // in any order, some before the payment is paid, some after, some at once.
    await mollie.setStatus(payment.id, 'pending', { webhook: false });
    const delays = [90, 0, 150, 30, 120, 60, 0, 180, 15, 75];
    const sent = Promise.all(delays.map((d) => new Promise((r) => setTimeout(r, d)).then(webhook)));
    setTimeout(() => void mollie.setStatus(payment.id, 'paid', { webhook: false }), 70);
    const statuses = await sent;
    expect(await webhook()).toBe(200);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const o = await orderRow(cart.orderId);
    expect(o.status).toBe('paid');
    expect(o.paid_at).not.toBeNull();
    expect(await paymentsOf(cart.orderId)).toEqual([{ id: payment.id, status: 'paid' }]);
    expect(await stockOf(p.id)).toBe(4);
    const mails = mailsOf(server).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('Bevestiging')]);
  });

  it('records and flags a payment that completes after the order was canceled, never losing it', async () => {
    const p = await product(5);
    const email = 'late-cancel@example.test';
    const cart = await readyCart(p.id, email);
    expect((await cart.confirm()).status).toBe(201);
    const [payment] = await paymentsOf(cart.orderId);
    expect((await cart.call('DELETE', `/cart/products/${cart.orderId}`)).status).toBe(200);
    expect((await orderRow(cart.orderId)).status).toBe('canceled');
    expect(await stockOf(p.id)).toBe(5);
    await mollie.settleLate(payment.id);
    await mollie.settleLate(payment.id);
    const o = await orderRow(cart.orderId);
    expect(o.status).toBe('canceled');
    expect(o.staff_flag).toBe('paid_after_cancel');
    expect(await paymentsOf(cart.orderId)).toEqual([{ id: payment.id, status: 'paid' }]);
    expect(await stockOf(p.id)).toBe(5);
    const mails = mailsOf(server).filter((m) => m.to === email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('geannuleerde bestelling')]);
  });

  it('reserves the stock again for a payment completing after expiry, or flags it when the stock is gone', async () => {
    const p = await product(5);
    const email = 'late-expiry@example.test';
    const back = await readyCart(p.id, email);
    expect((await back.confirm()).status).toBe(201);
    const [first] = await paymentsOf(back.orderId);
    await mollie.setStatus(first.id, 'expired');
    expect((await orderRow(back.orderId)).status).toBe('expired');
    expect(await stockOf(p.id)).toBe(5);
    await mollie.settleLate(first.id);
    expect((await orderRow(back.orderId)).status).toBe('paid');
    expect(await stockOf(p.id)).toBe(4);
    expect(mailsOf(server).filter((m) => m.to === email)).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('Bevestiging') }),
    ]);

    const gone = await readyCart(p.id, 'late-gone@example.test');
    expect((await gone.confirm()).status).toBe(201);
    const [second] = await paymentsOf(gone.orderId);
    await mollie.setStatus(second.id, 'expired');
    await q('update products set quantity = 0 where id = $1', [p.id]);
    await mollie.settleLate(second.id);
    const o = await orderRow(gone.orderId);
    expect(o.status).toBe('expired');
    expect(o.staff_flag).toBe('paid_after_cancel');
    expect(await paymentsOf(gone.orderId)).toEqual([{ id: second.id, status: 'paid' }]);
    expect(await stockOf(p.id)).toBe(0);
    expect(mailsOf(server).filter((m) => m.to === 'late-gone@example.test')).toEqual([
      expect.objectContaining({ subject: expect.stringContaining('geannuleerde bestelling') }),
    ]);
  });
});
