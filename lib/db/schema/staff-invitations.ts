import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './accounts';

/**
 * Invitations to the back office: an admin invites a colleague by e-mail with a single-use link (7 days).
 * Only a SHA-256 of the link's token is stored. An invitation is open until it is accepted, revoked or
 * expires; at most one is open per e-mail address (a partial unique index), so two admins inviting the
 * same colleague at once make one.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (base64url) of the link's token. */
    tokenHash: text('token_hash').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    /** The name the admin gave; the invitee may change it when accepting. */
    name: text('name').notNull().default(''),
    role: text('role').$type<'staff' | 'admin'>().notNull(),
    /** The language the mail went out in (the inviting admin's). */
    locale: text('locale').notNull().default('nl'),
    invitedBy: integer('invited_by').references(() => customers.id, { onDelete: 'set null' }),
    /** The inviter's name as it was. */
    invitedByName: text('invited_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The account made when the link was accepted. */
    accountId: integer('account_id').references(() => customers.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by').references(() => customers.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_uq').on(t.tokenHash),
    uniqueIndex('staff_invitations_open_email_uq')
      .on(t.email)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
    index('staff_invitations_created_idx').on(t.createdAt),
  ],
);
