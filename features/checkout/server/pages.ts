import 'server-only';
import { eq } from 'drizzle-orm';
import { isValidUid, UID_COOKIE } from '@/lib/api/app';
import { getDb } from '@/lib/db/client';
import { orders } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { currentCustomer } from '@/features/accounts';
import { getOwnedOrder, type OrderRow } from '@/features/cart';
import { orderSummary, type OrderSummary } from './orders';
import { checkOrderAccess } from './order-access';

function uidCookie(headers: Headers): string {
  const m = (headers.get('cookie') ?? '').match(new RegExp(`(?:^|;\\s*)${UID_COOKIE}=([^;]+)`));
  const uid = m ? decodeURIComponent(m[1]) : undefined;
  return isValidUid(uid) ? uid : '0';
}

/**
 * The order behind /order/{id}/success|cancel: its owner (the session's customer, or this browser's visitor
 * uid) sees it, and so does whoever holds the link's `access` token for this order (the mail, the payment
 * provider's return), until the token expires. That token opens nothing else.
 */
export async function orderForPage(
  headers: Headers,
  orderId: string,
  access: string | undefined,
  locale: Locale,
): Promise<OrderSummary | null> {
  const id = Number(orderId);
  if (!Number.isInteger(id) || id < 1) return null;
  let order: OrderRow | undefined;
  if (await checkOrderAccess(access, id)) {
    const db = await getDb();
    [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  } else {
    const customer = await currentCustomer(headers);
    order = await getOwnedOrder({ uid: uidCookie(headers), customer }, id, locale).catch(() => undefined);
  }
  if (!order || order.status === 'cart') return null;
  return orderSummary(order, locale);
}
