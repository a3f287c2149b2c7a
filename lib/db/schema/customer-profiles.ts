import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/** Registration data of spec §3 beyond the login identity kept in `customers` (one row per customer). */
export const customerProfiles = pgTable('customer_profiles', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  gender: text('gender').$type<'mr' | 'mrs'>(),
  address: text('address').notNull(),
  house: text('house').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  mailbox: text('mailbox'),
  country: text('country').notNull(),
  invoiceEmail: text('invoice_email'),
  mobile: text('mobile'),
  category: text('category').notNull(),
  kvk: text('kvk'),
  btw: text('btw'),
  bankAccount: text('bank_account').notNull(),
  logoPath: text('logo_path'),
  deliveryAvailability: text('delivery_availability')
    .$type<'weekdays' | 'weekends' | 'specific'>()
    .notNull()
    .default('weekdays'),
  /** ISO weekdays (1 = Monday) when availability is 'specific'. */
  deliveryDays: jsonb('delivery_days').$type<number[]>().notNull().default([]),
  noNeighbours: boolean('no_neighbours').notNull().default(false),
  newsletter: boolean('newsletter').notNull().default(false),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Extra delivery addresses a customer keeps in the portal. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    house: text('house').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_addresses_customer_idx').on(t.customerId)],
);

/** One-time password reset links: only a hash of the token is stored; used or expired links fail. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);
