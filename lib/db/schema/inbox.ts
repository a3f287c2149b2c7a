import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The kinds of message in the back office's inbox, and the table each lives in. */
export type InboxKind = 'contact' | 'preorder' | 'chat';

/**
 * Staff answers to inbox messages (contact_messages, pre_orders, chats left outside opening hours), sent
 * by e-mail from the back office and kept with the message. `request_key` is the key the staff member's
 * form made for one click: the same key again is the same reply (sent once).
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<InboxKind>().notNull(),
    /** The id in the kind's own table. */
    messageId: integer('message_id').notNull(),
    /** The staff account; its name as it was, so the reply reads the same after the account is gone. */
    staffId: integer('staff_id'),
    staffName: text('staff_name').notNull(),
    toEmail: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The language the mail was written in (the message's). */
    locale: text('locale').notNull(),
    requestKey: text('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the mail went out, with the Message-ID it went out with. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    mailId: text('mail_id'),
  },
  (t) => [
    uniqueIndex('inbox_replies_request_uq').on(t.requestKey),
    index('inbox_replies_message_idx').on(t.kind, t.messageId, t.createdAt),
  ],
);
