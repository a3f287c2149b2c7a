import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { invoices, orderEvents, orders } from '@/lib/db/schema';
import type { CurrentCustomer } from '@/features/accounts';
import { draftInvoice, issueInvoice, issuedOf, type IssuedDocument } from '@/features/documents';
import { actorName, recordAudit } from './audit';

export type InvoiceOutcome =
  { ok: true; repeated: boolean; invoice: IssuedDocument } | { ok: false; refusal: 'notFound' | 'closed' };

/**
 * Issues a confirmed order's invoice (once: a second call answers the same invoice). Not for an order
 * that was canceled or expired before anything was paid: there is nothing to invoice. The number is
 * taken in the transaction that stores the invoice, under the order row lock.
 */
export async function invoiceOrder(
  orderId: number,
  staff: Pick<CurrentCustomer, 'id' | 'name' | 'email'>,
): Promise<InvoiceOutcome> {
  const db = await getDb();
  const [seen] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)));
  if (!seen) return { ok: false, refusal: 'notFound' };
  const draft = await draftInvoice(seen);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const unpaidEnd = (order.status === 'canceled' || order.status === 'expired') && !order.paidAt;
    if (unpaidEnd) return { ok: false as const, refusal: 'closed' as const };
    const [issued] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
    if (issued) return { ok: true as const, repeated: true, invoice: issuedOf(issued) };
    const row = await issueInvoice(tx, orderId, draft);
    await tx.insert(orderEvents).values({
      orderId,
      actorId: staff.id,
      actorName: actorName(staff),
      action: 'invoice',
      fromState: order.fulfilment,
      toState: order.fulfilment,
      data: { number: row.number },
    });
    await recordAudit(tx, staff, {
      entity: 'order',
      entityId: orderId,
      action: 'invoice',
      data: { number: row.number },
    });
    return { ok: true as const, repeated: false, invoice: issuedOf(row) };
  });
}
