import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Customers and staff (role). Email is stored lower-cased; the customer number never changes. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerNumber: text('customer_number').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<'customer' | 'staff'>().notNull().default('customer'),
    name: text('name').notNull().default(''),
    companyName: text('company_name'),
    phone: text('phone'),
    /** Customer-status discount in percent (spec §3 Cart prices). */
    statusDiscount: smallint('status_discount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(t.email),
    uniqueIndex('customers_number_uq').on(t.customerNumber),
  ],
);

/** Database sessions: only a hash of the token is stored; expiry and revocation are checked on use. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);
