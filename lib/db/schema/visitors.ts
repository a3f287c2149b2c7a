import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A visitor uid (cookie, 7 days) and, once logged in, the customer it belongs to. */
export const visitors = pgTable('visitors', {
  uid: text('uid').primaryKey(),
  customerId: integer('customer_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visit tracking of spec §4: load, route change, 30 s ping, close. */
export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    kind: text('kind').$type<'load' | 'route' | 'ping' | 'close'>().notNull(),
    path: text('path').notNull(),
    fromPath: text('from_path'),
    toPath: text('to_path'),
    locale: text('locale'),
    userAgent: text('user_agent'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('visits_uid_at_idx').on(t.uid, t.at)],
);
