import 'server-only';
import { and, asc, count, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { orderEvents, orders, payments } from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import type { Locale } from '@/lib/i18n/routing';
import type { CurrentCustomer } from '@/features/accounts';
import { orderNumber } from '@/features/documents';
import { flowOf, orderSummary, sendShippedMail } from '@/features/checkout';
import { availableActions, orderStatus, step, type OrderStatus, type Refusal } from '@/features/checkout';
import type { OrderActionInput, OrderListQuery } from '../schemas';
import type { StaffOrderDetail, StaffOrderEvent, StaffOrderList } from '../model';

/** Statuses as the list filters them, in SQL over the same columns `orderStatus` reads. */
const STATUS_WHERE: Record<OrderStatus, SQL> = {
  awaiting_payment: sql`${orders.status} = 'pending' and ${orders.fulfilment} = 'new' and ${orders.staffFlag} is null`,
  paid: sql`${orders.status} = 'paid' and ${orders.fulfilment} = 'new' and ${orders.staffFlag} is null`,
  processing: sql`${orders.fulfilment} = 'processing' and ${orders.status} in ('pending', 'paid') and ${orders.staffFlag} is null`,
  on_hold: sql`${orders.fulfilment} = 'on_hold' and ${orders.status} in ('pending', 'paid') and ${orders.staffFlag} is null`,
  shipped: sql`${orders.fulfilment} = 'shipped' and ${orders.status} in ('pending', 'paid') and ${orders.staffFlag} is null`,
  delivered: sql`${orders.fulfilment} = 'delivered' and ${orders.status} in ('pending', 'paid') and ${orders.staffFlag} is null`,
  canceled: sql`${orders.status} = 'canceled' and ${orders.staffFlag} is null`,
  expired: sql`${orders.status} = 'expired' and ${orders.staffFlag} is null`,
  paid_after_cancel: sql`${orders.staffFlag} = 'paid_after_cancel'`,
};

/** The order number as staff type it: 'WS-000091', 'ws91', '91'. */
function numberOf(q: string): number | null {
  const m = /^(?:ws-?)?0*(\d{1,9})$/i.exec(q.trim());
  return m ? Number(m[1]) : null;
}

/**
 * Confirmed orders, newest first, a page at a time: filtered by status, searched by order number or the
 * billing name, company or e-mail.
 */
export async function listOrders(query: OrderListQuery): Promise<StaffOrderList> {
  const db = await getDb();
  const conditions: SQL[] = [isNotNull(orders.confirmedAt)];
  if (query.status) conditions.push(STATUS_WHERE[query.status]);
  if (query.q) {
    const id = numberOf(query.q);
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const text = or(
      ilike(sql`${orders.paymentAddress}->>'customerName'`, like),
      ilike(sql`${orders.paymentAddress}->>'username'`, like),
      ilike(sql`${orders.paymentAddress}->>'email'`, like),
    )!;
    conditions.push(id === null ? text : or(eq(orders.id, id), text)!);
  }
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(query.sort === 'oldest' ? asc(orders.confirmedAt) : desc(orders.confirmedAt), desc(orders.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    data: rows.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      confirmedAt: o.confirmedAt!.toISOString(),
      customerName: o.paymentAddress?.customerName ?? '',
      company: o.paymentAddress?.username || null,
      email: o.paymentAddress?.email ?? '',
      business: o.paymentAddress?.category === 'business',
      totalExclVat: Number((o.totals as { priceNet?: number } | null)?.priceNet ?? 0),
      totalInclVat: Number((o.totals as { priceFullWithNDS?: number } | null)?.priceFullWithNDS ?? 0),
      paymentMethod: o.paymentMethod,
      status: orderStatus(flowOf(o)),
      testMode: o.testMode,
    })),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

async function eventsOf(orderId: number): Promise<StaffOrderEvent[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
  return rows.map((e) => ({
    at: e.at.toISOString(),
    actor: e.actorName,
    action: e.action,
    from: e.fromState,
    to: e.toState,
    note: e.note,
    data: e.data,
  }));
}

/** One confirmed order as staff work it: the summary the shopper sees, plus status, actions, payments and timeline. */
export async function orderDetail(orderId: number, locale: Locale): Promise<StaffOrderDetail | null> {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)));
  if (!order) return null;
  const [summary, paid, events] = await Promise.all([
    orderSummary(order, locale),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    eventsOf(orderId),
  ]);
  const flow = flowOf(order);
  return {
    ...summary,
    status: orderStatus(flow),
    fulfilment: order.fulfilment,
    actions: availableActions(flow),
    shipment: {
      carrier: order.carrier,
      trackingCode: order.trackingCode,
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
    },
    payments: paid.map((p) => ({
      id: p.id,
      provider: p.provider,
      method: p.method,
      amount: p.amount,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    events,
  };
}

/** What shipping recorded: the carrier and the track-and-trace code, those given. */
function shipmentData(input: OrderActionInput): Record<string, string> {
  const data: Record<string, string> = {};
  if (input.carrier) data.carrier = input.carrier;
  if (input.trackingCode) data.trackingCode = input.trackingCode;
  return data;
}

export type ActionOutcome =
  | { ok: true; repeated: boolean; detail: StaffOrderDetail }
  | { ok: false; refusal: Refusal | 'notFound' | 'changed'; last: StaffOrderEvent | null };

/**
 * A staff action on an order, race-safe: the order row is locked, the action is checked against the state
 * it is in now and against the state the staff member saw (`from`). A click sent twice, or the same action
 * by two staff members at once, changes the order once: the second finds it moved on and is told by whom
 * (or, for the same member's repeat, gets the order as it is).
 */
export async function actOnOrder(
  orderId: number,
  input: OrderActionInput,
  staff: Pick<CurrentCustomer, 'id' | 'name'>,
  locale: Locale,
): Promise<ActionOutcome> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)))
      .for('update');
    if (!order) return { kind: 'notFound' as const };
    const moved = step({ ...flowOf(order), fulfilment: input.from }, input.action);
    if (order.fulfilment !== input.from) {
      // Already where this action leads: a repeat of the click, or a colleague was first.
      const [last] = await tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.at), desc(orderEvents.id))
        .limit(1);
      const repeat =
        moved.ok &&
        moved.to === order.fulfilment &&
        last?.action === input.action &&
        last.actorId === staff.id;
      return repeat ? { kind: 'repeated' as const } : { kind: 'changed' as const };
    }
    if (!moved.ok) return { kind: 'refused' as const, refusal: moved.refusal };
    const now = new Date();
    const shipping = input.action === 'ship';
    const [updated] = await tx
      .update(orders)
      .set({
        fulfilment: moved.to,
        updatedAt: now,
        ...(shipping
          ? { carrier: input.carrier || null, trackingCode: input.trackingCode || null, shippedAt: now }
          : {}),
        ...(input.action === 'deliver' ? { deliveredAt: now } : {}),
      })
      .where(eq(orders.id, orderId))
      .returning();
    await tx.insert(orderEvents).values({
      orderId,
      at: now,
      actorId: staff.id,
      actorName: staff.name,
      action: input.action,
      fromState: order.fulfilment,
      toState: moved.to,
      note: input.note || null,
      data: shipping ? shipmentData(input) : null,
    });
    return { kind: 'done' as const, order: updated };
  });
  if (result.kind === 'notFound') return { ok: false, refusal: 'notFound', last: null };
  if (result.kind === 'refused') return { ok: false, refusal: result.refusal, last: null };
  if (result.kind === 'changed') {
    const events = await eventsOf(orderId);
    return { ok: false, refusal: 'changed', last: events.at(-1) ?? null };
  }
  if (result.kind === 'done' && result.order.fulfilment === 'shipped') {
    // The customer hears at once; a mail that fails is logged and does not undo the shipment.
    await sendShippedMail(result.order).catch((err: unknown) =>
      logger.error({ err, orderId }, 'shipped mail failed'),
    );
  }
  const detail = await orderDetail(orderId, locale);
  return { ok: true, repeated: result.kind === 'repeated', detail: detail! };
}
