import 'server-only';
import { publicUrl } from '@/lib/env';
import { localePath } from '@/lib/i18n/routing';
import type { OrderRow } from '@/features/cart/server/cart';

/** Return addresses built on the server from PUBLIC_URL; redirect URLs sent by the browser are ignored. */
export function successUrl(order: Pick<OrderRow, 'id' | 'uid' | 'locale'>): string {
  return `${publicUrl()}${localePath(order.locale, `/order/${order.id}/success`)}?uid=${encodeURIComponent(order.uid)}`;
}
export function cancelUrl(order: Pick<OrderRow, 'id' | 'uid' | 'locale'>): string {
  return `${publicUrl()}${localePath(order.locale, `/order/${order.id}/cancel`)}?uid=${encodeURIComponent(order.uid)}`;
}
export const webhookUrl = () => `${publicUrl()}/api/portal/cart/pay/webhook`;
