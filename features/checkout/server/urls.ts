import 'server-only';
import { publicUrl } from '@/lib/env';
import { localePath } from '@/lib/i18n/routing';
import type { OrderRow } from '@/features/cart';
import { orderAccessToken } from './order-access';

type OrderRef = Pick<OrderRow, 'id' | 'locale'>;

const page = async (order: OrderRef, which: 'success' | 'cancel') =>
  `${localePath(order.locale, `/order/${order.id}/${which}`)}?access=${await orderAccessToken(order.id)}`;

/**
 * The success page as a path: the browser stays on the host it is on (an absolute URL on another host
 * would lose the session cookie). Redirect URLs sent by the browser are ignored. The `access` token opens
 * this order's pages only, for a week (order-access.ts).
 */
export const successPath = (order: OrderRef): Promise<string> => page(order, 'success');

/** Absolute addresses for the payment provider and mails, on `base` (see publicUrl). */
export async function successUrl(order: OrderRef, base = publicUrl()): Promise<string> {
  return `${base}${await page(order, 'success')}`;
}
export async function cancelUrl(order: OrderRef, base = publicUrl()): Promise<string> {
  return `${base}${await page(order, 'cancel')}`;
}
export const webhookUrl = (base = publicUrl()) => `${base}/api/portal/cart/pay/webhook`;
