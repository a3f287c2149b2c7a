import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Server-side keys made on first use and shared by every app instance through the database (e.g. the
 * HMAC key of the order links in mails). Never sent to a browser.
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
