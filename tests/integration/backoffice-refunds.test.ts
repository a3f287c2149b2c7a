import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-refunds-'));

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { backends, createTestDb, type TestDb } from '../support/db';
import { businessAddress, call, stockOf, stockedProducts } from '../support/shop';
import { loginAs } from '../support/auth';
import { getDb } from '@/lib/db/client';
import { auditLog, invoices, orders, testProviderRefunds } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { deliverTestWebhooksInProcess, placeGuestOrder } from '../support/orders';

// Refunds, invoices, credit notes and packing slips through the real staff API and the embedded test
// provider: amounts priced on the server from the frozen order, never more than paid, once per key, races
// between two staff members, gap-free numbers, and the PDFs' text.

beforeAll(deliverTestWebhooksInProcess);

type Headers = Record<string, string>;

/** A guest's confirmed order of `quantity` units, paid online (test provider) or cash on pickup (unpaid). */
const placeOrder = async (
  productId: number,
  opts: { quantity?: number; how?: 'paid' | 'cash'; address?: Record<string, string>; email?: string } = {},
) =>
  (
    await placeGuestOrder(productId, opts.how ?? 'paid', {
      ...opts,
      email: opts.email ?? 'refund@example.test',
    })
  ).orderId;

const pdfText = async (data: Buffer) => (await new PDFParse({ data: new Uint8Array(data) }).getText()).text;

const refund = (
  orderId: number,
  headers: Headers,
  body: Record<string, unknown>,
  locale: 'nl' | 'en' = 'nl',
) =>
  call('POST', `/api/staff/orders/${orderId}/refunds`, {
    headers,
    body: { key: randomUUID(), ...body },
    locale,
  });

