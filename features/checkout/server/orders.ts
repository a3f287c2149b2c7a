import 'server-only';
import { and, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { coupons, orderLines, orders, payments, products } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { logger } from '@/lib/logger';
import {
  couponProblem,
  ensureOpenCart,
  getOwnedCart,
  getOwnedOrder,
  loadLines,
  priceOrder,
  type OrderRow,
} from '@/features/cart/server/cart';
import { ownerWhere, type Owner } from '@/features/cart/server/owner';
import { publishCartChanged } from '@/features/cart/server/events';
import { orderNumber } from '@/features/documents/model';
import {
  availableMethods,
  canStillComplete,
  isAcquire,
  isFinalFailure,
  isPayable,
  LIVE_PAYMENT_STATUSES,
  type PaymentStatus,
} from '../model';
import { paymentProvider, providerChoice } from './providers';
import { emitOrderPaid, emitStockChanged } from './events';
import { sendConfirmationMail, sendPaidAfterCancelMail } from './mail';
import { publicUrl } from '@/lib/env';
import { cancelUrl, successPath, successUrl, webhookUrl } from './urls';

export type PaymentRow = typeof payments.$inferSelect;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Takes units of a product for an order when that many are left: the units left, or null. */
async function takeStock(tx: Tx, productId: number, quantity: number): Promise<number | null> {
  const [left] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} - ${quantity}`,
      soldCount: sql`${products.soldCount} + ${quantity}`,
    })
    .where(and(eq(products.id, productId), sql`${products.quantity} >= ${quantity}`))
    .returning({ quantity: products.quantity });
  return left ? left.quantity : null;
}

/** Gives an order's units back (canceled, expired): the units left, or null when the product is gone. */
async function returnStock(tx: Tx, productId: number, quantity: number): Promise<number | null> {
  const [left] = await tx
    .update(products)
    .set({
      quantity: sql`${products.quantity} + ${quantity}`,
      soldCount: sql`greatest(0, ${products.soldCount} - ${quantity})`,
    })
    .where(eq(products.id, productId))
    .returning({ quantity: products.quantity });
  return left ? left.quantity : null;
}

export interface ConfirmResult {
  orderId: number;
  status: OrderRow['status'];
  /** Where the browser goes: the provider's hosted page, or our success page (a path on the shopper's host). */
  url: string;
  duplicate: boolean;
}

function fail(status: number, locale: Locale, key: string, values?: Record<string, string | number>): never {
  throw new ApiError(status, translateMessage(locale, key, values));
}

/** Everything a cart needs before it can be confirmed, checked on the server. */
async function assertReady(order: OrderRow, owner: Owner, method: string, locale: Locale) {
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  if (!lines.length) fail(409, locale, 'cart.empty');
  if (!order.paymentAddress) fail(409, locale, 'checkout.errors.addressRequired');
  if (order.deliveryType === null) fail(409, locale, 'checkout.noDeliveryType');
  if (
    !availableMethods({ loggedIn: !!owner.customer, deliveryType: order.deliveryType }).includes(
      method as never,
    )
  ) {
    throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
      method: [translateMessage(locale, 'checkout.errors.methodUnavailable')],
    });
  }
  return lines;
}

/**
 * Confirm: the cart becomes a pending order and its stock is reserved, in one transaction. The status
 * flip is a conditional update, so of two identical confirms only one proceeds; each line's stock is
 * taken with `quantity >= n`, so two shoppers can't both get the last unit. `base` is where the payment
 * provider sends the shopper back and calls the webhook (publicUrl of the shopper's request).
 */
export async function confirmOrder(
  owner: Owner,
  orderId: number,
  method: string,
  locale: Locale,
  base = publicUrl(),
): Promise<ConfirmResult> {
  const existing = await getOwnedOrder(owner, orderId, locale);
  if (existing.status !== 'cart') return duplicateAnswer(existing, locale);
  const lines = await assertReady(existing, owner, method, locale);
  const prices = await priceOrder({ ...existing, paymentMethod: method }, lines);
  const mode = providerChoice();
  // Refused before any stock is reserved, so a misconfigured shop leaves no half-made orders behind.
  if (isAcquire(method) && mode.refused) {
    logger.error(`payments: refused, ${mode.refused}`);
    fail(503, locale, 'checkout.errors.paymentsUnavailable');
  }
  const db = await getDb();
  const changed: { productId: number; quantity: number }[] = [];
  const won = await db.transaction(async (tx) => {
    if (existing.coupon) {
      // The coupon row stays locked until commit, so racing confirms count each other's redemptions.
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, existing.coupon)).for('update');
      const problem = await couponProblem(tx, coupon, existing, locale);
      if (problem) throw new ApiError(409, problem);
    }
    const [flipped] = await tx
      .update(orders)
      .set({
        status: 'pending',
        paymentMethod: method,
        confirmedAt: sql`now()`,
        updatedAt: sql`now()`,
        totals: { ...prices },
        vatRate: prices.vatRate,
        locale,
        testMode: mode.simulated,
      })
      .where(and(eq(orders.id, existing.id), eq(orders.status, 'cart')))
      .returning();
    if (!flipped) return null;
    for (const l of lines) {
      const left = await takeStock(tx, l.productId, l.quantity);
      if (left === null) fail(409, locale, 'checkout.errors.stock', { name: l.name });
      changed.push({ productId: l.productId, quantity: left });
      await tx
        .update(orderLines)
        .set({ unitPrice: l.price, name: l.name, article: l.article })
        .where(and(eq(orderLines.orderId, existing.id), eq(orderLines.productId, l.productId)));
    }
    return flipped;
  });
  if (!won) return duplicateAnswer(await getOwnedOrder(owner, orderId, locale), locale);
  // The cart became an order: the shopper's other tabs and devices show an empty cart.
  await publishCartChanged(owner, won.id);
  for (const c of changed) await emitStockChanged(c);
  if (!isAcquire(method)) {
    await sendConfirmationOnce(won.id, base);
    return { orderId: won.id, status: won.status, url: await successPath(won), duplicate: false };
  }
  const payment = await startPayment(won, locale, base);
  return {
    orderId: won.id,
    status: won.status,
    url: payment.checkoutUrl ?? (await successPath(won)),
    duplicate: false,
  };
}

/** A repeated confirm gets the same order back (and its open payment), or a 409 while the first is still running. */
async function duplicateAnswer(order: OrderRow, locale: Locale): Promise<ConfirmResult> {
  if (order.status === 'paid' || !isAcquire(order.paymentMethod)) {
    return { orderId: order.id, status: order.status, url: await successPath(order), duplicate: true };
  }
  const live = await livePayment(order.id);
  if (live?.status === 'open' && live.checkoutUrl)
    return { orderId: order.id, status: order.status, url: live.checkoutUrl, duplicate: true };
  if (live)
    return { orderId: order.id, status: order.status, url: await successPath(order), duplicate: true };
  fail(409, locale, 'checkout.errors.inProgress');
}

/** The order's payment that can still complete (open, pending or authorized); a unique index allows one. */
async function livePayment(orderId: number): Promise<PaymentRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
    .limit(1);
  return row ?? null;
}

/** Creates a payment at the provider for a pending order (the unique live-payment index allows one). */
async function startPayment(order: OrderRow, locale: Locale, base: string): Promise<PaymentRow> {
  const totals = order.totals as { priceFullWithNDS: number } | null;
  if (!totals) throw new Error('order has no totals');
  const provider = paymentProvider();
  const created = await provider.create({
    amount: totals.priceFullWithNDS,
    description: `${translateMessage(locale, 'checkout.paymentDescription')} ${orderNumber(order.id)}`,
    method: order.paymentMethod,
    redirectUrl: await successUrl(order, base),
    cancelUrl: await cancelUrl(order, base),
    webhookUrl: webhookUrl(base),
    orderId: order.id,
    locale,
  });
  const db = await getDb();
  const [row] = await db
    .insert(payments)
    .values({
      id: created.id,
      orderId: order.id,
      provider: provider.name,
      method: order.paymentMethod,
      amount: created.amount,
      status: created.status,
      checkoutUrl: created.checkoutUrl,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // A concurrent retry won the slot: give up ours at the provider and use theirs.
    await provider.cancel(created.id);
    const theirs = await livePayment(order.id);
    if (!theirs) fail(409, locale, 'checkout.errors.inProgress');
    return theirs;
  }
  return row;
}

/**
 * Pay now (cart page, cancel and success pages): a pending, unpaid order gets the payment that can still
 * complete, or a new one only when there is none (two live payments could both be charged).
 */
export async function retryPayment(
  owner: Owner,
  orderId: number,
  method: string | null,
  locale: Locale,
  base = publicUrl(),
): Promise<ConfirmResult> {
  let order = await getOwnedOrder(owner, orderId, locale);
  const live = order.status === 'pending' ? await livePayment(order.id) : null;
  if (live) {
    const fresh = await syncPayment(live);
    if (canStillComplete(fresh.status)) {
      const url = fresh.status === 'open' && live.checkoutUrl ? live.checkoutUrl : await successPath(order);
      return { orderId: order.id, status: order.status, url, duplicate: true };
    }
    // Syncing may have made it paid or expired.
    order = await getOwnedOrder(owner, orderId, locale);
  }
  if (order.status === 'cart') fail(409, locale, 'checkout.errors.notConfirmed');
  if (order.status === 'expired') fail(409, locale, 'checkout.errors.expired');
  if (order.status === 'canceled') fail(409, locale, 'checkout.errors.canceled');
  if (order.status === 'paid')
    return { orderId: order.id, status: order.status, url: await successPath(order), duplicate: true };
  let current = order;
  if (method && method !== order.paymentMethod) {
    if (!isAcquire(method)) fail(409, locale, 'checkout.errors.methodUnavailable');
    const db = await getDb();
    [current] = await db
      .update(orders)
      .set({ paymentMethod: method, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id))
      .returning();
  }
  const payment = await startPayment(current, locale, base);
  return {
    orderId: order.id,
    status: order.status,
    url: payment.checkoutUrl ?? (await successPath(order)),
    duplicate: false,
  };
}

/**
 * Reads a payment's status from its provider and applies it. Idempotent: the order becomes paid only
 * from pending (conditional update), and the confirmation mail is sent once.
 */
export async function syncPayment(payment: PaymentRow, base?: string): Promise<{ status: string }> {
  const provider = paymentProvider(payment.provider);
  const fresh = await provider.get(payment.id);
  const db = await getDb();
  if (fresh.status !== payment.status) {
    await db
      .update(payments)
      .set({ status: fresh.status, updatedAt: sql`now()` })
      .where(eq(payments.id, payment.id));
  }
  if (fresh.status === 'paid') await paymentCompleted(payment, base);
  // An expired payment gives the order's reserved stock back, unless a retry opened a newer payment.
  if (fresh.status === 'expired' && !(await livePayment(payment.orderId))) {
    await expirePendingOrder(payment.orderId);
  }
  return { status: fresh.status };
}

/**
 * A payment is paid. A pending order becomes paid. An expired order (its stock was given back) becomes
 * paid when all its lines can be reserved again; otherwise, and always for a canceled order, the payment
 * stays recorded, the order is flagged for staff and the customer gets a mail.
 */
async function paymentCompleted(payment: PaymentRow, base?: string): Promise<void> {
  const db = await getDb();
  const [paid] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending')))
    .returning();
  const revived = paid ?? (await reserveAgain(payment.orderId));
  if (revived) {
    await emitOrderPaid({ orderId: revived.id, customerId: revived.customerId, uid: revived.uid });
    await sendConfirmationOnce(revived.id, base);
    return;
  }
  const [row] = await db.select().from(orders).where(eq(orders.id, payment.orderId));
  if (row?.status === 'paid') {
    // A replayed webhook: the confirmation may still have to go out.
    await sendConfirmationOnce(row.id, base);
    return;
  }
  if (row?.status !== 'expired' && row?.status !== 'canceled') return;
  const [flagged] = await db
    .update(orders)
    .set({ staffFlag: 'paid_after_cancel', updatedAt: sql`now()` })
    .where(and(eq(orders.id, row.id), isNull(orders.staffFlag)))
    .returning();
  if (!flagged) return;
  logger.error({ orderId: row.id, paymentId: payment.id }, 'payment completed after the order was canceled');
  try {
    await sendPaidAfterCancelMail(flagged, payment.amount);
  } catch (err) {
    // The flag stays: staff contact the customer either way.
    logger.error({ err, orderId: row.id }, 'paid-after-cancel mail failed');
  }
}

class OutOfStock extends Error {}

/**
 * An expired order that got paid after all takes its stock again, all lines or none, with the order row
 * locked so two webhook calls can't both do it. Null when it isn't expired or a line is short.
 */
async function reserveAgain(orderId: number): Promise<OrderRow | null> {
  const db = await getDb();
  const changed: { productId: number; quantity: number }[] = [];
  try {
    const revived = await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.status, 'expired')))
        .for('update');
      if (!locked) return null;
      const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
      for (const l of lines) {
        const left = await takeStock(tx, l.productId, l.quantity);
        if (left === null) throw new OutOfStock();
        changed.push({ productId: l.productId, quantity: left });
      }
      const [row] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning();
      return row;
    });
    for (const c of changed) await emitStockChanged(c);
    if (revived) logger.warn({ orderId }, 'expired order paid late: stock reserved again');
    return revived;
  } catch (err) {
    if (err instanceof OutOfStock) return null;
    throw err;
  }
}

/** The webhook: only an id comes in; the truth is fetched from the provider. Unknown ids change nothing. */
export async function handleWebhook(paymentId: string, base?: string): Promise<boolean> {
  const db = await getDb();
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) return false;
  await syncPayment(payment, base);
  return true;
}

async function sendConfirmationOnce(orderId: number, base?: string): Promise<void> {
  const db = await getDb();
  const [claimed] = await db
    .update(orders)
    .set({ mailSentAt: sql`now()` })
    .where(and(eq(orders.id, orderId), sql`${orders.mailSentAt} is null`, ne(orders.status, 'cart')))
    .returning();
  if (!claimed) return;
  try {
    await sendConfirmationMail(claimed, base);
  } catch (err) {
    // Release the claim so a webhook retry sends it.
    await db.update(orders).set({ mailSentAt: null }).where(eq(orders.id, orderId));
    logger.error({ err, orderId }, 'order confirmation mail failed');
  }
}

/**
 * Cancelling. A cart is deleted (spec §4). A confirmed order is never deleted: every payment of it that
 * can still complete is first cancelled at the provider, and only when the provider confirms does the
 * order become 'canceled' (else a 409: the payment is still being processed). Its payments and lines
 * stay; a pending order's reserved stock goes back, once. Cancelling a canceled order changes nothing.
 * With `backToCart` the order's lines are put into the owner's open cart, in the same transaction.
 */
export async function cancelOrder(
  owner: Owner,
  orderId: number,
  locale: Locale,
  opts: { backToCart?: boolean } = {},
): Promise<OrderRow['status'] | 'deleted'> {
  const order = await getOwnedOrder(owner, orderId, locale);
  const db = await getDb();
  if (order.status === 'paid') fail(409, locale, 'checkout.errors.alreadyPaid');
  if (order.status === 'canceled') return 'canceled';
  if (order.status === 'cart') {
    await db.delete(orders).where(and(eq(orders.id, order.id), eq(orders.status, 'cart')));
    return 'deleted';
  }
  await cancelLivePayments(order.id, locale);
  const cart = opts.backToCart ? await ensureOpenCart(owner, locale) : null;
  const restored: { productId: number; quantity: number }[] = [];
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (locked?.status === 'paid') fail(409, locale, 'checkout.errors.alreadyPaid');
    if (locked?.status !== 'pending' && locked?.status !== 'expired') return;
    await tx
      .update(orders)
      .set({ status: 'canceled', canceledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    for (const l of lines) {
      // An expired order gave its stock back already.
      if (locked.status === 'pending') {
        const left = await returnStock(tx, l.productId, l.quantity);
        if (left !== null) restored.push({ productId: l.productId, quantity: left });
      }
      if (cart) {
        // Carts read live prices: only a configured line keeps its configuration (priced again on read).
        await tx
          .insert(orderLines)
          .values({
            orderId: cart.id,
            productId: l.productId,
            quantity: l.quantity,
            configuration: l.configuration,
            unitPrice: l.configuration ? l.unitPrice : null,
          })
          .onConflictDoUpdate({
            target: [orderLines.orderId, orderLines.productId],
            set: { quantity: sql`least(${orderLines.quantity} + excluded.quantity, 999)` },
          });
      }
    }
    if (cart)
      await tx
        .update(orderLines)
        .set({
          quantity: sql`greatest(1, least(${orderLines.quantity}, (select ${products.quantity} from ${products} where ${products.id} = ${orderLines.productId})))`,
        })
        .where(eq(orderLines.orderId, cart.id));
  });
  for (const r of restored) await emitStockChanged(r);
  return 'canceled';
}

/** Cancels at the provider every payment of the order that could still complete, or answers 409. */
async function cancelLivePayments(orderId: number, locale: Locale): Promise<void> {
  const db = await getDb();
  const live = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])));
  for (const p of live) {
    let fresh = await syncPayment(p);
    if (canStillComplete(fresh.status) && (await paymentProvider(p.provider).cancel(p.id)))
      fresh = await syncPayment(p);
    if (fresh.status === 'paid') fail(409, locale, 'checkout.errors.alreadyPaid');
    if (canStillComplete(fresh.status)) fail(409, locale, 'checkout.errors.stillProcessing');
  }
}

export interface OrderSummary {
  order: {
    id: number;
    number: string;
    status: OrderRow['status'];
    paymentMethod: string;
    paymentStatus: PaymentStatus | null;
    description: string;
    vatMode: OrderRow['vatMode'];
    vies: OrderRow['vies'];
    /** Taken while payments were simulated (test provider or a Mollie test key). */
    testMode: boolean;
    confirmedAt: string | null;
    paidAt: string | null;
    canceledAt: string | null;
    paymentAddress: OrderRow['paymentAddress'];
    /** The shopper can still pay it online (pay now / change order are offered). */
    payable: boolean;
  };
  items: Awaited<ReturnType<typeof loadLines>>;
  delivery: { type: number | null; options: string[]; form: OrderRow['deliveryForm']; cost: number };
  prices: Awaited<ReturnType<typeof priceOrder>>;
}

/** successOrderInfo of spec §3: order, delivery and prices. */
export async function orderSummary(order: OrderRow, locale: Locale): Promise<OrderSummary> {
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  const [last] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return {
    order: {
      id: order.id,
      number: orderNumber(order.id),
      status: order.status,
      paymentMethod: order.paymentMethod,
      paymentStatus: (last?.status as PaymentStatus | undefined) ?? null,
      description: order.description,
      vatMode: order.vatMode,
      vies: order.vies,
      testMode: order.testMode,
      confirmedAt: order.confirmedAt?.toISOString() ?? null,
      paidAt: order.paidAt?.toISOString() ?? null,
      canceledAt: order.canceledAt?.toISOString() ?? null,
      paymentAddress: order.paymentAddress,
      payable: isPayable({
        status: order.status,
        paymentMethod: order.paymentMethod,
        paymentStatus: last?.status ?? null,
      }),
    },
    items: lines,
    delivery: {
      type: order.deliveryType,
      options: order.deliveryOptions,
      form: order.deliveryForm,
      cost: order.deliveryCost,
    },
    prices: await priceOrder(order, lines),
  };
}

/**
 * A pending order whose online payment will not come: status 'expired', and its reserved stock goes back
 * (one transaction; the conditional status flip makes a second call, or a race with 'paid', change nothing).
 */
export async function expirePendingOrder(orderId: number): Promise<boolean> {
  const db = await getDb();
  const restored: { productId: number; quantity: number }[] = [];
  const expired = await db.transaction(async (tx) => {
    const [flipped] = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (!flipped) return false;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    for (const l of lines) {
      const left = await returnStock(tx, l.productId, l.quantity);
      if (left !== null) restored.push({ productId: l.productId, quantity: left });
    }
    return true;
  });
  for (const r of restored) await emitStockChanged(r);
  if (expired) logger.info({ orderId }, 'pending order expired, stock returned');
  return expired;
}

/**
 * The sweep: pending orders with an online payment, confirmed more than `maxAgeMs` ago, that were never
 * paid. Their live payment is first read at the provider (it may have been paid after all); one being
 * processed (pending, authorized) is left alone, an open one is cancelled there; only when nothing can
 * complete any more does the order expire. Orders paid on
 * account or in cash on pickup stay pending: they are not waiting for a provider.
 */
export async function expireStalePendingOrders(maxAgeMs: number, now = new Date()): Promise<number[]> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const stale = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.confirmedAt, cutoff)))
    .orderBy(orders.id)
    .limit(500);
  const expired: number[] = [];
  for (const o of stale) {
    if (!isAcquire(o.paymentMethod)) continue;
    try {
      const live = await livePayment(o.id);
      if (live) {
        const fresh = await syncPayment(live);
        // Paid, or being processed at the bank (it may still succeed): the order keeps its stock.
        if (fresh.status === 'paid' || fresh.status === 'pending' || fresh.status === 'authorized') continue;
        if (fresh.status === 'open') {
          if (!(await paymentProvider(live.provider).cancel(live.id))) continue;
          const after = (await syncPayment(live)).status;
          if (after === 'paid' || canStillComplete(after)) continue;
        }
      }
      // The provider may have said 'expired' itself, in which case syncPayment expired the order already.
      await expirePendingOrder(o.id);
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, o.id));
      if (row?.status === 'expired') expired.push(o.id);
    } catch (err) {
      logger.warn({ err: (err as Error).message, orderId: o.id }, 'pending order sweep: skipped');
    }
  }
  return expired;
}

/**
 * The owner's orders that wait for an online payment they can still make, newest first: after Back from
 * the provider's page the cart is empty, and these are what the shopper came back for.
 */
export async function payableOrders(owner: Owner, locale: Locale): Promise<OrderSummary[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orders)
    .where(and(ownerWhere(owner), eq(orders.status, 'pending')))
    .orderBy(desc(orders.confirmedAt))
    .limit(5);
  const summaries = await Promise.all(rows.map((r) => orderSummary(r, locale)));
  return summaries.filter((s) => s.order.payable);
}

/** Did the latest payment of this pending order fail (failed, canceled, expired)? */
export function paymentFailed(summary: OrderSummary): boolean {
  return (
    (summary.order.status === 'expired' || summary.order.status === 'pending') &&
    isAcquire(summary.order.paymentMethod) &&
    !!summary.order.paymentStatus &&
    isFinalFailure(summary.order.paymentStatus)
  );
}

/** For the customer portal: a customer's confirmed orders, newest first. */
export async function listOrdersForCustomer(customerId: number) {
  const db = await getDb();
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      totals: orders.totals,
      confirmedAt: orders.confirmedAt,
      paidAt: orders.paidAt,
      paymentMethod: orders.paymentMethod,
      testMode: orders.testMode,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cart')))
    .orderBy(desc(orders.confirmedAt));
  return rows.map((r) => {
    const totals = r.totals as { priceFullWithNDS?: number; priceNet?: number } | null;
    return {
      ...r,
      number: orderNumber(r.id),
      /** Incl. VAT, as frozen at confirm. */
      total: totals?.priceFullWithNDS ?? 0,
      /** Excl. VAT (goods after discounts plus delivery), as frozen at confirm. */
      totalNet: totals?.priceNet ?? 0,
    };
  });
}

/** For the customer portal: one of the customer's orders with lines, delivery and prices, or null. */
export async function getOrderForCustomer(
  customerId: number,
  orderId: number,
  locale: Locale = 'nl',
): Promise<OrderSummary | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, customerId), ne(orders.status, 'cart')))
    .limit(1);
  return row ? orderSummary(row, locale) : null;
}

export { getOwnedCart };
