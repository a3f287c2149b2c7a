import 'server-only';
import { publicUrl } from '@/lib/env';
import { localePath } from '@/lib/i18n/routing';
import type { OrderRow } from '@/features/cart/server/cart';

type OrderRef = Pick<OrderRow, 'id' | 'uid' | 'locale'>;

/**
 * The success page as a path: the browser stays on the host it is on (an absolute URL on another host
 * would lose the session cookie). Redirect URLs sent by the browser are ignored.
 */
export function successPath(order: OrderRef): string {
  return `${localePath(order.locale, `/order/${order.id}/success`)}?uid=${encodeURIComponent(order.uid)}`;
}

/** Absolute addresses for the payment provider and mails, on `base` (see publicUrl). */
export function successUrl(order: OrderRef, base = publicUrl()): string {
  return `${base}${successPath(order)}`;
}
export function cancelUrl(order: OrderRef, base = publicUrl()): string {
  return `${base}${localePath(order.locale, `/order/${order.id}/cancel`)}?uid=${encodeURIComponent(order.uid)}`;
}
export const webhookUrl = (base = publicUrl()) => `${base}/api/portal/cart/pay/webhook`;
