import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { getDb } from '@/lib/db/client';
import {
  orderEvents,
  orderLines,
  orderMails,
  orders,
  orderIsBusiness,
  orderSearchText,
  orderTotalInclVat,
  ORDER_SEARCH_FIELDS,
  payments,
  products,
} from '@/lib/db/schema';
import { logger } from '@/lib/logger';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import type { CurrentCustomer } from '@/features/accounts';
import { documentsOfOrder, orderNumber } from '@/features/documents';
import { refundsOf } from './refunds';
import { recordAudit } from './audit';
import {
  cancelLivePayments,
  DELIVERY_TYPES,
  emitStockChanged,
  flowOf,
  markCanceled,
  orderSummary,
  sendCanceledMail,
  sendShippedMail,
  type StockChange,
} from '@/features/checkout';
import { availableActions, orderStatus, step, type OrderStatus, type Refusal } from '@/features/checkout';
import type { OrderActionInput, OrderListFilters, OrderListQuery } from '../schemas';
import type { BuildSheet, StaffOrderDetail, StaffOrderEvent, StaffOrderList, StaffOrderRow } from '../model';

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

/** The start of a day (YYYY-MM-DD) in the shop's time zone, as PostgreSQL reads it. */
const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;

// The same expressions as the list's indexes (lib/db/schema/orders.ts), so PostgreSQL uses them.
const totalInclVat = orderTotalInclVat(orders.totals);
const searchText = orderSearchText(orders.paymentAddress);

const ORDER_BY: Record<OrderListFilters['sort'], SQL[]> = {
  newest: [desc(orders.confirmedAt), desc(orders.id)],
  oldest: [asc(orders.confirmedAt), asc(orders.id)],
  totalHigh: [sql`${totalInclVat} desc`, desc(orders.id)],
  totalLow: [sql`${totalInclVat} asc`, desc(orders.id)],
};

/** The list's filters as one condition: what the page, its count and the CSV export all select. */
function whereOf(filters: OrderListFilters): SQL {
  const conditions: SQL[] = [isNotNull(orders.confirmedAt)];
  if (filters.status) conditions.push(STATUS_WHERE[filters.status]);
  if (filters.payment)
    conditions.push(filters.payment === 'paid' ? isNotNull(orders.paidAt) : isNull(orders.paidAt));
  if (filters.from) conditions.push(sql`${orders.confirmedAt} >= ${dayStart(filters.from)}`);
  if (filters.to) conditions.push(sql`${orders.confirmedAt} < ${dayStart(filters.to)} + interval '1 day'`);
  if (filters.delivery) conditions.push(eq(orders.deliveryType, DELIVERY_TYPES[filters.delivery]));
  if (filters.customer) {
    const business = orderIsBusiness(orders.paymentAddress);
    conditions.push(filters.customer === 'business' ? business : sql`not coalesce(${business}, false)`);
  }
  if (filters.q) {
    const id = numberOf(filters.q);
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // Any of the fields contains the text. The fields joined (orders_search_idx, trigrams) find the
    // candidates; each field is then checked on its own, so a match across two fields doesn't count.
    const text = and(
      ilike(searchText, like),
      or(
        ...ORDER_SEARCH_FIELDS.map((field) =>
          ilike(sql`${orders.paymentAddress}->>${sql.raw(`'${field}'`)}`, like),
        ),
      ),
    )!;
    conditions.push(id === null ? text : or(eq(orders.id, id), text)!);
  }
  return and(...conditions)!;
}

function rowOf(o: typeof orders.$inferSelect): StaffOrderRow {
  const totals = o.totals as { priceNet?: number; priceFullWithNDS?: number } | null;
  return {
    id: o.id,
    number: orderNumber(o.id),
    confirmedAt: o.confirmedAt!.toISOString(),
    customerName: o.paymentAddress?.customerName ?? '',
    company: o.paymentAddress?.username || null,
    email: o.paymentAddress?.email ?? '',
    vatNumber: o.paymentAddress?.btw || null,
    business: o.paymentAddress?.category === 'business',
    totalExclVat: Number(totals?.priceNet ?? 0),
    totalInclVat: Number(totals?.priceFullWithNDS ?? 0),
    paymentMethod: o.paymentMethod,
    paid: o.paidAt !== null,
    deliveryType: o.deliveryType,
    status: orderStatus(flowOf(o)),
    testMode: o.testMode,
  };
}