describe.each(backends())('refunds and invoices on %s', (backend) => {
  let t: TestDb;
  let productId: number;
  let anna: { headers: Headers; customer: { id: number; name: string } };
  let bram: { headers: Headers; customer: { id: number; name: string } };
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    productId = (await stockedProducts(60, 1))[0].id;
    anna = await loginAs({ role: 'staff' });
    bram = await loginAs({ role: 'staff' });
  });
  afterAll(async () => t?.close());

  it('is for staff only, and bad input is a 422 at the field', async () => {
    const id = await placeOrder(productId);
    expect((await refund(id, {}, { mode: 'amount', amount: 100 })).status).toBe(401);
    const customer = await loginAs();
    expect((await refund(id, customer.headers, { mode: 'amount', amount: 100 })).status).toBe(403);
    expect(
      (await call('POST', `/api/staff/orders/${id}/invoice`, { headers: customer.headers })).status,
    ).toBe(403);
    expect(
      (await call('GET', `/api/staff/orders/${id}/packing-slip`, { headers: customer.headers })).status,
    ).toBe(403);
    const bad = await call('POST', `/api/staff/orders/${id}/refunds`, {
      headers: anna.headers,
      body: { key: 'not-a-uuid', mode: 'amount', amount: -5, lines: [{ productId: 'x' }] },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(expect.arrayContaining(['key', 'amount']));
    const noLines = await refund(id, anna.headers, { mode: 'lines' }, 'en');
    expect(noLines.status).toBe(422);
    expect(noLines.data.errors.lines[0]).toBe('Choose the lines you refund');
    expect((await refund(999_999, anna.headers, { mode: 'amount', amount: 100 })).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(testProviderRefunds)).toHaveLength(0);
  });

  it('refunds a line in part through the provider, returns its units, issues invoice and credit note, mails the customer', async () => {
    const before = await stockOf(productId);
    const id = await placeOrder(productId, { quantity: 3, email: 'deel@example.test' });
    expect(await stockOf(productId)).toBe(before - 3);
    const detail = await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers });
    const paid = detail.data.refundable.paid;
    expect(paid).toBeGreaterThan(0);
    expect(detail.data.refundable).toMatchObject({ refunded: 0, left: paid });

    // More units than were ordered: refused at the line.
    const tooMany = await refund(id, anna.headers, { mode: 'lines', lines: [{ productId, quantity: 4 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.data.errors['lines.0.quantity'][0]).toMatch(/nog maar 3 stuks/);

    const r = await refund(id, anna.headers, {
      mode: 'lines',
      lines: [{ productId, quantity: 1, restock: true }],
      note: 'Eén defect',
    });
    expect(r.status, JSON.stringify(r.data)).toBe(201);
    const unit = detail.data.refundable.lines[0].unitPrice;
    // One unit of three, no discounts: its price plus 21% VAT.
    expect(r.data.refund).toMatchObject({
      status: 'refunded',
      net: unit,
      amount: unit + Math.round(unit * 0.21),
    });
    expect(r.data.refund.providerRefundId).toMatch(/^tre_/);
    expect(r.data.creditNote.number).toMatch(/^C\d{4}-\d{6}$/);
    expect(await stockOf(productId)).toBe(before - 2);

    const db = await getDb();
    const atProvider = await db.select().from(testProviderRefunds);
    expect(atProvider.find((x) => x.id === r.data.refund.providerRefundId)?.amount).toBe(
      r.data.refund.amount,
    );

    const after = await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers });
    expect(after.data.refundable).toMatchObject({
      refunded: r.data.refund.amount,
      left: paid - r.data.refund.amount,
    });
    expect(after.data.refundable.lines[0]).toMatchObject({ quantity: 3, refunded: 1 });
    expect(after.data.documents.map((d: { kind: string }) => d.kind)).toEqual(['invoice', 'credit_note']);
    expect(after.data.events.at(-1)).toMatchObject({ action: 'refund', note: 'Eén defect' });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.map((a) => a.action)).toContain('refund');

    // The credit note's text: negative amounts, the invoice it corrects, the line.
    const [invoice, credit] = after.data.documents;
    const pdf = await call('GET', `/api/staff/documents/${credit.number}`, { headers: anna.headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = await pdfText(pdf.data);
    expect(text).toContain('Creditnota');
    expect(text).toContain(credit.number);
    expect(text).toContain(invoice.number);
    expect(text).toMatch(/-\s?€|€\s?-/);

    const mails = (await readMailFiles()).filter((m) => m.to === 'deel@example.test');
    expect(mails.some((m) => m.subject.includes('Terugbetaling'))).toBe(true);
    // The order page lists the mails the customer got.
    const noted = (await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers })).data.mails;
    expect(noted.map((m: { kind: string }) => m.kind)).toEqual(['confirmation', 'refunded']);
    expect(noted[1]).toMatchObject({
      to: 'deel@example.test',
      subject: expect.stringContaining('Terugbetaling'),
    });
  });

  it('refunds once per key, never more than paid, and two staff refunding the rest at once: one wins', async () => {
    const id = await placeOrder(productId, { quantity: 2 });
    const detail = await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers });
    const paid: number = detail.data.refundable.paid;

    const key = randomUUID();
    const body = { key, mode: 'amount', amount: 1000 };
    const [a, b] = await Promise.all([
      call('POST', `/api/staff/orders/${id}/refunds`, { headers: anna.headers, body }),
      call('POST', `/api/staff/orders/${id}/refunds`, { headers: anna.headers, body }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const db = await getDb();
    const paymentId = (await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers })).data
      .payments[0].id;
    const atProvider = (await db.select().from(testProviderRefunds)).filter((x) => x.paymentId === paymentId);
    expect(atProvider.map((x) => x.amount)).toEqual([1000]);

    const tooMuch = await refund(id, anna.headers, { mode: 'amount', amount: paid }, 'en');
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.data.errors.amount[0]).toMatch(/more than is left to refund/);

    // Staff members each refund what is left, at the same moment: one refund, the others are told (a 409
    // from the order's lock, not a refusal from the provider after a second refund was recorded).
    const rest = paid - 1000;
    const racers = await Promise.all(
      [anna, bram, anna, bram, anna].map((who) => refund(id, who.headers, { mode: 'amount', amount: rest })),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const end = await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers });
    expect(end.data.refundable).toMatchObject({ refunded: paid, left: 0 });
    const all = (await db.select().from(testProviderRefunds)).filter((r) => r.paymentId === paymentId);
    expect(all.reduce((s, r) => s + r.amount, 0)).toBe(paid);
  });

  it('cancels a paid order with a full refund (all stock back), and not a shipped one', async () => {
    const before = await stockOf(productId);
    const id = await placeOrder(productId, { quantity: 2 });
    const paid = (await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers })).data.refundable
      .paid;
    const half = await refund(id, anna.headers, { mode: 'amount', amount: 100, cancel: true });
    expect(half.status).toBe(422);
    expect(Object.keys(half.data.errors)).toEqual(['cancel']);
    const all = await refund(id, anna.headers, { mode: 'amount', amount: paid, cancel: true });
    expect(all.status, JSON.stringify(all.data)).toBe(201);
    expect(await stockOf(productId)).toBe(before);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    expect(row.status).toBe('canceled');
    const detail = await call('GET', `/api/staff/orders/${id}`, { headers: anna.headers });
    expect(detail.data.status).toBe('canceled');

    const shipped = await placeOrder(productId);
    const h = anna.headers;
    await call('POST', `/api/staff/orders/${shipped}/actions`, {
      headers: h,
      body: { action: 'process', from: 'new' },
    });
    await call('POST', `/api/staff/orders/${shipped}/actions`, {
      headers: h,
      body: { action: 'ship', from: 'processing' },
    });
    const left = (await call('GET', `/api/staff/orders/${shipped}`, { headers: h })).data.refundable.left;
    const refused = await refund(shipped, h, { mode: 'amount', amount: left, cancel: true });
    expect(refused.status).toBe(409);
  });

  it('refuses to refund an order nothing was paid for', async () => {
    const id = await placeOrder(productId, { how: 'cash' });
    const r = await refund(id, anna.headers, { mode: 'amount', amount: 100 });
    expect(r.status).toBe(409);
  });

  it('issues one invoice per order with gap-free numbers, even when issued at once, and prints what Dutch rules ask', async () => {
    const ids = await Promise.all([1, 2, 3].map(() => placeOrder(productId)));
    const answers = await Promise.all([
      ...ids.map((id) => call('POST', `/api/staff/orders/${id}/invoice`, { headers: anna.headers })),
      call('POST', `/api/staff/orders/${ids[0]}/invoice`, { headers: bram.headers }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 201, 201, 201]);
    const db = await getDb();
    const rows = await db.select().from(invoices).where(eq(invoices.kind, 'invoice'));
    const seqs = rows.map((r) => r.seq).sort((a, b) => a - b);
    expect(seqs).toEqual(seqs.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.orderId)).size).toBe(rows.length);

    // A business buyer in another EU country with a valid VAT number: reverse charge on the invoice.
    const reverse = await placeOrder(productId, { address: businessAddress('BE', 'BE0417497106') });
    const issued = await call('POST', `/api/staff/orders/${reverse}/invoice`, { headers: anna.headers });
    expect(issued.status).toBe(201);
    const pdf = await call('GET', `/api/staff/documents/${issued.data.invoice.number}`, {
      headers: anna.headers,
    });
    const text = await pdfText(pdf.data);
    for (const needed of [
      'Factuur',
      issued.data.invoice.number,
      'Leverdatum',
      'NL862345678B01',
      'Btw-nr.',
      'KvK',
    ])
      expect(text, needed).toContain(needed);
    const [order] = await db.select().from(orders).where(eq(orders.id, reverse));
    if (order.vatMode === 'reverse_charge') {
      expect(text).toContain('BE0417497106');
      expect(text).toMatch(/Btw verlegd/);
    }
    // Issued once and never changed: the same bytes' text after the shop's data moved on.
    await db.update(orders).set({ description: 'later changed' }).where(eq(orders.id, reverse));
    const again = await pdfText(
      (await call('GET', `/api/staff/documents/${issued.data.invoice.number}`, { headers: anna.headers }))
        .data,
    );
    expect(again).toBe(text);
    expect((await call('GET', '/api/staff/documents/F1999-000001', { headers: anna.headers })).status).toBe(
      404,
    );
    expect((await call('GET', '/api/staff/documents/nope', { headers: anna.headers })).status).toBe(422);
  });

  it('prints a packing slip without prices', async () => {
    const id = await placeOrder(productId);
    const slip = await call('GET', `/api/staff/orders/${id}/packing-slip`, {
      headers: anna.headers,
      locale: 'en',
    });
    expect(slip.status).toBe(200);
    const text = await pdfText(slip.data);
    expect(text).toContain('Pakbon');
    expect(text).not.toContain('€');
  });
});
