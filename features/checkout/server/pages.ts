import 'server-only';
import { isValidUid } from '@/lib/api/app';
import type { Locale } from '@/lib/i18n/routing';
import { currentCustomer } from '@/features/accounts/server/sessions';
import { getOwnedOrder } from '@/features/cart/server/cart';
import { orderSummary, type OrderSummary } from './orders';

/** The order behind /order/{id}/success|cancel?uid=…: the session's customer or the uid must own it. */
export async function orderForPage(
  headers: Headers,
  orderId: string,
  uid: string | undefined,
  locale: Locale,
): Promise<OrderSummary | null> {
  const id = Number(orderId);
  if (!Number.isInteger(id) || id < 1) return null;
  const customer = await currentCustomer(headers);
  try {
    const order = await getOwnedOrder({ uid: isValidUid(uid) ? uid : '0', customer }, id, locale);
    if (order.status === 'cart') return null;
    return await orderSummary(order, locale);
  } catch {
    return null;
  }
}