/** Confirmed orders a page at a time, filtered, searched (number, name, company, e-mail, VAT and KvK number) and sorted. */
export async function listOrders(query: OrderListQuery): Promise<StaffOrderList> {
  const db = await getDb();
  const where = whereOf(query);
  // The page's ids first, then their rows: skipping to a deep page then walks the list's index
  // (orders_list_idx, index-only) instead of reading every skipped order (docs/performance.md).
  const pageIds = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...ORDER_BY[query.sort])
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(inArray(orders.id, pageIds))
      .orderBy(...ORDER_BY[query.sort]),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return {
    data: rows.map(rowOf),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/**
 * Orders nobody has started on yet (paid, or awaiting payment): the count beside 'Orders' in the staff
 * navigation, which then goes up live with each order placed.
 */
export async function countNewOrders(): Promise<number> {
  const db = await getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(isNotNull(orders.confirmedAt), or(STATUS_WHERE.paid, STATUS_WHERE.awaiting_payment)));
  return n;
}

/** The most orders one CSV export holds; more asks staff to narrow the filters rather than cutting silently. */
export const CSV_MAX_ROWS = 20_000;

/**
 * Every order of the filtered list as CSV, in the list's order, for a spreadsheet in the staff member's
 * language: Dutch gets semicolons and decimal commas (what Excel expects there), English commas and points.
 * A byte-order mark makes Excel read it as UTF-8. Null when the filters select more than CSV_MAX_ROWS.
 */
export async function exportOrders(filters: OrderListFilters, locale: Locale): Promise<string | null> {
  const db = await getDb();
  const where = whereOf(filters);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...ORDER_BY[filters.sort])
    .limit(CSV_MAX_ROWS + 1);
  if (rows.length > CSV_MAX_ROWS) return null;
  const t = (key: string) => translateMessage(locale, `backoffice.orders.csv.${key}`);
  const ts = (key: string) => translateMessage(locale, `backoffice.orders.statuses.${key}`);
  const amount = (cents: number) => {
    const v = (cents / 100).toFixed(2);
    return locale === 'nl' ? v.replace('.', ',') : v;
  };
  const date = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  const columns = [
    'number',
    'date',
    'customer',
    'company',
    'email',
    'vatNumber',
    'type',
    'totalExclVat',
    'totalInclVat',
    'paymentMethod',
    'paid',
    'delivery',
    'status',
    'testMode',
  ] as const;
  const body = stringify(
    rows
      .map(rowOf)
      .map((r) => [
        r.number,
        date.format(new Date(r.confirmedAt)),
        r.customerName,
        r.company ?? '',
        r.email,
        r.vatNumber ?? '',
        t(r.business ? 'business' : 'consumer'),
        amount(r.totalExclVat),
        amount(r.totalInclVat),
        r.paymentMethod,
        t(r.paid ? 'yes' : 'no'),
        r.deliveryType ? translateMessage(locale, `checkout.deliveryTypes.${r.deliveryType}.title`) : '',
        ts(r.status),
        t(r.testMode ? 'yes' : 'no'),
      ]),
    {
      header: true,
      columns: columns.map((c) => t(`columns.${c}`)),
      delimiter: locale === 'nl' ? ';' : ',',
      record_delimiter: 'windows',
      bom: true,
    },
  );
  return body;
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

/** A confirmed order's row, or null (carts and unknown ids). */
export async function confirmedOrder(orderId: number): Promise<typeof orders.$inferSelect | null> {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)));
  return order ?? null;
}

