import 'server-only';
import { and, asc, desc, eq, gt, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { chatFiles, chatMessages, chats, customers, visits } from '@/lib/db/schema';
import type { CurrentCustomer } from '@/features/accounts';
import type { Locale } from '@/lib/i18n/routing';
import { shopperCart } from '@/features/cart';
import type { ChatMessage, ChatSummary } from '../model';

export type Chat = typeof chats.$inferSelect;
export interface Owner {
  uid: string;
  customer: CurrentCustomer | null;
}

/** A conversation belongs to the visitor uid that started it, or to the customer logged in on it. */
export function ownsChat(chat: Pick<Chat, 'uid' | 'customerId'>, owner: Owner): boolean {
  if (owner.uid !== '0' && chat.uid === owner.uid) return true;
  return !!owner.customer && chat.customerId === owner.customer.id;
}

export async function getChat(id: number): Promise<Chat | null> {
  const db = await getDb();
  const [row] = await db.select().from(chats).where(eq(chats.id, id)).limit(1);
  return row ?? null;
}

/** The caller's latest conversation, created when there is none; it follows the caller's current uid. */
export async function openChat(owner: Owner, opts: { page?: string; locale: string }): Promise<Chat> {
  const db = await getDb();
  const mine = owner.customer
    ? or(eq(chats.uid, owner.uid), eq(chats.customerId, owner.customer.id))
    : eq(chats.uid, owner.uid);
  const [existing] = await db.select().from(chats).where(mine).orderBy(desc(chats.lastMessageAt)).limit(1);
  if (existing) {
    const [row] = await db
      .update(chats)
      .set({
        uid: owner.uid,
        customerId: existing.customerId ?? owner.customer?.id ?? null,
        locale: opts.locale,
        ...(opts.page ? { currentPage: opts.page } : {}),
      })
      .where(eq(chats.id, existing.id))
      .returning();
    return row;
  }
  const [row] = await db
    .insert(chats)
    .values({
      uid: owner.uid,
      customerId: owner.customer?.id ?? null,
      locale: opts.locale,
      currentPage: opts.page ?? null,
    })
    .returning();
  return row;
}

const messageColumns = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  sender: chatMessages.sender,
  staffName: chatMessages.staffName,
  body: chatMessages.body,
  createdAt: chatMessages.createdAt,
  fileId: chatFiles.id,
  fileName: chatFiles.name,
  fileType: chatFiles.contentType,
  fileSize: chatFiles.size,
};
type MessageRow = {
  id: number;
  chatId: number;
  sender: 'shopper' | 'staff';
  staffName: string | null;
  body: string;
  createdAt: Date;
  fileId: number | null;
  fileName: string | null;
  fileType: string | null;
  fileSize: number | null;
};

function toMessage(r: MessageRow): ChatMessage {
  return {
    id: r.id,
    chatId: r.chatId,
    sender: r.sender,
    staffName: r.staffName,
    body: r.body,
    file: r.fileId ? { id: r.fileId, name: r.fileName!, contentType: r.fileType!, size: r.fileSize! } : null,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

export async function listMessages(chatId: number, afterId = 0): Promise<ChatMessage[]> {
  const db = await getDb();
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(chatFiles, eq(chatFiles.id, chatMessages.fileId))
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.id))
    .limit(500);
  return rows.map(toMessage);
}

export async function addMessage(
  chat: Chat,
  m: { sender: 'shopper' | 'staff'; body: string; staff?: CurrentCustomer; fileId?: number },
): Promise<ChatMessage> {
  const db = await getDb();
  const [row] = await db
    .insert(chatMessages)
    .values({
      chatId: chat.id,
      sender: m.sender,
      staffId: m.staff?.id ?? null,
      staffName: m.staff ? m.staff.name || m.staff.email.split('@')[0] : null,
      body: m.body,
      fileId: m.fileId ?? null,
    })
    .returning({ id: chatMessages.id });
  // A message reopens a closed conversation; the sender has read everything up to it.
  await db
    .update(chats)
    .set({
      lastMessageAt: sql`now()`,
      status: 'open',
      closedAt: null,
      ...(m.sender === 'staff' ? { staffReadAt: sql`now()` } : { shopperReadAt: sql`now()` }),
    })
    .where(eq(chats.id, chat.id));
  const [full] = await db
    .select(messageColumns)
    .from(chatMessages)
    .leftJoin(chatFiles, eq(chatFiles.id, chatMessages.fileId))
    .where(eq(chatMessages.id, row.id));
  return toMessage(full);
}

