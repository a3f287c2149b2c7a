import 'server-only';

import { invalidate } from '@/lib/cache';
import { publish, publishOrderUpdated, publishStockChanged } from '@/lib/realtime/publisher';
import { REALTIME_EVENTS, STAFF_ORDERS_CHANNEL } from '@/lib/realtime/channels';
import { orderNumber } from '@/features/documents';

/**
 * What happens after an order is paid or stock changes, once the database change committed: cached
 * catalogue reads are dropped, the realtime events of spec §4 are published (ChangeQuantityProduct on the
 * public 'order' channel, UpdateOrderUser on the shopper's private channel; publishing never throws).
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

export async function emitOrderPaid(e: OrderPaidEvent): Promise<void> {
  await publishOrderUpdated([e.uid], { orderId: e.orderId });
}

/** Stock changed: by an order, a cancel or expiry, or staff. The configurator's cached parts carry stock too. */
export async function emitStockChanged(e: StockChangedEvent): Promise<void> {
  invalidate('products', 'configurator');
  await publishStockChanged(e.productId, e.quantity);
}

/** A cart became an order: the back office's open order lists show it live. */
export async function emitOrderPlaced(orderId: number): Promise<void> {
  await publish([`private-${STAFF_ORDERS_CHANNEL}`], REALTIME_EVENTS.orderPlaced, {
    orderId,
    number: orderNumber(orderId),
  });
}
