import 'server-only';

import { invalidate } from '@/lib/cache';
import { publishOrderUpdated, publishStockChanged } from '@/lib/realtime/publisher';

/**
 * What happens after an order is paid or stock changes, once the database change committed: cached
 * catalogue reads are dropped, the realtime events of spec §4 are published (ChangeQuantityProduct on the
 * public 'order' channel, UpdateOrderUser on the shopper's private channel; publishing never throws) and
 * registered listeners run. Listener errors are logged, never thrown back into the payment flow.
 */
export interface OrderPaidEvent {
  orderId: number;
  customerId: number | null;
  uid: string;
}
export interface StockChangedEvent {
  productId: number;
  quantity: number;
}

type Listener<T> = (event: T) => void | Promise<void>;
const KEY = Symbol.for('webshop.checkout-events');
const g = globalThis as typeof globalThis & {
  [KEY]?: { paid: Listener<OrderPaidEvent>[]; stock: Listener<StockChangedEvent>[] };
};
const listeners = (g[KEY] ??= { paid: [], stock: [] });

export function onOrderPaid(fn: Listener<OrderPaidEvent>): () => void {
  listeners.paid.push(fn);
  return () => void listeners.paid.splice(listeners.paid.indexOf(fn), 1);
}

export function onStockChanged(fn: Listener<StockChangedEvent>): () => void {
  listeners.stock.push(fn);
  return () => void listeners.stock.splice(listeners.stock.indexOf(fn), 1);
}

async function emit<T>(list: Listener<T>[], event: T): Promise<void> {
  for (const fn of [...list]) {
    try {
      await fn(event);
    } catch (err) {
      const { logger } = await import('@/lib/logger');
      logger.error({ err }, 'checkout event listener failed');
    }
  }
}

export async function emitOrderPaid(e: OrderPaidEvent): Promise<void> {
  await publishOrderUpdated([e.uid], { orderId: e.orderId });
  await emit(listeners.paid, e);
}

/** Stock changed: by an order, a cancel or expiry, or staff. The configurator's cached parts carry stock too. */
export async function emitStockChanged(e: StockChangedEvent): Promise<void> {
  invalidate('products', 'configurator');
  await publishStockChanged(e.productId, e.quantity);
  await emit(listeners.stock, e);
}
