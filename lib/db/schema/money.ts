import { sql } from 'drizzle-orm';
import {
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
import { orders, payments } from './orders';

/**
 * Money given back on an order (features/backoffice refunds): through the provider of the paid payment.
 * `key` is the staff page's request key, so a repeated click refunds once. 'processing' holds the amount
 * while the provider is asked; 'refunded' once it accepted (Mollie then pays it out), 'failed' frees it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    key: text('key').notNull(),
    /** Cents incl. VAT, as the provider pays it back; net and VAT as the credit note shows them. */
    amount: integer('amount').notNull(),
    net: integer('net').notNull(),
    vat: integer('vat').notNull(),
    /** Lines refunded (product id, quantity, whether the units went back into stock); empty for an amount. */
    lines: jsonb('lines')
      .$type<{ productId: number; quantity: number; restock: boolean }[]>()
      .notNull()
      .default([]),
    status: text('status').$type<'processing' | 'refunded' | 'failed'>().notNull().default('processing'),
    providerRefundId: text('provider_refund_id'),
    providerStatus: text('provider_status'),
    error: text('error'),
    note: text('note'),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refunds_key_uq').on(t.key), index('refunds_order_idx').on(t.orderId)],
);

/**
 * Invoices and credit notes. Numbered per series and calendar year without gaps (document_counters,
 * incremented in the transaction that issues the document), and immutable once issued: `data` is the
 * document exactly as printed, so it renders the same for ever whatever the order, customer or shop
 * settings become. An order has at most one invoice; a refund at most one credit note.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'invoice' | 'credit_note'>().notNull(),
    year: smallint('year').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    /** Cents incl. VAT (negative for a credit note), for lists without opening `data`. */
    total: integer('total').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.number),
    uniqueIndex('invoices_series_uq').on(t.kind, t.year, t.seq),
    uniqueIndex('invoices_one_per_order')
      .on(t.orderId)
      .where(sql`kind = 'invoice'`),
    uniqueIndex('invoices_one_per_refund')
      .on(t.refundId)
      .where(sql`refund_id is not null`),
  ],
);

/** The last number issued per series and year; its row lock makes numbering gap-free and unique. */
export const documentCounters = pgTable(
  'document_counters',
  {
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * The embedded test provider's refunds (it stands in for Mollie's Refunds API): a refund per key, never
 * more than its payment's amount in all. Our code reads it only through the provider interface.
 */
export const testProviderRefunds = pgTable(
  'test_provider_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    key: text('key').notNull(),
    amount: integer('amount').notNull(),
    status: text('status').notNull().default('refunded'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_provider_refunds_key_uq').on(t.key),
    index('test_provider_refunds_payment_idx').on(t.paymentId),
  ],
);
