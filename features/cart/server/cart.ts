import 'server-only';
import { priceConfiguration } from '@/features/configurator';
import type { ConfigurationInput, SelectionInput } from '@/features/configurator';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatEuro, withVat } from '@/lib/money';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import { aliases, categories, coupons, customers, orderLines, orders, products } from '@/lib/db/schema';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import {
  clampQuantity,
  computePrices,
  GUEST_MAX_UNITS,
  normaliseCoupon,
  type CartCheck,
  type CartLine,
  type CartPrices,
  type ConfiguredPart,
  type ShopperCart,
  type CartView,
  type Coupon,
} from '../model';
import { ownerWhere, ownsOrder, type Owner } from './owner';

export type OrderRow = typeof orders.$inferSelect;

export async function findOpenCart(owner: Owner): Promise<OrderRow | null> {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(orders)
    .where(and(ownerWhere(owner), eq(orders.status, 'cart')))
    .limit(1);
  return row ?? null;
}

/** The owner's open cart, created when missing (a partial unique index keeps it to one per owner). */
export async function ensureOpenCart(owner: Owner, locale: Locale): Promise<OrderRow> {
  const existing = await findOpenCart(owner);
  if (existing) return existing;
  if (!owner.customer && owner.uid === '0')
    throw new ApiError(400, translateMessage(locale, 'cart.errors.noVisitor'));
  const db = await getDb();
  await db
    .insert(orders)
    .values({ uid: owner.uid, customerId: owner.customer?.id ?? null, locale })
    .onConflictDoNothing();
  const created = await findOpenCart(owner);
  if (!created) throw new Error('cart could not be created');
  return created;
}

/** An order the owner may see, or a 404 that doesn't reveal whether it exists. */
export async function getOwnedOrder(owner: Owner, orderId: number, locale: Locale): Promise<OrderRow> {
  const db = await getDb();
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!row || !ownsOrder(owner, row))
    throw new ApiError(404, translateMessage(locale, 'cart.errors.orderNotFound'));
  return row;
}

/** A write to a cart that was confirmed meanwhile (409 'already confirmed'). */
export class CartLockedError extends ApiError {
  constructor(locale: Locale) {
    super(409, translateMessage(locale, 'cart.errors.orderLocked'));
  }
}

/** The owner's open cart by id; a confirmed order can't be changed any more (409). */
export async function getOwnedCart(owner: Owner, orderId: number, locale: Locale): Promise<OrderRow> {
  const row = await getOwnedOrder(owner, orderId, locale);
  if (row.status !== 'cart') throw new CartLockedError(locale);
  return row;
}

/**
 * Every write to a cart runs here: the order row is locked (SELECT … FOR UPDATE) and must still be the
 * owner's open cart, so a confirm either waits for the write or the write sees the confirmed order and
 * answers 409. The write's time goes into updatedAt (clock time, not transaction start), which confirm
 * compares with what it priced. `fn` queries only through `tx`.
 */
export async function withLockedCart<T>(
  owner: Owner,
  orderId: number,
  locale: Locale,
  fn: (tx: Tx, order: OrderRow) => Promise<T>,
): Promise<T> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row || !ownsOrder(owner, row))
      throw new ApiError(404, translateMessage(locale, 'cart.errors.orderNotFound'));
    if (row.status !== 'cart') throw new CartLockedError(locale);
    const result = await fn(tx, row);
    await tx
      .update(orders)
      .set({ updatedAt: sql`clock_timestamp()` })
      .where(eq(orders.id, orderId));
    return result;
  });
}

/** A guest may have at most GUEST_MAX_UNITS of one product in an order: 422 at the quantity otherwise. */
export function assertGuestQuantity(
  owner: Pick<Owner, 'customer'>,
  quantity: number,
  name: string,
  locale: Locale,
) {
  if (owner.customer || quantity <= GUEST_MAX_UNITS) return;
  throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
    quantity: [translateMessage(locale, 'cart.errors.guestMaxUnits', { max: GUEST_MAX_UNITS, name })],
  });
}

