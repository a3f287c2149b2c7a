import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-hosts-'));
// The shop without PUBLIC_URL, as `npm start` runs it by default.
delete process.env.PUBLIC_URL;

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { call, newUid, privateAddress, stockedProducts } from '../support/shop';
import { getDb } from '@/lib/db/client';
import { testProviderPayments } from '@/lib/db/schema';
import { readMailFiles } from '@/lib/mail';
import { setTestWebhookTransport } from '@/features/checkout/server/providers/test-provider';

/** Webhook calls the test provider made, by the URL it was given. */
const webhookCalls: string[] = [];
beforeAll(() => {
  // In-process instead of over HTTP (there is no server here), with the Host header an HTTP call to the URL carries.
  setTestWebhookTransport(async (url, id) => {
    webhookCalls.push(url);
    const { portalApp } = await import('@/app/api/portal/app');
    const r = await portalApp.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: new URL(url).host },
      body: new URLSearchParams({ id }).toString(),
    });
    if (!r.ok) throw new Error(`webhook ${r.status}`);
  });
});
afterAll(() => setTestWebhookTransport(undefined));

/** A cart with billing details and delivery saved, every call made with `headers` (Host and session). */
async function readyCart(productId: number, headers: Record<string, string>) {
  const h = { uid: newUid(), headers };
  const add = await call('POST', '/cart/product', { ...h, body: { item: { productId, quantity: 1 } } });
  const orderId: number = add.data.orderId;
  expect(
    (await call('POST', '/cart/pay/data', { ...h, body: { orderId, customer: privateAddress } })).status,
  ).toBe(200);
  expect(
    (await call('POST', '/cart/delivery', { ...h, body: { orderId, type: 1, checkboxes: [], form: {} } }))
      .status,
  ).toBe(200);
  return { orderId, h };
}

describe.each(backends())('checkout on the shopper’s host on %s', (backend) => {
  let t: TestDb;
  let productId: number;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    productId = (await stockedProducts(10, 1))[0].id;
  });
  afterAll(async () => t?.close());
  beforeEach(() => {
    webhookCalls.length = 0;
    fs.rmSync(path.join(process.env.DATA_DIR!, 'mail'), { recursive: true, force: true });
  });

  it('sends an order on account to the success page as a path, and mails a link on the request’s host', async () => {
    const { headers } = await loginAs();
    const { orderId, h } = await readyCart(productId, { ...headers, host: '127.0.0.1:4321' });
    const placed = await call('POST', '/cart/pay/credit', { ...h, body: { orderId, method: 'oprekening' } });
    expect(placed.status).toBe(201);
    // A path: the browser stays on 127.0.0.1 and keeps its session cookie.
    expect(placed.data.url).toMatch(new RegExp(`^/order/${orderId}/success\\?access=`));
    const [mail] = await readMailFiles();
    expect(mail.text).toContain(`http://127.0.0.1:4321/order/${orderId}/success?access=`);
    expect(mail.text).not.toContain('localhost');
  });

  it('gives the payment provider return and webhook URLs on the request’s host', async () => {
    const { orderId, h } = await readyCart(productId, { host: '127.0.0.1:4321' });
    const bank = await call('POST', '/cart/pay/bank', {
      ...h,
      body: { orderId, method: 'ideal', redirectUrl: 'https://evil.example/' },
    });
    expect(bank.status).toBe(201);
    // The test provider's hosted page is part of the shop: a path as well.
    expect(bank.data.url).toMatch(/^\/pay\/test\/tst_/);
    const id = bank.data.url.split('/pay/test/')[1];
    const [row] = await (
      await getDb()
    )
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, id));
    expect(row.redirectUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:4321/order/${orderId}/success\\?access=`),
    );
    expect(row.cancelUrl).toMatch(
      new RegExp(`^http://127\\.0\\.0\\.1:4321/order/${orderId}/cancel\\?access=`),
    );
    expect(row.webhookUrl).toBe('http://127.0.0.1:4321/api/portal/cart/pay/webhook');
    // The shopper's choice on the hosted page sends them back to the host they came from.
    const done = await call('POST', `/pay/test/${id}`, { body: { status: 'paid' } });
    expect(done.data.redirect).toBe(row.redirectUrl);
    expect(webhookCalls).toEqual([row.webhookUrl]);
    const [mail] = await readMailFiles();
    expect(mail.text).toContain(`http://127.0.0.1:4321/order/${orderId}/success?access=`);
  });

  it('uses the host and scheme a proxy forwards', async () => {
    const { orderId, h } = await readyCart(productId, {
      host: '127.0.0.1:4040',
      'x-forwarded-host': 'shop.example',
      'x-forwarded-proto': 'https',
    });
    const bank = await call('POST', '/cart/pay/bank', { ...h, body: { orderId, method: 'ideal' } });
    expect(bank.status).toBe(201);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(testProviderPayments)
      .where(eq(testProviderPayments.id, bank.data.url.split('/pay/test/')[1]));
    expect(row.redirectUrl).toMatch(new RegExp(`^https://shop\\.example/order/${orderId}/success\\?access=`));
    expect(row.webhookUrl).toBe('https://shop.example/api/portal/cart/pay/webhook');
  });
});
