import 'server-only';
import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { coupons, orderLines, orders, payments, products } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { invalidate } from '@/lib/cache';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { logger } from '@/lib/logger';
import {
  assertGuestQuantity,
  cartGoods,
  couponProblem,
  ensureOpenCart,
  getOwnedOrder,
  loadLines,
  priceOrder,
  withLockedCart,
  type OrderRow,
} from '@/features/cart';
import type { CartLine } from '@/features/cart';
import { priceConfiguration } from '@/features/configurator';
import type { SelectionInput } from '@/features/configurator';
import { ownerWhere, type Owner } from '@/features/cart';
import { publishCartChanged } from '@/features/cart';
import { orderNumber } from '@/features/documents';
import {
  availableMethods,
  canStillComplete,
  DEFAULT_METHODS,
  isAcquire,
  isFinalFailure,
  isPayable,
  LIVE_PAYMENT_STATUSES,
  type PaymentStatus,
  type ConfirmResult,
} from '../model';
import { paymentProvider, providerChoice } from './providers';
import { emitOrderPaid, emitOrderPlaced, emitStockChanged } from './events';
import { sendConfirmationMail, sendPaidAfterCancelMail } from './mail';
import { customerStatus, type CustomerStatus, type FlowOrder } from '../order-flow';
import { publicUrl } from '@/lib/env';
import { cancelUrl, successPath, successUrl, webhookUrl } from './urls';

export type PaymentRow = typeof payments.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
export type StockChange = { productId: number; quantity: number };

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

/**
 * The units an order's lines hold, per product: each line's own product and, for a configured line, the
 * parts reserved with it (per unit of the line). Ascending product ids: every transaction that takes or
 * returns stock locks product rows in the same order, so two of them can't deadlock.
 */
function unitsOf(lines: Pick<LineRow, 'productId' | 'quantity' | 'reservedParts'>[]): [number, number][] {
  const units = new Map<number, number>();
  const add = (id: number, n: number) => units.set(id, (units.get(id) ?? 0) + n);
  for (const l of lines) {
    add(l.productId, l.quantity);
    for (const part of l.reservedParts ?? []) add(part.productId, part.quantity * l.quantity);
  }
  return [...units].sort((a, b) => a[0] - b[0]);
}

/** Takes all units or none (the caller's transaction rolls back on a short product): the short product id. */
async function takeUnits(tx: Tx, units: [number, number][], changed: StockChange[]): Promise<number | null> {
  for (const [productId, quantity] of units) {
    const left = await takeStock(tx, productId, quantity);
    if (left === null) return productId;
    changed.push({ productId, quantity: left });
  }
  return null;
}

async function returnUnits(tx: Tx, units: [number, number][], restored: StockChange[]): Promise<void> {
  for (const [productId, quantity] of units) {
    const left = await returnStock(tx, productId, quantity);
    if (left !== null) restored.push({ productId, quantity: left });
  }
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

/** How often confirm starts again when the cart changed between pricing it and locking it. */
const CONFIRM_ATTEMPTS = 5;

interface ConfiguredLine {
  /** The line's price now, from the database past the configurator cache. */
  price: number;
  /** The stored configuration as priced (compared inside the transaction). */
  key: string;
  /** Parts to reserve per unit of the line: the chosen parts beyond the base items, and drive trays. */
  parts: { productId: number; quantity: number; name: string }[];
}

/**
 * Each configured line priced again from the database as it is now. A line whose configuration can no
 * longer be built, or whose price changed since it was added, blocks the confirm with 'Product {name} is
 * gewijzigd' (spec §8): its stored price is brought up to date and the cache dropped, so the cart the
 * shopper reloads shows the current price.
 */
async function checkConfiguredLines(
  owner: Owner,
  order: OrderRow,
  lines: CartLine[],
  locale: Locale,
): Promise<Map<number, ConfiguredLine>> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), isNotNull(orderLines.configuration)));
  const result = new Map<number, ConfiguredLine>();
  for (const r of rows) {
    const name = lines.find((l) => l.productId === r.productId)?.name ?? String(r.productId);
    const changed = (): never => {
      invalidate(`product:${r.productId}`);
      fail(409, locale, 'checkout.errors.productChanged', { name });
    };
    const selection = r.configuration!.selection as SelectionInput;
    const priced = await priceConfiguration(r.productId, selection, locale, { fresh: true }).catch((err) => {
      if (err instanceof ApiError) return null;
      throw err;
    });
    if (!priced) return changed();
    if (priced.price !== r.unitPrice) {
      await withLockedCart(owner, order.id, locale, (tx) =>
        tx
          .update(orderLines)
          .set({ unitPrice: priced.price })
          .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, r.productId))),
      );
      changed();
    }
    const parts = new Map<number, { productId: number; quantity: number; name: string }>();
    for (const p of [...priced.added, ...priced.trays]) {
      if (p.productId === null) continue;
      const seen = parts.get(p.productId);
      if (seen) seen.quantity += p.quantity;
      else parts.set(p.productId, { productId: p.productId, quantity: p.quantity, name: p.name });
    }
    result.set(r.productId, {
      price: priced.price,
      key: JSON.stringify(r.configuration),
      parts: [...parts.values()],
    });
  }
  return result;
}

