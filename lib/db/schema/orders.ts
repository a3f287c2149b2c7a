import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';

/** The billing fields the back office's order search reads (`q`: name, company, e-mail, VAT and KvK number). */
export const ORDER_SEARCH_FIELDS = ['customerName', 'username', 'email', 'btw', 'kvk'] as const;

/**
 * Those fields of a payment address as one text: the expression of the trigram index `orders_search_idx`.
 * The search must use exactly this expression (features/backoffice/server/orders.ts) for PostgreSQL to
 * use the index; the field names are literals, not parameters, for the same reason.
 */
export const orderSearchText = (paymentAddress: AnyPgColumn): SQL =>
  sql.join(
    ORDER_SEARCH_FIELDS.map((f) => sql`coalesce(${paymentAddress}->>${sql.raw(`'${f}'`)}, '')`),
    sql.raw(` || ' ' || `),
  );

/** A business customer's order (billing address category 'business'): the list's customer-type filter. */
export const orderIsBusiness = (paymentAddress: AnyPgColumn): SQL =>
  sql`(${paymentAddress}->>'category' = 'business')`;

/** An order's frozen total incl. VAT (cents, 0 when missing): the back office's sort by total and its index. */
export const orderTotalInclVat = (totals: AnyPgColumn): SQL =>
  sql`coalesce((${totals}->>'priceFullWithNDS')::bigint, 0)`;

