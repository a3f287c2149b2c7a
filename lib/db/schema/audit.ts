import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The back office's audit log: who did what to which record (order, customer, product, staff account,
 * message), when. Written in the same transaction as the change it records; never changed or deleted.
 * An order's own timeline (order_events) says the same for orders in more detail.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff account; its name as it was, so the log reads the same after the account is gone. */
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    /** 'order' | 'customer' | 'product' | 'staff' | 'message' … and the record's id. */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done, a stable key ('ship', 'refund', 'block', 'erase', 'role' …). */
    action: text('action').notNull(),
    /** What was given or changed (amounts in cents, old and new values); never passwords or secrets. */
    data: jsonb('data').$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);