/** What the order's price and readiness depend on, besides its lines: compared before and under the lock. */
const pricedFields = (o: OrderRow) =>
  JSON.stringify([
    o.customerId,
    o.coupon,
    o.deliveryType,
    o.deliveryCost,
    o.vatMode,
    o.vatRate,
    o.paymentAddress,
  ]);

/**
 * Confirm: the cart becomes a pending order and its stock is reserved, in one transaction. The order row
 * is locked first (FOR UPDATE), as every cart write locks it: inside, the lines and prices are read again
 * and must equal what was priced, else confirm starts over, so the amount frozen and charged is always
 * that of the order's frozen lines. Of two identical confirms only one finds a cart. Stock is taken with
 * `quantity >= n` for each line's product and its configured parts, so two shoppers can't both get the
 * last unit. `base` is where the payment provider sends the shopper back and calls the webhook
 * (publicUrl of the shopper's request).
 */
export async function confirmOrder(
  owner: Owner,
  orderId: number,
  method: string,
  locale: Locale,
  base = publicUrl(),
): Promise<ConfirmResult> {
  const mode = providerChoice();
  const db = await getDb();
  for (let attempt = 0; attempt < CONFIRM_ATTEMPTS; attempt++) {
    const existing = await getOwnedOrder(owner, orderId, locale);
    if (existing.status !== 'cart') return duplicateAnswer(existing, locale, base);
    const loaded = await assertReady(existing, owner, method, locale);
    for (const l of loaded) assertGuestQuantity(owner, l.quantity, l.name, locale);
    const configured = await checkConfiguredLines(owner, existing, loaded, locale);
    const lines = loaded.map((l) => {
      const c = configured.get(l.productId);
      return c ? { ...l, price: c.price } : l;
    });
    const prices = await priceOrder({ ...existing, paymentMethod: method }, lines);
    // Refused before any stock is reserved, so a misconfigured shop leaves no half-made orders behind.
    if (isAcquire(method) && mode.refused) {
      logger.error(`payments: refused, ${mode.refused}`);
      fail(503, locale, 'checkout.errors.paymentsUnavailable');
    }
    const changed: StockChange[] = [];
    const outcome = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(orders).where(eq(orders.id, existing.id)).for('update');
      if (!locked || locked.status !== 'cart') return 'taken' as const;
      const rows = await tx
        .select({
          productId: orderLines.productId,
          quantity: orderLines.quantity,
          configuration: orderLines.configuration,
          unitPrice: orderLines.unitPrice,
          price: products.price,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, existing.id));
      const same =
        pricedFields(locked) === pricedFields(existing) &&
        rows.length === lines.length &&
        rows.every((r) => {
          const l = lines.find((x) => x.productId === r.productId);
          const c = configured.get(r.productId);
          if (!l || l.quantity !== r.quantity) return false;
          return c
            ? r.unitPrice === c.price && JSON.stringify(r.configuration) === c.key
            : r.configuration === null && r.price === l.price;
        });
      if (!same) return 'changed' as const;
      if (existing.coupon) {
        // The coupon row stays locked until commit, so racing confirms count each other's redemptions.
        const [coupon] = await tx
          .select()
          .from(coupons)
          .where(eq(coupons.code, existing.coupon))
          .for('update');
        const problem = await couponProblem(tx, coupon, existing, locale, {
          goods: prices.priceFullDiscountBefore,
          categories: (await cartGoods(tx, existing.id)).categories,
        });
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
      const frozen = lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        reservedParts:
          configured.get(l.productId)?.parts.map((p) => ({ productId: p.productId, quantity: p.quantity })) ??
          null,
      }));
      const short = await takeUnits(tx, unitsOf(frozen), changed);
      if (short !== null) {
        const line = lines.find((l) => l.productId === short);
        if (line) fail(409, locale, 'checkout.errors.stock', { name: line.name });
        const part = [...configured.values()].flatMap((c) => c.parts).find((p) => p.productId === short);
        fail(409, locale, 'checkout.errors.productChanged', { name: part?.name ?? String(short) });
      }
      for (const [i, l] of lines.entries()) {
        await tx
          .update(orderLines)
          .set({
            unitPrice: l.price,
            name: l.name,
            article: l.article,
            reservedParts: frozen[i].reservedParts,
          })
          .where(and(eq(orderLines.orderId, existing.id), eq(orderLines.productId, l.productId)));
      }
      return flipped;
    });
    if (outcome === 'changed') continue;
    if (outcome === 'taken')
      return duplicateAnswer(await getOwnedOrder(owner, orderId, locale), locale, base);
    const won = outcome;
    // The cart became an order: the shopper's other tabs and devices show an empty cart.
    await publishCartChanged(owner, won.id);
    for (const c of changed) await emitStockChanged(c);
    await emitOrderPlaced(won.id);
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
  fail(409, locale, 'checkout.errors.cartChanged');
}

