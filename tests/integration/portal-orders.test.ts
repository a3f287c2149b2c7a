import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-orders-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFParse } from 'pdf-parse';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call, newUid, privateAddress, stockedProducts } from '../support/shop';
import { getOrderForCustomer, listOrdersForCustomer } from '@/features/checkout/server/orders';

const pdfText = async (buf: Buffer) => (await new PDFParse({ data: new Uint8Array(buf) }).getText()).text;

/** A logged-in customer places an order on account (oprekening): the quickest confirmed order. */
async function orderOnAccount(headers: Record<string, string>, productId: number, quantity = 1) {
  const h = { uid: newUid(), headers };
  const add = await call('POST', '/cart/product', { ...h, body: { item: { productId, quantity } } });
  const orderId: number = add.data.orderId;
  expect(
    (await call('POST', '/cart/pay/data', { ...h, body: { orderId, customer: privateAddress } })).status,
  ).toBe(200);
  const del = await call('POST', '/cart/delivery', {
    ...h,
    body: { orderId, type: 1, checkboxes: [], form: {} },
  });
  expect(del.status).toBe(200);
  const placed = await call('POST', '/cart/pay/credit', { ...h, body: { orderId, method: 'oprekening' } });
  expect(placed.status, JSON.stringify(placed.data)).toBe(201);
  return orderId;
}

describe.each(backends())('portal order history on %s', (backend) => {
  let t: TestDb;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    items = await stockedProducts(10, 2);
  });
  afterAll(async () => t?.close());

  it('lists only the customer’s confirmed orders, newest first, with totals excl. and incl. VAT', async () => {
    const me = await loginAs();
    const other = await loginAs();
    const first = await orderOnAccount(me.headers, items[0].id, 2);
    const second = await orderOnAccount(me.headers, items[1].id, 1);
    const theirs = await orderOnAccount(other.headers, items[0].id, 1);
    // An open cart is not an order.
    await call('POST', '/cart/product', {
      uid: newUid(),
      headers: me.headers,
      body: { item: { productId: items[1].id, quantity: 1 } },
    });

    const list = await listOrdersForCustomer(me.customer.id);
    expect(list.map((o) => o.id)).toEqual([second, first]);
    const row = list.find((o) => o.id === first)!;
    expect(row.number).toBe(`WS-${String(first).padStart(6, '0')}`);
    expect(row.status).toBe('pending');
    expect(row.paymentMethod).toBe('oprekening');
    const summary = (await getOrderForCustomer(me.customer.id, first, 'nl'))!;
    expect(row.total).toBe(summary.prices.priceFullWithNDS);
    expect(row.totalNet).toBe(summary.prices.priceNet);
    expect(row.totalNet).toBeGreaterThanOrEqual(items[0].price * 2);
    expect(row.total).toBe(row.totalNet + summary.prices.priceFullNDS);
    expect(row.total).toBeGreaterThan(row.totalNet);
    expect((await listOrdersForCustomer(other.customer.id)).map((o) => o.id)).toEqual([theirs]);
  });

  it('shows one order with lines, delivery and prices to its customer only', async () => {
    const me = await loginAs();
    const other = await loginAs();
    const orderId = await orderOnAccount(me.headers, items[0].id, 3);
    const en = (await getOrderForCustomer(me.customer.id, orderId, 'en'))!;
    expect(en.order).toMatchObject({ id: orderId, status: 'pending', paymentMethod: 'oprekening' });
    expect(en.items).toHaveLength(1);
    expect(en.items[0]).toMatchObject({ productId: items[0].id, quantity: 3, price: items[0].price });
    expect(en.delivery.type).toBe(1);
    expect(en.prices.vatMode).toBe('standard');
    expect(await getOrderForCustomer(other.customer.id, orderId, 'nl')).toBeNull();
    expect(await getOrderForCustomer(me.customer.id, orderId + 10_000, 'nl')).toBeNull();
  });

  it('re-downloads the order PDF for its customer and answers 404 to anyone else', async () => {
    const me = await loginAs();
    const other = await loginAs();
    const orderId = await orderOnAccount(me.headers, items[1].id, 1);
    const number = `WS-${String(orderId).padStart(6, '0')}`;
    const pdf = await call('POST', '/cart/download/document', {
      uid: newUid(),
      headers: me.headers,
      body: { orderId },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${number}.pdf`);
    const text = await pdfText(pdf.data as Buffer);
    expect(text).toContain(number);
    expect(text).toContain('Totaal incl. btw');
    const en = await call('POST', '/document/offer', {
      uid: newUid(),
      headers: me.headers,
      locale: 'en',
      body: { orderId },
    });
    expect(en.status).toBe(200);
    expect(await pdfText(en.data as Buffer)).toContain(number);
    expect(
      (
        await call('POST', '/cart/download/document', {
          uid: newUid(),
          headers: other.headers,
          body: { orderId },
        })
      ).status,
    ).toBe(404);
    expect((await call('POST', '/cart/download/document', { uid: newUid(), body: { orderId } })).status).toBe(
      404,
    );
  });
});
