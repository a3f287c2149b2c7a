import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { orderEvents, orderLines, orders, payments, refunds } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { formatEuro } from '@/lib/money';
import type { CurrentCustomer } from '@/features/accounts';
import {
  creditNoteOf,
  draftInvoice,
  issueCreditNote,
  issuedOf,
  type IssuedDocument,
} from '@/features/documents';
import {
  emitStockChanged,
  refundPayment,
  returnLineUnits,
  sendRefundedMail,
  type StockChange,
} from '@/features/checkout';
import { refundForAmount, refundForLines, type RefundAmount } from '../refund-math';
import type { RefundInput } from '../schemas';
import type { Refundable, StaffRefund } from '../model';
import { actorName, recordAudit } from './audit';

type RefundRow = typeof refunds.$inferSelect;
type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

const refundOf = (r: RefundRow): StaffRefund => ({
  id: r.id,
  amount: r.amount,
  net: r.net,
  vat: r.vat,
  status: r.status,
  providerRefundId: r.providerRefundId,
  providerStatus: r.providerStatus,
  lines: r.lines,
  note: r.note,
  actor: r.actorName,
  createdAt: r.createdAt.toISOString(),
  error: r.error,
});

/** A refund refused: the HTTP status, the message key and its values, and the field it is about. */
export type RefundRefusal = {
  status: 404 | 409 | 422 | 502;
  key: string;
  values?: Record<string, string | number>;
  field?: string;
};

export type RefundOutcome =
  | { ok: true; repeated: boolean; refund: StaffRefund; creditNote: IssuedDocument | null }
  | { ok: false; refusal: RefundRefusal };

/** The figures `refundable` works from, read in the caller's transaction or connection. */
async function refundableIn(tx: Tx, orderId: number): Promise<Refundable> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.addedAt), asc(orderLines.productId));
  const taken = payment
    ? await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.paymentId, payment.id), ne(refunds.status, 'failed')))
    : [];
  const refunded = taken.reduce((sum, r) => sum + r.amount, 0);
  const units = new Map<number, number>();
  for (const r of taken)
    for (const l of r.lines) units.set(l.productId, (units.get(l.productId) ?? 0) + l.quantity);
  return {
    paymentId: payment?.id ?? null,
    paid: payment?.amount ?? 0,
    refunded,
    left: Math.max(0, (payment?.amount ?? 0) - refunded),
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name ?? '',
      article: l.article ?? '',
      quantity: l.quantity,
      refunded: units.get(l.productId) ?? 0,
      unitPrice: l.unitPrice ?? 0,
    })),
  };
}

/** An order's refunds, newest last, and what is left to refund (for the order page). */
export async function refundsOf(
  orderId: number,
): Promise<{ refunds: StaffRefund[]; refundable: Refundable }> {
  const db = await getDb();
  const rows = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.id));
  return { refunds: rows.map(refundOf), refundable: await db.transaction((tx) => refundableIn(tx, orderId)) };
}

