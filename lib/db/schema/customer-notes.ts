import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * Staff notes on a customer (back office): who wrote what, when. Deleted with the rest of the person's
 * data when staff erase the customer.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The staff account; its name as it was, so the note reads the same after they leave. */
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** The form's own key for one submission: the same note sent twice is stored once. */
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('customer_notes_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('customer_notes_key_uq').on(t.customerId, t.clientKey),
  ],
);