/** Cart lines with live product data (confirmed orders keep the price and name snapshot of confirm). */
export async function loadLines(
  db: Db,
  order: Pick<OrderRow, 'id' | 'status'>,
  locale: Locale,
): Promise<CartLine[]> {
  const rows = await db
    .select({
      productId: orderLines.productId,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      configuration: orderLines.configuration,
      lineName: orderLines.name,
      lineArticle: orderLines.article,
      article: products.article,
      nameNl: products.nameNl,
      nameEn: products.nameEn,
      price: products.price,
      stock: products.quantity,
      brand: products.brand,
      images: products.images,
      path: aliases.path,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.addedAt), asc(orderLines.productId));
  const frozen = order.status !== 'cart';
  // Configured lines in an open cart are priced again from the database on every load; every configured
  // line (open or confirmed) lists its chosen parts in the shopper's language.
  const configuredPrice = new Map<number, number>();
  const configuredParts = new Map<number, ConfiguredPart[]>();
  for (const r of rows) {
    if (!r.configuration) continue;
    try {
      const priced = await priceConfiguration(
        r.productId,
        r.configuration.selection as SelectionInput,
        locale,
      );
      if (!frozen) configuredPrice.set(r.productId, priced.price);
      // The parts as the configurator's summary lists them: chosen values, then the drive trays they need.
      const trayLabel = translateMessage(locale, 'configurator.tray');
      configuredParts.set(r.productId, [
        ...priced.items.map((i) => ({ label: i.label, name: i.name, quantity: i.quantity })),
        ...priced.trays.map((tr) => ({ label: trayLabel, name: tr.name, quantity: tr.quantity })),
      ]);
    } catch {
      // No longer valid (e.g. a part sold out): keep the price it was added at until the shopper changes it.
      if (!frozen && r.unitPrice !== null) configuredPrice.set(r.productId, r.unitPrice);
    }
  }
  return rows.map((r) => ({
    productId: r.productId,
    orderId: order.id,
    article: frozen && r.lineArticle ? r.lineArticle : r.article,
    name: frozen && r.lineName ? r.lineName : locale === 'en' ? r.nameEn : r.nameNl,
    price: frozen && r.unitPrice !== null ? r.unitPrice : (configuredPrice.get(r.productId) ?? r.price),
    quantity: r.quantity,
    path: r.path ?? `/product/${r.productId}`,
    markName: r.brand,
    stock: r.stock,
    image: r.images[0] ?? null,
    ...(configuredParts.has(r.productId) ? { configuration: configuredParts.get(r.productId) } : {}),
  }));
}

export async function findCoupon(code: string | null): Promise<Coupon | null> {
  if (!code) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.code, normaliseCoupon(code)),
        eq(coupons.active, true),
        sql`(${coupons.validFrom} is null or ${coupons.validFrom} <= now())`,
        sql`(${coupons.validUntil} is null or ${coupons.validUntil} > now())`,
      ),
    )
    .limit(1);
  if (!row) return null;
  return {
    code: row.code,
    percent: row.percent,
    amount: row.amount,
    minOrder: row.minOrder,
    categoryIds: row.categoryIds?.length ? await withSubcategories(db, row.categoryIds) : null,
  };
}

/** Categories and all their subcategories (the tree is small: read whole, walked here). */
export async function withSubcategories(db: Pick<Db, 'select'>, ids: number[]): Promise<number[]> {
  const tree = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const found = new Set(ids);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of tree)
      if (c.parentId !== null && found.has(c.parentId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
  }
  return [...found].sort((a, b) => a - b);
}

type CouponRow = typeof coupons.$inferSelect;

/**
 * Why this order can't use the coupon now (translated), or null when it can: unknown, inactive, outside its
 * dates, below its minimum order (`cart.goods`: the goods subtotal excl. VAT before discounts), for
 * categories of which the cart holds no goods (`cart.categories`: its lines' categories) — both not checked
 * without `cart` —, or its total or per-customer limit reached. Redemptions are the other confirmed (pending or paid)
 * orders with the code; "the customer" is the account, or the billing e-mail of a guest. At confirm the
 * caller holds the coupon row locked (FOR UPDATE), so two confirms can't both take the last use.
 */