/** Checks a request against what is left and prices it; a refusal says why, at the field. */
function price(
  input: RefundInput,
  order: typeof orders.$inferSelect,
  left: Refundable,
): { ok: true; amount: RefundAmount } | { ok: false; refusal: RefundRefusal } {
  const totals = (order.totals ?? {}) as Record<string, number>;
  const vatRate = Number(totals.vatRate ?? order.vatRate ?? 0);
  let amount: RefundAmount;
  if (input.mode === 'lines') {
    const picked: { unitPrice: number; quantity: number }[] = [];
    for (const [i, want] of input.lines.entries()) {
      const line = left.lines.find((l) => l.productId === want.productId);
      if (!line)
        return {
          ok: false,
          refusal: {
            status: 422,
            key: 'backoffice.refunds.validation.noSuchLine',
            field: `lines.${i}.productId`,
          },
        };
      const max = line.quantity - line.refunded;
      if (want.quantity > max)
        return {
          ok: false,
          refusal: {
            status: 422,
            key: 'backoffice.refunds.validation.tooManyUnits',
            values: { max },
            field: `lines.${i}.quantity`,
          },
        };
      picked.push({ unitPrice: line.unitPrice, quantity: want.quantity });
    }
    amount = refundForLines(picked, {
      priceFullDiscountBefore: Number(totals.priceFullDiscountBefore ?? 0),
      couponDiscount: Number(totals.couponDiscount ?? 0),
      statusDiscount: Number(totals.statusDiscount ?? 0),
      vatRate,
    });
  } else amount = refundForAmount(input.amount!, vatRate);
  const field = input.mode === 'lines' ? 'lines' : 'amount';
  if (amount.amount < 1)
    return { ok: false, refusal: { status: 422, key: 'backoffice.refunds.validation.amount', field } };
  if (amount.amount > left.left)
    return {
      ok: false,
      refusal: {
        status: 422,
        key: 'backoffice.refunds.validation.tooMuch',
        values: { max: formatEuro(left.left, order.locale) },
        field,
      },
    };
  if (input.cancel && amount.amount !== left.left)
    return {
      ok: false,
      refusal: { status: 422, key: 'backoffice.refunds.validation.cancelNeedsAll', field: 'cancel' },
    };
  if (input.cancel && (order.fulfilment === 'shipped' || order.fulfilment === 'delivered'))
    return { ok: false, refusal: { status: 409, key: 'backoffice.refunds.cancelShipped', field: 'cancel' } };
  return { ok: true, amount };
}

/**
 * Gives money back on a paid order through the provider of its payment. Three steps, so that the
 * provider is never called inside a transaction and nothing is refunded twice:
 * 1. under the order row lock: a known key is this refund again; else the request is priced from the
 *    frozen order and checked against what is left (refunds being processed count), and recorded as
 *    'processing' — a colleague's refund at the same moment waits for the lock and then sees it;
 * 2. the provider refunds, with the refund's key as its idempotency key (a retry after a crash refunds once);
 * 3. under the lock again, once: the refund is settled, the units marked go back into stock (all that are
 *    left when the order is canceled with it), the credit note is issued (and the invoice first, if none),
 *    the timeline and audit log get it. The customer gets a mail after the commit.
 */
