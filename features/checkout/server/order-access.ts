import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverKey } from '@/lib/server-keys';

/** How long the order link in the confirmation mail and the payment return works (spec §9: the uid's 7 days). */
export const ORDER_LINK_TTL_S = 7 * 24 * 60 * 60;
const KEY = 'order-links';

const sign = (key: Buffer, orderId: number, expires: number) =>
  createHmac('sha256', key).update(`order-access:${orderId}:${expires}`).digest('base64url').slice(0, 32);

/**
 * A link token for one order's success and cancel pages: order id, expiry and an HMAC over both. It stands
 * in for the visitor uid the links used to carry, which opened the cart, chats and realtime channel too.
 */
export async function orderAccessToken(orderId: number, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + ORDER_LINK_TTL_S;
  return `${orderId}.${expires}.${sign(await serverKey(KEY), orderId, expires)}`;
}

/** Does `token` open order `orderId` now? */
export async function checkOrderAccess(
  token: string | undefined,
  orderId: number,
  now = Date.now(),
): Promise<boolean> {
  const m = token?.match(/^(\d{1,10})\.(\d{1,12})\.([\w-]{32})$/);
  if (!m || Number(m[1]) !== orderId || Number(m[2]) * 1000 < now) return false;
  const expected = Buffer.from(sign(await serverKey(KEY), orderId, Number(m[2])));
  const given = Buffer.from(m[3]);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