export async function couponProblem(
  db: Pick<Db, 'select'>,
  row: CouponRow | undefined,
  order: OrderRow,
  locale: Locale,
  cart?: CartGoods,
): Promise<string | null> {
  const t = (key: string, values?: Record<string, string>) => translateMessage(locale, key, values);
  const now = new Date();
  if (!row || !row.active || (row.validUntil && row.validUntil <= now)) return t('cart.errors.couponInvalid');
  if (row.validFrom && row.validFrom > now)
    return t('cart.errors.couponNotYet', {
      date: row.validFrom.toLocaleDateString(locale === 'en' ? 'en-GB' : 'nl-NL', {
        timeZone: 'Europe/Amsterdam',
      }),
    });
  if (row.minOrder !== null && cart && cart.goods < row.minOrder)
    return t('cart.errors.couponMinOrder', { amount: formatEuro(row.minOrder, locale) });
  if (row.categoryIds?.length && cart) {
    const eligible = new Set(await withSubcategories(db, row.categoryIds));
    if (!cart.categories.some((c) => eligible.has(c))) {
      const names = await db
        .select({ nl: categories.nameNl, en: categories.nameEn })
        .from(categories)
        .where(inArray(categories.id, row.categoryIds))
        .orderBy(asc(categories.sort), asc(categories.id));
      return t('cart.errors.couponCategories', {
        categories: names.map((n) => (locale === 'en' ? n.en : n.nl)).join(', '),
      });
    }
  }
  if (row.maxUses === null && row.maxUsesPerCustomer === null) return null;
  const email = order.paymentAddress?.email?.trim().toLowerCase();
  const mine = [
    ...(order.customerId !== null ? [sql`${orders.customerId} = ${order.customerId}`] : []),
    ...(email ? [sql`lower(${orders.paymentAddress}->>'email') = ${email}`] : []),
  ];
  const [used] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: mine.length
        ? sql<number>`(count(*) filter (where ${sql.join(mine, sql` or `)}))::int`
        : sql<number>`0`,
    })
    .from(orders)
    .where(
      and(eq(orders.coupon, row.code), inArray(orders.status, ['pending', 'paid']), ne(orders.id, order.id)),
    );
  if (row.maxUses !== null && used.total >= row.maxUses) return t('cart.errors.couponUsedUp');
  if (row.maxUsesPerCustomer !== null && used.mine >= row.maxUsesPerCustomer)
    return t('cart.errors.couponUsedByYou');
  return null;
}

async function statusDiscountOf(customerId: number | null): Promise<number> {
  if (customerId === null) return 0;
  const db = await getDb();
  const [row] = await db
    .select({ d: customers.statusDiscount })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  return row?.d ?? 0;
}

/**
 * Prices from the database only: product prices, coupon row, customer status, stored delivery cost, VAT
 * setting. A confirmed order answers the totals frozen at confirm (what the customer was charged), never
 * today's coupon, discount or price.
 */
export async function priceOrder(order: OrderRow, lines: CartLine[]): Promise<CartPrices> {
  if (order.status !== 'cart' && order.totals) return order.totals as unknown as CartPrices;
  const [coupon, statusDiscount, vatRate] = await Promise.all([
    findCoupon(order.coupon),
    statusDiscountOf(order.customerId),
    getVatRate(),
  ]);
  return computePrices({
    lines: coupon?.categoryIds?.length ? await withCategories(lines) : lines,
    coupon,
    statusDiscount,
    deliveryCost: order.deliveryCost,
    vatRate: order.vatRate ?? vatRate,
    vatMode: order.vatMode,
  });
}

/** Lines with their product's category, for a coupon limited to categories. */
async function withCategories(lines: CartLine[]): Promise<(CartLine & { categoryId: number | null })[]> {
  if (!lines.length) return [];
  const db = await getDb();
  const rows = await db
    .select({ id: products.id, categoryId: products.categoryId })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const of = new Map(rows.map((r) => [r.id, r.categoryId]));
  return lines.map((l) => ({ ...l, categoryId: of.get(l.productId) ?? null }));
}