export async function refundOrder(orderId: number, input: RefundInput, staff: Staff): Promise<RefundOutcome> {
  const db = await getDb();
  const started = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)))
      .for('update');
    if (!order)
      return { kind: 'refused' as const, refusal: { status: 404 as const, key: 'errors.notFound' } };
    const [again] = await tx.select().from(refunds).where(eq(refunds.key, input.key));
    if (again) {
      if (again.orderId !== orderId)
        return {
          kind: 'refused' as const,
          refusal: { status: 409 as const, key: 'backoffice.refunds.keyUsed' },
        };
      return { kind: 'again' as const, refund: again, order };
    }
    const left = await refundableIn(tx, orderId);
    if (!left.paymentId)
      return {
        kind: 'refused' as const,
        refusal: { status: 409 as const, key: 'backoffice.refunds.nothingPaid' },
      };
    if (left.left < 1)
      return {
        kind: 'refused' as const,
        refusal: { status: 409 as const, key: 'backoffice.refunds.nothingLeft' },
      };
    const priced = price(input, order, left);
    if (!priced.ok) return { kind: 'refused' as const, refusal: priced.refusal };
    // Canceling returns every unit not yet returned; otherwise the lines marked.
    const lines = input.cancel
      ? left.lines
          .map((l) => {
            const asked = input.lines.find((x) => x.productId === l.productId);
            const quantity = asked?.quantity ?? 0;
            return { productId: l.productId, quantity, restock: true, rest: l.quantity - l.refunded };
          })
          .map(({ rest, ...l }) => ({ ...l, quantity: Math.max(l.quantity, rest) }))
          .filter((l) => l.quantity > 0)
      : input.mode === 'lines'
        ? input.lines
        : [];
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId: left.paymentId,
        key: input.key,
        ...priced.amount,
        lines,
        note: input.note || null,
        actorId: staff.id,
        actorName: actorName(staff),
      })
      .returning();
    return { kind: 'started' as const, refund, order };
  });
  if (started.kind === 'refused') return { ok: false, refusal: started.refusal };
  const { refund } = started;
  if (refund.status !== 'processing') {
    const credit = await creditNoteOf(refund.id);
    return { ok: true, repeated: true, refund: refundOf(refund), creditNote: credit };
  }

  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  let answer: Awaited<ReturnType<typeof refundPayment>>;
  try {
    answer = await refundPayment(payment, refund.amount, `refund-${refund.key}`);
  } catch (err) {
    const reason = (err as Error).message;
    logger.warn({ err: reason, orderId, refundId: refund.id }, 'refund refused by the provider');
    await db
      .update(refunds)
      .set({ status: 'failed', error: reason, settledAt: new Date() })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')));
    return {
      ok: false,
      refusal: { status: 502, key: 'backoffice.refunds.providerRefused', values: { reason } },
    };
  }

  const draft = await draftInvoice(started.order);
  const restored: StockChange[] = [];
  const settled = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    const [done] = await tx
      .update(refunds)
      .set({
        status: 'refunded',
        providerRefundId: answer.id,
        providerStatus: answer.status,
        settledAt: new Date(),
      })
      .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'processing')))
      .returning();
    // Settled by the same request's repeat in the meantime: nothing more to do.
    if (!done) return null;
    const restock = done.lines.filter((l) => l.restock);
    if (restock.length) {
      const rows = await tx
        .select()
        .from(orderLines)
        .where(
          and(
            eq(orderLines.orderId, orderId),
            inArray(
              orderLines.productId,
              restock.map((l) => l.productId),
            ),
          ),
        );
      await returnLineUnits(
        tx,
        rows.map((r) => ({ ...r, quantity: restock.find((l) => l.productId === r.productId)!.quantity })),
        restored,
      );
    }
    const lineRows = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const credit = await issueCreditNote(tx, orderId, draft, {
      refundId: done.id,
      net: done.net,
      vat: done.vat,
      // By lines: those lines on the credit note; by amount (also when canceling with it): one refund line.
      lines:
        input.mode === 'lines'
          ? input.lines.flatMap((l) => {
              const row = lineRows.find((r) => r.productId === l.productId);
              return row
                ? [
                    {
                      article: row.article ?? '',
                      name: row.name ?? '',
                      quantity: l.quantity,
                      unitPrice: row.unitPrice ?? 0,
                    },
                  ]
                : [];
            })
          : [],
    });
    const cancel = input.cancel && order.status !== 'canceled';
    const resolved = order.staffFlag === 'paid_after_cancel';
    if (cancel || resolved)
      await tx
        .update(orders)
        .set({
          ...(cancel ? { status: 'canceled' as const, canceledAt: new Date() } : {}),
          // A payment that came after the cancel, given back: nothing is left for staff to resolve.
          ...(resolved && (await refundableIn(tx, orderId)).left === 0 ? { staffFlag: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(orders.id, orderId));
    const data = {
      amount: String(done.amount),
      creditNote: credit.number,
      ...(answer.id ? { refundId: answer.id } : {}),
    };
    await tx.insert(orderEvents).values({
      orderId,
      actorId: staff.id,
      actorName: actorName(staff),
      action: 'refund',
      fromState: order.fulfilment,
      toState: cancel ? 'canceled' : order.fulfilment,
      note: done.note,
      data,
    });
    await recordAudit(tx, staff, {
      entity: 'order',
      entityId: orderId,
      action: cancel ? 'refundCancel' : 'refund',
      data: { amount: done.amount, lines: done.lines, creditNote: credit.number },
    });
    return {
      refund: done,
      credit,
      order: { ...order, status: cancel ? ('canceled' as const) : order.status },
      cancel,
    };
  });
  for (const r of restored) await emitStockChanged(r);
  if (!settled) {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refund.id));
    return { ok: true, repeated: true, refund: refundOf(row), creditNote: await creditNoteOf(row.id) };
  }
  await sendRefundedMail(settled.order, settled.refund.amount, settled.cancel).catch((err: unknown) =>
    logger.error({ err, orderId }, 'refund mail failed'),
  );
  return {
    ok: true,
    repeated: false,
    refund: refundOf(settled.refund),
    creditNote: issuedOf(settled.credit),
  };
}
