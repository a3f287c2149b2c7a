import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cart-live-'));

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PusherClient from 'pusher-js';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { startRealtime, subscribe, testClient } from '../support/realtime';
import { call, newUid, stockedProducts } from '../support/shop';
import { visitors } from '@/lib/db/schema';

/**
 * Every cart change publishes UpdateOrderUser on the shopper's private channels (spec §4), seen here by a
 * client of the real realtime server that subscribed through the app's own auth endpoint.
 */
describe.each(backends())('cart changes publish UpdateOrderUser on %s', (backend) => {
  let t: TestDb;
  let rt: Awaited<ReturnType<typeof startRealtime>>;
  let items: Awaited<ReturnType<typeof stockedProducts>>;
  const clients: PusherClient[] = [];
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    rt = await startRealtime();
    items = await stockedProducts(5, 3);
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await rt?.close();
    await t?.close();
  });

  /** The UpdateOrderUser payloads that reach the private channel of `uid`, authorised as `headers`. */
  async function listen(uid: string, headers: Record<string, string> = { uid }) {
    const { portalApp } = await import('@/app/api/portal/app');
    const c = testClient(rt.port, async (socketId, channel) => {
      const res = await portalApp.request('/api/portal/broadcasting/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      });
      if (res.status !== 200) throw new Error(String(res.status));
      return (await res.json()).auth as string;
    });
    clients.push(c);
    const got: unknown[] = [];
    const ch = await subscribe(c, `private-user.${uid}`);
    ch.bind('UpdateOrderUser', (d: unknown) => got.push(d));
    return got;
  }

  it('add, quantity, description, coupon and remove each tell the visitor’s channel, and no other', async () => {
    const uid = newUid();
    const other = newUid();
    const got = await listen(uid);
    const others = await listen(other);
    const [a] = items;
    const add = await call('POST', '/cart/product', {
      uid,
      body: { item: { productId: a.id, quantity: 1 } },
    });
    expect(add.status).toBe(201);
    const orderId = add.data.orderId;
    await expect.poll(() => got).toEqual([{ orderId }]);

    const steps: [string, unknown][] = [
      ['/cart/quantity', { orderId, prodId: a.id, quantity: 2 }],
      ['/cart/description', { orderId, description: 'Graag vóór vrijdag' }],
      ['/cart/prices', { orderId, coupon: 'welkom10' }],
      ['/del/cart/product', { orderId, productId: a.id }],
    ];
    for (const [i, [route, body]] of steps.entries()) {
      const res = await call('POST', route, { uid, body });
      expect(res.status, route).toBe(200);
      await expect.poll(() => got.length, { message: route }).toBe(i + 2);
    }
    expect(new Set(got.map((d) => JSON.stringify(d)))).toEqual(new Set([JSON.stringify({ orderId })]));
    // A refused change changes nothing and says nothing.
    const refused = await call('POST', '/cart/prices', { uid, body: { orderId, coupon: 'NOPE' } });
    expect(refused.status).toBe(422);
    await new Promise((r) => setTimeout(r, 300));
    expect(got).toHaveLength(5);
    expect(others).toEqual([]);
  });

  it('a customer’s change reaches every browser linked to them, and a login merge tells them too', async () => {
    const { customer, headers } = await loginAs();
    const laptop = newUid();
    const phone = newUid();
    await t.db.insert(visitors).values([
      { uid: laptop, customerId: customer.id },
      { uid: phone, customerId: customer.id },
    ]);
    const onLaptop = await listen(laptop, { ...headers, uid: laptop });
    const onPhone = await listen(phone, { ...headers, uid: phone });
    const [a, b] = items;
    const add = await call('POST', '/cart/product', {
      uid: laptop,
      headers,
      body: { item: { productId: a.id, quantity: 1 } },
    });
    expect(add.status).toBe(201);
    const orderId = add.data.orderId;
    await expect.poll(() => onPhone).toEqual([{ orderId }]);
    await expect.poll(() => onLaptop).toEqual([{ orderId }]);

    // A guest on a new browser fills a cart, then logs in: its cart merges into the customer's.
    const guest = newUid();
    await t.db.insert(visitors).values({ uid: guest });
    const onGuest = await listen(guest);
    await call('POST', '/cart/product', { uid: guest, body: { item: { productId: b.id, quantity: 1 } } });
    await expect.poll(() => onGuest.length).toBe(1);
    await t.db
      .insert(visitors)
      .values({ uid: guest, customerId: customer.id })
      .onConflictDoUpdate({
        target: visitors.uid,
        set: { customerId: customer.id },
      });
    const merged = await call('GET', '/api/cart-products', { uid: guest, headers });
    expect(merged.data.orderId).toBe(orderId);
    expect(merged.data.count).toBe(2);
    await expect.poll(() => onPhone).toEqual([{ orderId }, { orderId }]);
    await expect.poll(() => onGuest.at(-1)).toEqual({ orderId });
    // Reading the merged cart again moves nothing: no event.
    await call('GET', '/api/cart-products', { uid: guest, headers });
    await new Promise((r) => setTimeout(r, 300));
    expect(onPhone).toHaveLength(2);
  });
});
