import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './types';
import type { InboxStatus } from './engagement';

/** A live-chat conversation: it belongs to one visitor uid (and the customer logged in on it, if any). */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    customerId: integer('customer_id'),
    status: text('status').$type<'open' | 'closed'>().notNull().default('open'),
    locale: text('locale').notNull().default('nl'),
    currentPage: text('current_page'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** Shared by all staff: messages of the shopper after this are unread. */
    staffReadAt: timestamp('staff_read_at', { withTimezone: true }),
    shopperReadAt: timestamp('shopper_read_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A message left while nobody was online: the address the answer goes to and when the last such
     * message came. Such a conversation is in the back office's inbox, with its status there (new again
     * with every message left) and the staff account working on it.
     */
    offlineEmail: text('offline_email'),
    offlineAt: timestamp('offline_at', { withTimezone: true }),
    inboxStatus: text('inbox_status').$type<InboxStatus>(),
    inboxAssigneeId: integer('inbox_assignee_id'),
  },
  (t) => [
    index('chats_uid_idx').on(t.uid),
    index('chats_inbox_idx')
      .on(t.inboxStatus, t.offlineAt)
      .where(sql`offline_at is not null`),
    index('chats_customer_idx').on(t.customerId),
    index('chats_status_last_idx').on(t.status, t.lastMessageAt),
  ],
);

/** Files sent in a chat; stored in the database so every app instance serves them, and never public. */
export const chatFiles = pgTable(
  'chat_files',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_files_chat_idx').on(t.chatId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    sender: text('sender').$type<'shopper' | 'staff'>().notNull(),
    staffId: integer('staff_id'),
    staffName: text('staff_name'),
    body: text('body').notNull().default(''),
    fileId: integer('file_id').references(() => chatFiles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);