/**
 * An order from cart to payment. status 'cart' is the visitor's or customer's open cart; confirm turns it
 * into 'pending' (stock reserved, payment created); only the payment webhook makes it 'paid'. A pending
 * online payment that can no longer complete and is abandoned for longer than PENDING_ORDER_TTL_HOURS (or
 * that the provider expires), or an unpaid cash/on-account order staff did not accept within
 * UNPAID_RESERVATION_HOURS, makes it 'expired': its reserved stock goes back
 * (features/checkout/server/expiry.ts). Cancelling makes it 'canceled' once the provider confirmed the
 * cancel. Confirmed orders are never deleted; only carts are.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Visitor uid that created the cart (the bearer secret for guest access). */
    uid: text('uid').notNull(),
    /** Owner once a customer is logged in; no FK so orders outlive customer rows. */
    customerId: integer('customer_id'),
    status: text('status')
      .$type<'cart' | 'pending' | 'paid' | 'expired' | 'canceled'>()
      .notNull()
      .default('cart'),
    locale: text('locale').$type<'nl' | 'en'>().notNull().default('nl'),
    coupon: text('coupon'),
    description: text('description').notNull().default(''),
    /** Payment address form of spec §3 (validated on save). */
    paymentAddress: jsonb('payment_address').$type<Record<string, string>>(),
    /** 'standard' (VAT charged), 'reverse_charge' (VIES-valid EU business outside NL), 'unverified' (VIES down: VAT charged). */
    vatMode: text('vat_mode')
      .$type<'standard' | 'reverse_charge' | 'unverified'>()
      .notNull()
      .default('standard'),
    /** VIES consultation answer (request date, name, address, consultation number) for reverse charge. */
    vies: jsonb('vies').$type<Record<string, unknown>>(),
    deliveryType: smallint('delivery_type'),
    deliveryOptions: jsonb('delivery_options').$type<string[]>().notNull().default([]),
    /** Delivery cost excl. VAT (cents), computed by the server when the delivery is saved. */
    deliveryCost: integer('delivery_cost').notNull().default(0),
    deliveryForm: jsonb('delivery_form').$type<Record<string, string>>(),
    paymentMethod: text('payment_method').notNull().default('ideal'),
    /** Confirmed while payments were simulated (test provider or a Mollie test key): not real money. */
    testMode: boolean('test_mode').notNull().default(false),
    /** Price snapshot taken at confirm (cents); carts are always priced live. */
    totals: jsonb('totals').$type<Record<string, unknown>>(),
    vatRate: doublePrecision('vat_rate'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    mailSentAt: timestamp('mail_sent_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /**
     * Staff accepted an unpaid order (cash on pickup, on account): it keeps its stock past
     * UNPAID_RESERVATION_HOURS. Unset, the expiry sweep ends the reservation.
     */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /**
     * Something staff must act on. 'paid_after_cancel': a payment completed after the order was canceled
     * or expired and its stock could not be reserved again (refund or ship by hand).
     */
    staffFlag: text('staff_flag').$type<'paid_after_cancel'>(),
    /**
     * The work on a confirmed order (features/backoffice/order-flow.ts): new → processing → shipped →
     * delivered, or on hold. The payment side stays in `status`.
     */
    fulfilment: text('fulfilment')
      .$type<'new' | 'processing' | 'on_hold' | 'shipped' | 'delivered'>()
      .notNull()
      .default('new'),
    /** Carrier and track-and-trace code given when the order shipped (both optional). */
    carrier: text('carrier'),
    trackingCode: text('tracking_code'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_uid_status_idx').on(t.uid, t.status),
    index('orders_customer_status_idx').on(t.customerId, t.status),
    // One open cart per visitor and per customer, so concurrent first adds can't create two carts.
    uniqueIndex('orders_one_cart_per_uid')
      .on(t.uid)
      .where(sql`status = 'cart' and customer_id is null`),
    uniqueIndex('orders_one_cart_per_customer')
      .on(t.customerId)
      .where(sql`status = 'cart' and customer_id is not null`),
    // The back office's order list (docs/performance.md, 100,000 orders): confirmed orders newest first
    // (id breaks ties), and the columns its status, payment and delivery filters read, so a filtered
    // count is an index-only scan instead of a pass over the wide rows.
    index('orders_list_idx')
      .on(t.confirmedAt, t.id, t.status, t.fulfilment, t.staffFlag, t.paidAt, t.deliveryType)
      .where(sql`confirmed_at is not null`),
    // The same for business and for consumer orders: the customer type is inside the billing JSON, which
    // no index-only scan can read, so each type has its own part of the list.
    index('orders_list_business_idx')
      .on(t.confirmedAt, t.id, t.status, t.fulfilment, t.staffFlag, t.paidAt, t.deliveryType)
      .where(sql`confirmed_at is not null and ${orderIsBusiness(t.paymentAddress)}`),
    index('orders_list_consumer_idx')
      .on(t.confirmedAt, t.id, t.status, t.fulfilment, t.staffFlag, t.paidAt, t.deliveryType)
      .where(sql`confirmed_at is not null and not coalesce(${orderIsBusiness(t.paymentAddress)}, false)`),
    // The list sorted by total incl. VAT (both directions).
    index('orders_total_idx')
      .on(orderTotalInclVat(t.totals), t.id)
      .where(sql`confirmed_at is not null`),
    // The list's search: `ILIKE '%…%'` over the billing fields, through trigrams (pg_trgm). Without a
    // pending list (as the catalogue's trigram indexes): a search never scans unmerged entries, PGlite has
    // no autovacuum to merge them, and orders are written far less often than searched.
    index('orders_search_idx')
      .using('gin', sql`(${orderSearchText(t.paymentAddress)}) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`confirmed_at is not null`),
    // Counting a coupon's redemptions at confirm.
    index('orders_coupon_idx')
      .on(t.coupon)
      .where(sql`coupon is not null and status in ('pending', 'paid')`),
  ],
);

/**
 * An order's timeline: each staff action (from and to state, a note, what was given with it: carrier and
 * track-and-trace code) with who did it and when. Never changed or deleted; it is also the audit log.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member's account; their name as it was, so the log reads the same after they leave. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state'),
    toState: text('to_state'),
    note: text('note'),
    data: jsonb('data').$type<Record<string, string>>(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Cart and order lines; unitPrice/name/article are filled at confirm (carts read live product rows). */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price'),
    /** A configured product's selection (configurator); its price is recomputed from the database. */
    configuration: jsonb('configuration').$type<{ productId: number; selection: unknown }>(),
    name: text('name'),
    article: text('article'),
    /**
     * Parts of a configured line reserved at confirm, per unit of the line (product id and units); cancel
     * and expiry give back exactly these with the line's own product.
     */
    reservedParts: jsonb('reserved_parts').$type<{ productId: number; quantity: number }[]>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/** Our record of each payment at the provider (Mollie or the embedded test provider). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    // No cascade: a payment is a record of money; deleting its order must fail rather than take it along.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').$type<'mollie' | 'test'>().notNull(),
    method: text('method').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('open'),
    checkoutUrl: text('checkout_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // At most one payment per order that can still complete: a duplicate confirm or a retry can't start a
    // second one that could be charged as well.
    uniqueIndex('payments_one_live_per_order')
      .on(t.orderId)
      .where(sql`status in ('open', 'pending', 'authorized')`),
  ],
);

/** The embedded test provider's own books (it stands in for Mollie; our code only reads it through its API). */
export const testProviderPayments = pgTable('test_provider_payments', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  description: text('description').notNull(),
  method: text('method').notNull(),
  status: text('status')
    .$type<'open' | 'pending' | 'paid' | 'failed' | 'canceled' | 'expired'>()
    .notNull()
    .default('open'),
  redirectUrl: text('redirect_url').notNull(),
  cancelUrl: text('cancel_url'),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Coupon codes (spec §3 Cart prices): a percentage or a fixed amount off the goods, excl. VAT. A coupon is
 * redeemed by each confirmed order (pending or paid) that carries it; the limits count those orders, per
 * customer by account or billing e-mail. Null limits, dates and minimum order mean no limit. Staff manage
 * them in the back office (features/backoffice/server/coupons.ts).
 */
export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  percent: smallint('percent'),
  amount: integer('amount'),
  active: boolean('active').notNull().default(true),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  /** Goods subtotal excl. VAT (cents, before discounts) an order needs for the coupon; null: none. */
  minOrder: integer('min_order'),
  /**
   * Only goods of these categories (and their subcategories) get the discount; null: all goods. A cart
   * without such goods can't use the coupon.
   */
  categoryIds: integer('category_ids').array(),
  /** Staff's own note on what the coupon is for (back office only). */
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Last change by staff (the back office refuses a stale form with who changed it when). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
});

/**
 * The mails an order's customer was sent (confirmation, shipped, canceled, refunded, paid after cancel):
 * shown on the back office's order page, so staff can tell a customer what they got and when.
 */
export const orderMails = pgTable(
  'order_mails',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    messageId: text('message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_mails_order_idx').on(t.orderId, t.sentAt)],
);