export async function cartView(order: OrderRow | null, locale: Locale): Promise<CartView> {
  if (!order) {
    return {
      orderId: null,
      orders: [],
      prices: computePrices({ lines: [], vatRate: await getVatRate() }),
      coupon: null,
      description: '',
      count: 0,
    };
  }
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  return {
    orderId: order.id,
    orders: lines,
    prices: await priceOrder(order, lines),
    coupon: order.coupon,
    description: order.description,
    count: lines.reduce((n, l) => n + l.quantity, 0),
  };
}

async function productForCart(productId: number, locale: Locale) {
  const db = await getDb();
  const [p] = await db
    .select({
      id: products.id,
      quantity: products.quantity,
      active: products.active,
      nameNl: products.nameNl,
      nameEn: products.nameEn,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!p || !p.active) throw new ApiError(404, translateMessage(locale, 'cart.errors.productNotFound'));
  return { ...p, name: locale === 'en' ? p.nameEn : p.nameNl };
}

/**
 * Adds units of a product; the line's quantity is capped at the stock (products without stock can't be
 * added) and, for a guest, refused above GUEST_MAX_UNITS. A cart confirmed between finding and locking
 * it gets the product in a new cart.
 */
export async function addProduct(
  owner: Owner,
  productId: number,
  quantity: number,
  locale: Locale,
  configuration?: ConfigurationInput,
): Promise<{ order: OrderRow; name: string }> {
  const p = await productForCart(productId, locale);
  if (p.quantity < 1)
    throw new ApiError(409, translateMessage(locale, 'cart.errors.outOfStock', { name: p.name }));
  // A configuration is validated and priced from the database (an impossible one is a 422 naming the rule).
  let configured: { configuration: ConfigurationInput; unitPrice: number } | null = null;
  if (configuration) {
    if (configuration.productId !== productId) {
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        'item.configuration.productId': [translateMessage(locale, 'validation.invalid')],
      });
    }
    const priced = await priceConfiguration(productId, configuration.selection, locale);
    configured = { configuration: { productId, selection: priced.selection }, unitPrice: priced.price };
  }
  for (let attempt = 0; ; attempt++) {
    const cart = await ensureOpenCart(owner, locale);
    try {
      const order = await withLockedCart(owner, cart.id, locale, async (tx, order) => {
        const [line] = await tx
          .select({ quantity: orderLines.quantity })
          .from(orderLines)
          .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, productId)));
        const q = clampQuantity((line?.quantity ?? 0) + quantity, p.quantity);
        assertGuestQuantity(owner, q, p.name, locale);
        await tx
          .insert(orderLines)
          .values({ orderId: order.id, productId, quantity: q, ...(configured ?? {}) })
          .onConflictDoUpdate({
            target: [orderLines.orderId, orderLines.productId],
            set: {
              quantity: q,
              // Adding a product again with a configuration replaces the line's configuration.
              ...(configured
                ? { configuration: configured.configuration, unitPrice: configured.unitPrice }
                : {}),
            },
          });
        return order;
      });
      return { order, name: p.name };
    } catch (err) {
      if (err instanceof CartLockedError && attempt === 0) continue;
      throw err;
    }
  }
}

/** Sets a line's quantity, clamped to 1..stock; 0 removes the line. */
export async function setQuantity(
  owner: Owner,
  orderId: number,
  productId: number,
  quantity: number,
  locale: Locale,
): Promise<OrderRow> {
  await getOwnedCart(owner, orderId, locale);
  const p = quantity === 0 ? null : await productForCart(productId, locale);
  return withLockedCart(owner, orderId, locale, async (tx, order) => {
    if (!p) {
      await tx
        .delete(orderLines)
        .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, productId)));
      return order;
    }
    const q = clampQuantity(quantity, p.quantity);
    if (q === 0)
      throw new ApiError(409, translateMessage(locale, 'cart.errors.outOfStock', { name: p.name }));
    assertGuestQuantity(owner, q, p.name, locale);
    const updated = await tx
      .update(orderLines)
      .set({ quantity: q })
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.productId, productId)))
      .returning({ productId: orderLines.productId });
    if (!updated.length) throw new ApiError(404, translateMessage(locale, 'cart.errors.lineNotFound'));
    return order;
  });
}

export async function removeProduct(
  owner: Owner,
  orderId: number,
  productId: number,
  locale: Locale,
): Promise<OrderRow> {
  return setQuantity(owner, orderId, productId, 0, locale);
}

