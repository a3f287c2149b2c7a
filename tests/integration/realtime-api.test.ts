import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { backends, createTestDb, type TestDb } from '../support/db';
import { loginAs } from '../support/auth';
import { startRealtime, subscribe, testClient } from '../support/realtime';
import { products, visitors } from '@/lib/db/schema';

const UID = 'visitorRealtime0001';
const OTHER = 'visitorRealtime0002';

describe.each(backends())('realtime endpoints on %s', (backend) => {
  let t: TestDb;
  let rt: Awaited<ReturnType<typeof startRealtime>>;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    rt = await startRealtime();
  });
  afterAll(async () => {
    await rt?.close();
    await t?.close();
  });

  const portal = async () => (await import('@/app/api/portal/app')).portalApp;
  const auth = async (channel: string, headers: Record<string, string> = {}, socketId = '123.456') =>
    (await portal()).request('/api/portal/broadcasting/auth', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
    });

  it('signs a private user channel only for the uid that owns it', async () => {
    const ok = await auth(`private-user.${UID}`, { uid: UID });
    expect(ok.status).toBe(200);
    expect((await ok.json()).auth).toMatch(/^it-key:[0-9a-f]{64}$/);
    expect((await auth(`private-user.${UID}`, { uid: OTHER })).status).toBe(403);
    expect((await auth(`private-user.${UID}`)).status).toBe(403);
    expect((await auth('private-anything', { uid: UID })).status).toBe(403);
    expect((await auth(`private-user.${UID}`, { uid: UID }, 'not-a-socket')).status).toBe(422);
  });

  it('lets a logged-in customer join the channel of a uid linked to them, and staff the staff channel', async () => {
    const { customer, headers } = await loginAs();
    await t.db.insert(visitors).values({ uid: 'visitorLinked000001', customerId: customer.id });
    expect((await auth('private-user.visitorLinked000001', headers)).status).toBe(200);
    expect((await auth('private-staff.chat', headers)).status).toBe(403);
    const staff = await loginAs({ role: 'staff' });
    expect((await auth('private-staff.chat', staff.headers)).status).toBe(200);
    // The back office's live order list: staff only, too.
    expect((await auth('private-staff.orders', headers)).status).toBe(403);
    expect((await auth('private-staff.orders', staff.headers)).status).toBe(200);
  });

  it('a private subscription through the real auth endpoint works on the realtime server', async () => {
    const app = await portal();
    const authorize = async (socketId: string, channel: string) => {
      const res = await app.request('/api/portal/broadcasting/auth', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', uid: UID },
        body: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
      });
      if (res.status !== 200) throw new Error(String(res.status));
      return (await res.json()).auth as string;
    };
    const c = testClient(rt.port, authorize);
    try {
      await subscribe(c, `private-user.${UID}`);
      await expect(subscribe(c, `private-user.${OTHER}`)).rejects.toThrow();
    } finally {
      c.disconnect();
    }
  });

  it('PATCH /api/staff/products/{id}/stock is staff-only, validated, and publishes ChangeQuantityProduct', async () => {
    const app = await portal();
    const [p] = await t.db.select({ id: products.id, quantity: products.quantity }).from(products).limit(1);
    const patch = (body: unknown, headers: Record<string, string> = {}) =>
      app.request(`/api/portal/api/staff/products/${p.id}/stock`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    expect((await patch({ quantity: 3 })).status).toBe(401);
    const customer = await loginAs();
    expect((await patch({ quantity: 3 }, customer.headers)).status).toBe(403);
    const staff = await loginAs({ role: 'staff' });
    expect((await patch({ quantity: -1 }, staff.headers)).status).toBe(422);
    expect((await patch({}, staff.headers)).status).toBe(422);

    const c = testClient(rt.port);
    const got: unknown[] = [];
    try {
      const ch = await subscribe(c, 'order');
      ch.bind('ChangeQuantityProduct', (d: unknown) => got.push(d));
      const target = p.quantity === 3 ? 4 : 3;
      const res = await patch({ quantity: target }, staff.headers);
      expect(res.status).toBe(200);
      expect((await res.json()).data).toEqual({ id: p.id, quantity: target });
      await expect.poll(() => got).toEqual([{ productId: p.id, quantity: target }]);
      // No real change, no event.
      await patch({ quantity: target }, staff.headers);
      await patch({ delta: -100000 }, staff.headers);
      await expect.poll(() => got.length).toBe(2);
      expect(got[1]).toEqual({ productId: p.id, quantity: 0 });
      const [row] = await t.db
        .select({ quantity: products.quantity })
        .from(products)
        .where(eq(products.id, p.id));
      expect(row.quantity).toBe(0);
    } finally {
      c.disconnect();
    }
  });

  it('keeps working when the realtime server is down', async () => {
    const app = await portal();
    const staff = await loginAs({ role: 'staff' });
    const saved = process.env.PUSHER_PORT;
    process.env.PUSHER_PORT = '1';
    (await import('@/lib/realtime/publisher')).resetPublisher();
    try {
      const [p] = await t.db.select({ id: products.id }).from(products).limit(1);
      const res = await app.request(`/api/portal/api/staff/products/${p.id}/stock`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...staff.headers },
        body: JSON.stringify({ delta: 5 }),
      });
      expect(res.status).toBe(200);
    } finally {
      process.env.PUSHER_PORT = saved;
      (await import('@/lib/realtime/publisher')).resetPublisher();
    }
  });
});
