import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestDb, type TestDb } from '../support/db';
import { newUid, privateAddress, stockedProducts } from '../support/shop';
import { servePortalApi } from '../support/serve';
import { checkOrderAccess, ORDER_LINK_TTL_S } from '@/features/checkout/server/order-access';
import { orderForPage } from '@/features/checkout/server/pages';

describe.each(backends())('order links on %s', (backend) => {
  let t: TestDb;
  let api: Awaited<ReturnType<typeof servePortalApi>>;
  let productId: number;
  beforeAll(async () => {
    t = await createTestDb(backend, { seed: true });
    api = await servePortalApi();
    productId = (await stockedProducts(10, 1))[0].id;
  });
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });

  const http = async (method: string, path: string, uid: string | null, body?: unknown, form = false) => {
    const res = await fetch(`${api.url}/api/portal${path}`, {
      method,
      headers: {
        'x-locale': 'nl',
        ...(uid ? { uid } : {}),
        ...(body === undefined
          ? {}
          : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }),
      },
      body:
        body === undefined
          ? undefined
          : form
            ? new URLSearchParams(body as Record<string, string>).toString()
            : JSON.stringify(body),
    });
    const data = (res.headers.get('content-type') ?? '').includes('json') ? await res.json() : null;
    return { status: res.status, data };
  };

  /** A guest order paid through the test provider; answers the return link it sent the browser to. */
  async function paidGuestOrder() {
    const uid = newUid();
    const add = await http('POST', '/cart/product', uid, { item: { productId, quantity: 1 } });
    const orderId: number = add.data.orderId;
    expect((await http('POST', '/cart/pay/data', uid, { orderId, customer: privateAddress })).status).toBe(
      200,
    );
    expect(
      (await http('POST', '/cart/delivery', uid, { orderId, type: 1, checkboxes: [], form: {} })).status,
    ).toBe(200);
    const bank = await http('POST', '/cart/pay/bank', uid, { orderId, method: 'ideal', bankRadio: null });
    expect(bank.status).toBe(201);
    const payId = String(bank.data.url).split('/').at(-1)!;
    const done = await http('POST', `/pay/test/${payId}`, null, { status: 'paid' });
    return { uid, orderId, link: String(done.data.redirect) };
  }

  it(
    'links to the order with a token for that order only, never the visitor uid',
    { timeout: 120_000 },
    async () => {
      const { uid, orderId, link } = await paidGuestOrder();
      expect(link).not.toContain(uid);
      const token = new URL(link, 'http://shop').searchParams.get('access')!;
      expect(token).toMatch(new RegExp(`^${orderId}\\.\\d+\\.[\\w-]{32}$`));

      // The token opens the order's page in a browser without the shopper's cookie or session…
      expect((await orderForPage(new Headers(), String(orderId), token, 'nl'))?.order.id).toBe(orderId);
      // …but not another order's, and nothing without it.
      const other = await paidGuestOrder();
      expect(await orderForPage(new Headers(), String(other.orderId), token, 'nl')).toBeNull();
      expect(await orderForPage(new Headers(), String(orderId), undefined, 'nl')).toBeNull();
      // A tampered token: its last character changed (to one it isn't: the signature's base64url ends in any).
      const tampered = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`;
      expect(await orderForPage(new Headers(), String(orderId), tampered, 'nl')).toBeNull();
      // The shopper's own browser sees it by its uid cookie.
      expect(
        (await orderForPage(new Headers({ cookie: `uid=${uid}` }), String(orderId), undefined, 'nl'))?.order
          .id,
      ).toBe(orderId);

      // Used as a visitor uid it opens none of the shopper's things: order API, cart, chats, realtime channel.
      expect((await http('GET', `/cart/orders/${orderId}`, token)).status).toBe(404);
      expect((await http('GET', '/api/cart-products', token)).data.orders ?? []).toEqual([]);
      expect((await http('GET', `/cart/orders/${orderId}`, uid)).status).toBe(200);
      expect(
        (
          await http(
            'POST',
            '/broadcasting/auth',
            token,
            { socket_id: '1.2', channel_name: `private-user.${uid}` },
            true,
          )
        ).status,
      ).toBe(403);
    },
  );

  it('stops working after a week', { timeout: 120_000 }, async () => {
    const { orderId, link } = await paidGuestOrder();
    const token = new URL(link, 'http://shop').searchParams.get('access')!;
    const now = Date.now();
    expect(await checkOrderAccess(token, orderId, now + (ORDER_LINK_TTL_S - 60) * 1000)).toBe(true);
    expect(await checkOrderAccess(token, orderId, now + (ORDER_LINK_TTL_S + 60) * 1000)).toBe(false);
    // The expiry is signed: moving it on breaks the token.
    const [id, expires, sig] = token.split('.');
    expect(await checkOrderAccess(`${id}.${Number(expires) + 86_400}.${sig}`, orderId)).toBe(false);
  });
});