/** A repeated confirm gets the same order back (and its open payment), or a 409 while the first is still running. */
async function duplicateAnswer(order: OrderRow, locale: Locale, base: string): Promise<ConfirmResult> {
  if (order.status === 'paid' || !isAcquire(order.paymentMethod)) {
    return { orderId: order.id, status: order.status, url: await successPath(order), duplicate: true };
  }
  // One read of all the order's payments: reading the live one and then "any" could see the first confirm's
  // payment appear in between and answer differently from a repeat a moment later.
  const db = await getDb();
  const all = await db.select().from(payments).where(eq(payments.orderId, order.id));
  const live = all.find((p) => (LIVE_PAYMENT_STATUSES as readonly string[]).includes(p.status));
  if (live?.status === 'open' && live.checkoutUrl)
    return { orderId: order.id, status: order.status, url: live.checkoutUrl, duplicate: true };
  if (all.length)
    return { orderId: order.id, status: order.status, url: await successPath(order), duplicate: true };
  // No payment at all: the first confirm is still on its way to the provider, or the server stopped
  // between committing the order and creating its payment. Past that window this confirm creates it (the
  // unique live-payment index still allows only one).
  const since = order.confirmedAt ? Date.now() - new Date(order.confirmedAt).getTime() : 0;
  if (order.status === 'pending' && since > CONFIRM_STALLED_MS) {
    const payment = await startPayment(order, locale, base);
    return {
      orderId: order.id,
      status: order.status,
      url: payment.checkoutUrl ?? (await successPath(order)),
      duplicate: true,
    };
  }
  fail(409, locale, 'checkout.errors.inProgress');
}

/** How long a confirmed online order may wait for its first payment before a repeated confirm creates it. */
export const CONFIRM_STALLED_MS = 30_000;

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
      if ((await takeUnits(tx, unitsOf(lines), changed)) !== null) throw new OutOfStock();
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
  const restored: StockChange[] = [];
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (locked?.status === 'paid') fail(409, locale, 'checkout.errors.alreadyPaid');
    if (locked?.status !== 'pending' && locked?.status !== 'expired') return;
    // The cart is locked like any cart write, before product rows (the lock order of confirm).
    const [open] = cart
      ? await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, cart.id), eq(orders.status, 'cart')))
          .for('update')
      : [];
    if (cart && !open) fail(409, locale, 'cart.errors.orderLocked');
    const lines = await markCanceled(tx, { id: order.id, status: locked.status }, restored);
    for (const l of lines) {
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
    if (cart) {
      await tx
        .update(orderLines)
        .set({
          quantity: sql`greatest(1, least(${orderLines.quantity}, (select ${products.quantity} from ${products} where ${products.id} = ${orderLines.productId})))`,
        })
        .where(eq(orderLines.orderId, cart.id));
      await tx
        .update(orders)
        .set({ updatedAt: sql`clock_timestamp()` })
        .where(eq(orders.id, cart.id));
    }
  });
  for (const r of restored) await emitStockChanged(r);
  return 'canceled';
}

/**
 * Inside the caller's transaction, with the order row locked: the order becomes canceled and a pending
 * order's reserved stock goes back (an expired one gave it back already). Answers the order's lines.
 */