export async function storeFile(
  chatId: number,
  f: { name: string; contentType: string; body: Buffer },
): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .insert(chatFiles)
    .values({ chatId, name: f.name, contentType: f.contentType, size: f.body.length, body: f.body })
    .returning({ id: chatFiles.id });
  return row.id;
}

export async function getFile(fileId: number) {
  const db = await getDb();
  const [row] = await db.select().from(chatFiles).where(eq(chatFiles.id, fileId)).limit(1);
  return row ?? null;
}

export async function markRead(chatId: number, who: 'shopper' | 'staff'): Promise<void> {
  const db = await getDb();
  await db
    .update(chats)
    .set(who === 'staff' ? { staffReadAt: sql`now()` } : { shopperReadAt: sql`now()` })
    .where(eq(chats.id, chatId));
}

export async function setStatus(chatId: number, status: 'open' | 'closed'): Promise<Chat | null> {
  const db = await getDb();
  const [row] = await db
    .update(chats)
    .set({ status, closedAt: status === 'closed' ? sql`now()` : null })
    .where(eq(chats.id, chatId))
    .returning();
  return row ?? null;
}

/** Open conversations with a message, newest first, with the shopper's unread count for staff. */
export async function listOpenChats(): Promise<ChatSummary[]> {
  const db = await getDb();
  const unread = sql<number>`(select count(*)::int from ${chatMessages} m where m.chat_id = ${chats.id} and m.sender = 'shopper' and (${chats.staffReadAt} is null or m.created_at > ${chats.staffReadAt}))`;
  const last = sql<
    string | null
  >`(select case when m.body <> '' then m.body else f.name end from ${chatMessages} m left join ${chatFiles} f on f.id = m.file_id where m.chat_id = ${chats.id} order by m.id desc limit 1)`;
  const rows = await db
    .select({
      id: chats.id,
      status: chats.status,
      currentPage: chats.currentPage,
      lastMessageAt: chats.lastMessageAt,
      name: customers.name,
      email: customers.email,
      customerNumber: customers.customerNumber,
      unread,
      last,
    })
    .from(chats)
    .leftJoin(customers, eq(customers.id, chats.customerId))
    .where(
      and(
        eq(chats.status, 'open'),
        sql`exists (select 1 from ${chatMessages} m where m.chat_id = ${chats.id})`,
      ),
    )
    .orderBy(desc(chats.lastMessageAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    shopper: { name: r.name, email: r.email, customerNumber: r.customerNumber },
    currentPage: r.currentPage,
    lastMessageAt: new Date(r.lastMessageAt).toISOString(),
    lastMessage: r.last,
    unread: Number(r.unread),
  }));
}

/**
 * What staff see beside a conversation: where the shopper is now (visit tracking), who they are, and
 * their current cart (read from the database on every call, so a refresh of the console shows changes).
 */
export async function shopperContext(chat: Chat, locale: Locale) {
  const db = await getDb();
  const [visit] = await db
    .select({ path: visits.path, at: visits.at })
    .from(visits)
    .where(and(eq(visits.uid, chat.uid), isNotNull(visits.path)))
    .orderBy(desc(visits.at))
    .limit(1);
  const [customer] = chat.customerId
    ? await db
        .select({
          name: customers.name,
          email: customers.email,
          customerNumber: customers.customerNumber,
          companyName: customers.companyName,
        })
        .from(customers)
        .where(inArray(customers.id, [chat.customerId]))
    : [];
  return {
    currentPage: visit?.path ?? chat.currentPage,
    lastSeenAt: visit ? new Date(visit.at).toISOString() : null,
    customer: customer ?? null,
    cart: await shopperCart({ uid: chat.uid, customerId: chat.customerId }, locale),
  };
}