/** One confirmed order as staff work it: the summary the shopper sees, plus status, actions, payments and timeline. */
export async function orderDetail(orderId: number, locale: Locale): Promise<StaffOrderDetail | null> {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)));
  if (!order) return null;
  const [summary, paid, events, money, documents, mails] = await Promise.all([
    orderSummary(order, locale),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    eventsOf(orderId),
    refundsOf(orderId),
    documentsOfOrder(orderId),
    db.select().from(orderMails).where(eq(orderMails.orderId, orderId)).orderBy(asc(orderMails.sentAt)),
  ]);
  const totals = (order.totals ?? {}) as Record<string, number>;
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
    ...money,
    documents,
    mails: mails.map((m) => ({ kind: m.kind, to: m.to, subject: m.subject, sentAt: m.sentAt.toISOString() })),
    priceInputs: {
      priceFullDiscountBefore: Number(totals.priceFullDiscountBefore ?? 0),
      couponDiscount: Number(totals.couponDiscount ?? 0),
      statusDiscount: Number(totals.statusDiscount ?? 0),
      vatRate: Number(totals.vatRate ?? 0),
    },
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
  staff: Pick<CurrentCustomer, 'id' | 'name' | 'email'>,
  locale: Locale,
): Promise<ActionOutcome> {
  const db = await getDb();
  const canceling = input.action === 'cancel';
  if (canceling) {
    // A cancel first stops every payment that could still complete, at the provider (outside the
    // transaction: it is a call over the network); a payment that completed or is still being processed
    // is a 409 from there. Only when the order as the page showed it can be canceled at all.
    const [seen] = await db.select().from(orders).where(eq(orders.id, orderId));
    const allowed = seen && step({ ...flowOf(seen), fulfilment: input.from }, 'cancel').ok;
    if (allowed && seen.fulfilment === input.from) await cancelLivePayments(orderId, locale);
  }
  const restored: StockChange[] = [];
  const result = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)))
      .for('update');
    if (!order) return { kind: 'notFound' as const };
    const moved = step({ ...flowOf(order), fulfilment: input.from }, input.action);
    const canceled = canceling && order.status === 'canceled';
    if (order.fulfilment !== input.from || canceled) {
      // Already where this action leads: a repeat of the click, or a colleague was first.
      const [last] = await tx
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(desc(orderEvents.at), desc(orderEvents.id))
        .limit(1);
      const arrived = canceled || (moved.ok && moved.to === order.fulfilment);
      const repeat = arrived && last?.action === input.action && last.actorId === staff.id;
      return repeat ? { kind: 'repeated' as const } : { kind: 'changed' as const };
    }
    if (!moved.ok) return { kind: 'refused' as const, refusal: moved.refusal };
    const now = new Date();
    const shipping = input.action === 'ship';
    if (canceling) await markCanceled(tx, order, restored);
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
      toState: canceling ? 'canceled' : moved.to,
      note: input.note || null,
      data: shipping ? shipmentData(input) : null,
    });
    await recordAudit(tx, staff, {
      entity: 'order',
      entityId: orderId,
      action: input.action,
      data: {
        from: order.fulfilment,
        to: canceling ? 'canceled' : moved.to,
        ...(shipping ? shipmentData(input) : {}),
      },
    });
    return { kind: 'done' as const, order: updated };
  });
  for (const r of restored) await emitStockChanged(r);
  if (result.kind === 'notFound') return { ok: false, refusal: 'notFound', last: null };
  if (result.kind === 'refused') return { ok: false, refusal: result.refusal, last: null };
  if (result.kind === 'changed') {
    const events = await eventsOf(orderId);
    return { ok: false, refusal: 'changed', last: events.at(-1) ?? null };
  }
  if (result.kind === 'done' && (input.action === 'ship' || canceling)) {
    // The customer hears at once; a mail that fails is logged and does not undo the action.
    const send = canceling ? sendCanceledMail : sendShippedMail;
    await send(result.order).catch((err: unknown) =>
      logger.error({ err, orderId, action: input.action }, 'order mail failed'),
    );
  }
  const detail = await orderDetail(orderId, locale);
  return { ok: true, repeated: result.kind === 'repeated', detail: detail! };
}

/**
 * The workshop's build sheet of a confirmed order: every line with its article and SKU, and for a
 * configured server every part that was reserved with it at confirm (per unit and in all), so the build
 * matches what the stock gave. Names as frozen at confirm for the lines, in the staff member's language
 * for the parts.
 */
export async function buildSheet(orderId: number, locale: Locale): Promise<BuildSheet | null> {
  const db = await getDb();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), isNotNull(orders.confirmedAt)));
  if (!order) return null;
  const lines = await db
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      name: orderLines.name,
      article: orderLines.article,
      reservedParts: orderLines.reservedParts,
      liveName: locale === 'en' ? products.nameEn : products.nameNl,
      liveArticle: products.article,
      sku: products.sku,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.addedAt), asc(orderLines.productId));
  const partIds = [...new Set(lines.flatMap((l) => (l.reservedParts ?? []).map((p) => p.productId)))];
  const parts = partIds.length
    ? await db
        .select({
          id: products.id,
          name: locale === 'en' ? products.nameEn : products.nameNl,
          article: products.article,
          sku: products.sku,
        })
        .from(products)
        .where(inArray(products.id, partIds))
    : [];
  const part = new Map(parts.map((p) => [p.id, p]));
  return {
    number: orderNumber(order.id),
    confirmedAt: order.confirmedAt!.toISOString(),
    customerName: order.paymentAddress?.customerName ?? '',
    company: order.paymentAddress?.username || null,
    deliveryType: order.deliveryType,
    status: orderStatus(flowOf(order)),
    remark: order.description || null,
    lines: lines.map((l) => ({
      name: l.name ?? l.liveName,
      article: l.article ?? l.liveArticle,
      sku: l.sku,
      quantity: l.quantity,
      parts: (l.reservedParts ?? []).map((p) => ({
        name: part.get(p.productId)?.name ?? `#${p.productId}`,
        article: part.get(p.productId)?.article ?? '',
        sku: part.get(p.productId)?.sku ?? '',
        perUnit: p.quantity,
        total: p.quantity * l.quantity,
      })),
    })),
  };
}