export async function markCanceled(
  tx: Tx,
  order: { id: number; status: OrderRow['status'] },
  restored: StockChange[],
): Promise<LineRow[]> {
  await tx
    .update(orders)
    .set({ status: 'canceled', canceledAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  if (order.status === 'pending') await returnUnits(tx, unitsOf(lines), restored);
  return lines;
}

/**
 * Puts units of an order's lines back into stock (a refund with the goods returned, or a paid order
 * canceled): each line's own product and the parts reserved with it, in ascending product id like every
 * stock change. In the caller's transaction, which holds the order row lock.
 */
export async function returnLineUnits(
  tx: Tx,
  lines: Pick<LineRow, 'productId' | 'quantity' | 'reservedParts'>[],
  restored: StockChange[],
): Promise<void> {
  await returnUnits(tx, unitsOf(lines), restored);
}

/** Refunds part of a paid payment at its provider, once per key (the provider answers a repeat the same). */
export async function refundPayment(
  payment: { id: string; provider: 'mollie' | 'test' },
  amount: number,
  key: string,
) {
  return paymentProvider(payment.provider).refund(payment.id, amount, key);
}

/** Cancels at the provider every payment of the order that could still complete, or answers 409. */
export async function cancelLivePayments(orderId: number, locale: Locale): Promise<void> {
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
    /** The status as the customer reads it (payment, then our work on it). */
    customerStatus: CustomerStatus;
    /** Once shipped: the carrier and track-and-trace code staff gave, if any. */
    shipment: { carrier: string | null; trackingCode: string | null; shippedAt: string | null };
  };
  items: Awaited<ReturnType<typeof loadLines>>;
  delivery: { type: number | null; options: string[]; form: OrderRow['deliveryForm']; cost: number };
  prices: Awaited<ReturnType<typeof priceOrder>>;
}

/** What the order-flow rules read of an order row. */
export const flowOf = (
  o: Pick<OrderRow, 'status' | 'fulfilment' | 'acceptedAt' | 'staffFlag'>,
): FlowOrder => ({
  status: o.status,
  fulfilment: o.fulfilment,
  accepted: o.acceptedAt !== null,
  staffFlag: o.staffFlag,
});

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
      customerStatus: customerStatus(flowOf(order), isAcquire(order.paymentMethod)),
      shipment: {
        carrier: order.carrier,
        trackingCode: order.trackingCode,
        shippedAt: order.shippedAt?.toISOString() ?? null,
      },
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
 * A pending order whose payment will not come: status 'expired', and its reserved stock goes back (one
 * transaction; the conditional status flip makes a second call, or a race with 'paid', change nothing).
 * `unaccepted`: only while staff have not accepted it (an unpaid cash or on-account order).
 */
export async function expirePendingOrder(
  orderId: number,
  opts: { unaccepted?: boolean } = {},
): Promise<boolean> {
  const db = await getDb();
  const restored: StockChange[] = [];
  const expired = await db.transaction(async (tx) => {
    const [flipped] = await tx
      .update(orders)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'pending'),
          opts.unaccepted ? isNull(orders.acceptedAt) : undefined,
        ),
      )
      .returning({ id: orders.id });
    if (!flipped) return false;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    await returnUnits(tx, unitsOf(lines), restored);
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
 * account or in cash on pickup are not waiting for a provider: expireUnacceptedOrders ends those.
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
 * The sweep of unpaid reservations: pending cash-on-pickup and on-account orders confirmed more than
 * `maxAgeMs` ago (UNPAID_RESERVATION_HOURS) that staff have not accepted expire and return their stock.
 */
export async function expireUnacceptedOrders(maxAgeMs: number, now = new Date()): Promise<number[]> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - maxAgeMs);
  const stale = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        isNull(orders.acceptedAt),
        inArray(orders.paymentMethod, [...DEFAULT_METHODS]),
        lt(orders.confirmedAt, cutoff),
      ),
    )
    .orderBy(orders.id)
    .limit(500);
  const expired: number[] = [];
  for (const o of stale) if (await expirePendingOrder(o.id, { unaccepted: true })) expired.push(o.id);
  return expired;
}

/**
 * Staff accept an unpaid order (cash on pickup, on account): it keeps its stock until it is paid or
 * canceled. Idempotent; null when the order is not a pending unpaid order (paid, expired, canceled, or
 * waiting for an online payment).
 */
export async function acceptOrder(orderId: number): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .update(orders)
    .set({ acceptedAt: sql`coalesce(${orders.acceptedAt}, now())`, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending'),
        inArray(orders.paymentMethod, [...DEFAULT_METHODS]),
      ),
    )
    .returning();
  return row ?? null;
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
      fulfilment: orders.fulfilment,
      acceptedAt: orders.acceptedAt,
      staffFlag: orders.staffFlag,
    })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.status, 'cart')))
    .orderBy(desc(orders.confirmedAt));
  return rows.map((r) => {
    const totals = r.totals as { priceFullWithNDS?: number; priceNet?: number } | null;
    return {
      id: r.id,
      status: r.status,
      confirmedAt: r.confirmedAt,
      paidAt: r.paidAt,
      paymentMethod: r.paymentMethod,
      testMode: r.testMode,
      customerStatus: customerStatus(flowOf(r), isAcquire(r.paymentMethod)),
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
