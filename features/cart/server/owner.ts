import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderLines, orders, products } from '@/lib/db/schema';
import type { ApiContext } from '@/lib/api/app';
import { currentCustomer, type CurrentCustomer } from '@/features/accounts';
import { publishCartChanged } from './events';

/** Who a cart or order belongs to: the logged-in customer, else the visitor uid (a bearer secret). */
export interface Owner {
  uid: string;
  customer: CurrentCustomer | null;
}

export function ownerWhere(owner: Owner) {
  if (owner.customer) return eq(orders.customerId, owner.customer.id);
  if (owner.uid === '0') return sql`false`;
  return and(eq(orders.uid, owner.uid), isNull(orders.customerId));
}

/** May this owner see the order? Customer orders need that customer; guest orders need their uid. */
export function ownsOrder(owner: Owner, order: { uid: string; customerId: number | null }): boolean {
  if (order.customerId !== null) return owner.customer?.id === order.customerId;
  return owner.uid !== '0' && order.uid === owner.uid;
}

/**
 * On a request with a customer session, the visitor's open cart moves to the customer: it becomes the
 * customer's cart, or its lines are merged into the customer's cart (quantities added, capped at stock;
 * a configured line keeps its configuration). Both carts are locked (FOR UPDATE) and must still be open
 * carts, so a confirm racing the login either finishes first (then the order stays as it is) or waits.
 * Answers the customer's cart id when a cart moved, else null.
 */
export async function attachVisitorCart(uid: string, customerId: number): Promise<number | null> {
  if (uid === '0') return null;
  const db = await getDb();
  const [guestCart] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.uid, uid), isNull(orders.customerId), eq(orders.status, 'cart')))
    .limit(1);
  if (!guestCart) return null;
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.status, 'cart')))
      .for('update');
    const [guest] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, guestCart.id), isNull(orders.customerId), eq(orders.status, 'cart')))
      .for('update');
    // Confirmed or merged by a concurrent request meanwhile: nothing to move.
    if (!guest) return null;
    if (!own) {
      await tx
        .update(orders)
        .set({ customerId, updatedAt: sql`clock_timestamp()` })
        .where(eq(orders.id, guest.id));
      return guest.id;
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, guest.id));
    await tx.delete(orders).where(eq(orders.id, guest.id));
    for (const l of lines) {
      await tx
        .insert(orderLines)
        .values({
          orderId: own.id,
          productId: l.productId,
          quantity: l.quantity,
          configuration: l.configuration,
          unitPrice: l.configuration ? l.unitPrice : null,
        })
        .onConflictDoUpdate({
          target: [orderLines.orderId, orderLines.productId],
          set: {
            quantity: sql`greatest(1, least(${orderLines.quantity} + excluded.quantity, (select ${products.quantity} from ${products} where ${products.id} = ${l.productId})))`,
          },
        });
    }
    await tx
      .update(orders)
      .set({ updatedAt: sql`clock_timestamp()` })
      .where(eq(orders.id, own.id));
    return own.id;
  });
}

/**
 * The request's owner; a logged-in request first takes over the visitor's cart, and the customer's other
 * tabs and devices are told their cart changed.
 */
export async function resolveOwner(c: ApiContext): Promise<Owner> {
  const customer = await currentCustomer(c.req.raw.headers);
  const uid = c.get('uid');
  const owner = { uid, customer };
  if (customer) {
    const merged = await attachVisitorCart(uid, customer.id);
    if (merged !== null) await publishCartChanged(owner, merged);
  }
  return owner;
}
