import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Staff and admin roles work in the back office and must use a second factor (TOTP). */
export type AccountRole = 'customer' | 'staff' | 'admin';
/** How far a session got: signed in, or waiting for the second factor or for TOTP enrolment. */
export type SessionStage = 'full' | 'second-factor' | 'enrol';

/** Customers and staff (role). Email is stored lower-cased; the customer number never changes. */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    customerNumber: text('customer_number').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<AccountRole>().notNull().default('customer'),
    /**
     * Base32 TOTP secret: set when enrolment starts, in use once `totpEnabledAt` is set. Never sent to a
     * browser after enrolment.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP time step: a code works once (replay protection). */
    totpLastStep: integer('totp_last_step'),
    name: text('name').notNull().default(''),
    companyName: text('company_name'),
    phone: text('phone'),
    /** Customer-status discount in percent (spec §3 Cart prices). */
    statusDiscount: smallint('status_discount').notNull().default(0),
    /**
     * Set while the account may not sign in (a blocked customer, a deactivated staff member): the login
     * refuses it and none of its sessions count.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * When staff erased the person's data (GDPR): the row stays, anonymised, because the orders and
     * invoices that must be kept still point at it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
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
    /** Only 'full' sessions sign a request in; the others only reach the two-factor endpoints. */
    stage: text('stage').$type<SessionStage>().notNull().default('full'),
    /** The account's role when the session opened: a session whose role differs no longer counts. */
    role: text('role').$type<AccountRole>().notNull().default('customer'),
    /** Opened with a second factor (TOTP or recovery code), which staff screens require. */
    secondFactor: boolean('second_factor').notNull().default(false),
    /** "Remember me" of the login, carried from a half-finished login to the session it becomes. */
    remember: boolean('remember').notNull().default(false),
    /** Last use, for the staff inactivity timeout. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId)],
);

/** Single-use recovery codes of an account's second factor; only a hash is stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recovery_codes_hash_uq').on(t.customerId, t.codeHash)],
);