export async function setDescription(
  owner: Owner,
  orderId: number,
  description: string,
  locale: Locale,
): Promise<void> {
  await withLockedCart(owner, orderId, locale, (tx, order) =>
    tx.update(orders).set({ description }).where(eq(orders.id, order.id)),
  );
}

/** What a coupon's minimum order and categories are checked against. */
export interface CartGoods {
  /** Goods subtotal excl. VAT before discounts (cents). */
  goods: number;
  /** The categories of the cart's products. */
  categories: number[];
}

/**
 * A cart's goods for couponProblem, read inside the cart's transaction: live product prices, a configured
 * line at the price it was last priced at.
 */
export async function cartGoods(tx: Pick<Db, 'select'>, orderId: number): Promise<CartGoods> {
  const rows = await tx
    .select({
      categoryId: products.categoryId,
      sum: sql<number>`sum(case when ${orderLines.configuration} is not null and ${orderLines.unitPrice} is not null then ${orderLines.unitPrice} else ${products.price} end * ${orderLines.quantity})::bigint`,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .groupBy(products.categoryId);
  return {
    goods: rows.reduce((s, r) => s + Number(r.sum ?? 0), 0),
    categories: rows.map((r) => r.categoryId),
  };
}

/** Applies a coupon code (an empty code removes it); unknown codes are a 422 at the coupon field. */
export async function applyCoupon(
  owner: Owner,
  orderId: number,
  code: string,
  locale: Locale,
): Promise<OrderRow> {
  return withLockedCart(owner, orderId, locale, async (tx, order) => {
    let stored: string | null = null;
    if (code) {
      const [row] = await tx
        .select()
        .from(coupons)
        .where(eq(coupons.code, normaliseCoupon(code)))
        .limit(1);
      const problem = await couponProblem(tx, row, order, locale, await cartGoods(tx, order.id));
      if (problem)
        throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), { coupon: [problem] });
      stored = row!.code;
    }
    const [row] = await tx.update(orders).set({ coupon: stored }).where(eq(orders.id, order.id)).returning();
    return row;
  });
}

/** POST /cart/user/check: the cart can go to checkout when it has lines and each fits the stock. */
export async function checkCart(owner: Owner, locale: Locale): Promise<CartCheck> {
  const order = await findOpenCart(owner);
  if (!order) return { check: false, orderId: null, problems: [] };
  const db = await getDb();
  const lines = await loadLines(db, order, locale);
  const problems = lines
    .filter((l) => l.stock < l.quantity)
    .map((l) => ({ productId: l.productId, name: l.name, stock: l.stock }));
  return { check: lines.length > 0 && problems.length === 0, orderId: order.id, problems };
}

/**
 * The open cart of a chat's shopper, read from the database for staff: the customer's cart when the
 * conversation belongs to a customer, else the cart of the visitor uid (also when that visitor has since
 * logged in and the cart moved to their account). Null when there is no open cart.
 */
export async function shopperCart(
  who: { uid: string; customerId: number | null },
  locale: Locale,
): Promise<ShopperCart | null> {
  const db = await getDb();
  const match =
    who.customerId !== null
      ? eq(orders.customerId, who.customerId)
      : who.uid !== '0'
        ? eq(orders.uid, who.uid)
        : sql`false`;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(match, eq(orders.status, 'cart')))
    .orderBy(desc(orders.updatedAt))
    .limit(1);
  if (!order) return null;
  const lines = await loadLines(db, order, locale);
  const prices = await priceOrder(order, lines);
  return {
    orderId: order.id,
    lines: lines.map((l) => ({
      productId: l.productId,
      name: l.name,
      article: l.article,
      quantity: l.quantity,
      price: l.price,
      priceInclVat: withVat(l.price, prices.vatRate),
      total: l.price * l.quantity,
      totalInclVat: withVat(l.price * l.quantity, prices.vatRate),
      ...(l.configuration ? { configuration: l.configuration } : {}),
    })),
    total: prices.priceNet,
    totalInclVat: prices.priceFullWithNDS,
    vatRate: prices.vatRate,
  };
}
