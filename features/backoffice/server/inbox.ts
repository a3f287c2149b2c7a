import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { getDb, type Tx } from '@/lib/db/client';
import {
  aliases,
  auditLog,
  chatFiles,
  chatMessages,
  chats,
  contactMessages,
  customers,
  inboxReplies,
  preOrders,
  products,
  subscribers,
} from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { logger } from '@/lib/logger';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { translateMessage } from '@/lib/i18n/translate';
import type { CurrentCustomer } from '@/features/accounts';
import { getContact } from '@/features/content';
import { actorName, recordAudit } from './audit';
import type {
  InboxAssignee,
  InboxChange,
  InboxDetail,
  InboxEvent,
  InboxKind,
  InboxList,
  InboxPerson,
  InboxReply,
  InboxRow,
  InboxStatus,
  SubscriberList,
} from '../inbox-model';
import type {
  InboxAssignInput,
  InboxListQuery,
  InboxReplyInput,
  InboxStatusInput,
  SubscriberListQuery,
} from '../inbox-schemas';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

/**
 * The inbox is one list over three tables: contact form messages, pre-order requests and chats in which
 * the shopper left a message while nobody was online (`chats.offline_at`, set by the chat). Each keeps its
 * own inbox status and assignee; `haystack` is what the search reads.
 */
const INBOX = sql`(
  select 'contact'::text as kind, m.id, m.name, m.email, m.message as body, m.message as haystack,
    m.locale, m.status, m.assignee_id, m.created_at as received_at, null::integer as product_id
  from ${contactMessages} m
  union all
  select 'preorder'::text, p.id, p.name, p.email, coalesce(p.message, ''),
    concat_ws(' ', p.company, p.message), p.locale, p.status, p.assignee_id, p.created_at, p.product_id
  from ${preOrders} p
  union all
  select 'chat'::text, c.id, coalesce(cu.name, ''), c.offline_email,
    coalesce((select cm.body from ${chatMessages} cm where cm.chat_id = c.id and cm.sender = 'shopper'
      and cm.body <> '' order by cm.id desc limit 1), ''),
    (select string_agg(cm.body, ' ') from ${chatMessages} cm where cm.chat_id = c.id and cm.sender = 'shopper'),
    c.locale, coalesce(c.inbox_status, 'new'), c.inbox_assignee_id, c.offline_at, null::integer
  from ${chats} c left join ${customers} cu on cu.id = c.customer_id
  where c.offline_at is not null
) as inbox`;

const EXCERPT = 160;

type RawRow = {
  kind: InboxKind;
  id: number;
  name: string;
  email: string;
  body: string;
  locale: string;
  status: InboxStatus;
  assignee_id: number | null;
  assignee_name: string | null;
  assignee_email: string | null;
  received_at: string | Date;
  product_id: number | null;
  product_name: string | null;
  replies: number;
};

const iso = (v: string | Date) => new Date(v).toISOString();
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const person = (id: number | null, name: string | null, email: string | null): InboxPerson | null =>
  id === null ? null : { id, name: name || email || `#${id}` };

function whereOf(query: InboxListQuery, staffId: number): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`inbox.status = ${query.status}`);
  if (query.kind) conditions.push(sql`inbox.kind = ${query.kind}`);
  if (query.assignee === 'mine') conditions.push(sql`inbox.assignee_id = ${staffId}`);
  else if (query.assignee === 'unassigned') conditions.push(sql`inbox.assignee_id is null`);
  else if (query.assignee) conditions.push(sql`inbox.assignee_id = ${Number(query.assignee)}`);
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      sql`(inbox.name ilike ${like} or inbox.email ilike ${like} or inbox.haystack ilike ${like})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/** Inbox messages a page at a time, newest first, filtered and searched (name, e-mail address, text). */
export async function listInbox(query: InboxListQuery, staffId: number, locale: Locale): Promise<InboxList> {
  const db = await getDb();
  const where = whereOf(query, staffId);
  const productName = locale === 'en' ? sql`pr.name_en` : sql`pr.name_nl`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select inbox.kind, inbox.id, inbox.name, inbox.email, inbox.body, inbox.locale, inbox.status,
        inbox.assignee_id, a.name as assignee_name, a.email as assignee_email, inbox.received_at,
        inbox.product_id, ${productName} as product_name,
        (select count(*) from ${inboxReplies} r where r.kind = inbox.kind and r.message_id = inbox.id)::int as replies
      from ${INBOX}
      left join ${customers} a on a.id = inbox.assignee_id
      left join ${products} pr on pr.id = inbox.product_id
      where ${where}
      order by inbox.received_at desc, inbox.kind, inbox.id desc
      limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`),
    db.execute(sql`select count(*)::int as n from ${INBOX} where ${where}`),
  ]);
  const total = rowsOf<{ n: number }>(counted)[0].n;
  return {
    data: rowsOf<RawRow>(rows).map((r): InboxRow => ({
      kind: r.kind,
      id: r.id,
      name: r.name,
      email: r.email,
      excerpt: r.body.length > EXCERPT ? `${r.body.slice(0, EXCERPT - 1)}…` : r.body,
      locale: r.locale,
      status: r.status,
      assignee: person(r.assignee_id, r.assignee_name, r.assignee_email),
      receivedAt: iso(r.received_at),
      product: r.product_id ? { id: r.product_id, name: r.product_name ?? `#${r.product_id}` } : null,
      replies: r.replies,
    })),
    meta: {
      total,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}

/** Messages nobody has answered or closed yet: the dashboard's figure and the count in the staff navigation. */
export async function countUnanswered(): Promise<number> {
  const db = await getDb();
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select
      (select count(*) from ${contactMessages} where status = 'new')
      + (select count(*) from ${preOrders} where status = 'new')
      + (select count(*) from ${chats} where offline_at is not null and coalesce(inbox_status, 'new') = 'new')
      as n`),
  );
  return Number(row.n);
}

/** Staff accounts a message can be given to (not blocked), by name. */
export async function listAssignees(): Promise<InboxAssignee[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(and(inArray(customers.role, ['staff', 'admin']), isNull(customers.blockedAt)))
    .orderBy(asc(customers.name), asc(customers.email))
    .limit(500);
  return rows.map((r) => ({ ...r, name: r.name || r.email }));
}

/** The audit log's entity id of a message. */
const entityId = (kind: InboxKind, id: number) => `${kind}:${id}`;

/** A message's inbox state and where an answer goes, locked for the transaction. */
type Locked = {
  status: InboxStatus;
  assigneeId: number | null;
  email: string;
  name: string;
  locale: Locale;
  text: string;
  receivedAt: Date;
  productId: number | null;
};

async function lockMessage(tx: Tx, kind: InboxKind, id: number): Promise<Locked | null> {
  const lang = (l: string): Locale => (isLocale(l) ? l : 'nl');
  if (kind === 'contact') {
    const [m] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    return m
      ? {
          status: m.status,
          assigneeId: m.assigneeId,
          email: m.email,
          name: m.name,
          locale: lang(m.locale),
          text: m.message,
          receivedAt: m.createdAt,
          productId: null,
        }
      : null;
  }
  if (kind === 'preorder') {
    const [m] = await tx.select().from(preOrders).where(eq(preOrders.id, id)).for('update');
    return m
      ? {
          status: m.status,
          assigneeId: m.assigneeId,
          email: m.email,
          name: m.name,
          locale: lang(m.locale),
          text: m.message ?? '',
          receivedAt: m.createdAt,
          productId: m.productId,
        }
      : null;
  }
  const [c] = await tx
    .select()
    .from(chats)
    .where(and(eq(chats.id, id), isNotNull(chats.offlineAt)))
    .for('update');
  if (!c) return null;
  const [owner] = c.customerId
    ? await tx.select({ name: customers.name }).from(customers).where(eq(customers.id, c.customerId))
    : [];
  const [last] = await tx
    .select({ body: chatMessages.body })
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, id), eq(chatMessages.sender, 'shopper')))
    .orderBy(desc(chatMessages.id))
    .limit(1);
  return {
    status: c.inboxStatus ?? 'new',
    assigneeId: c.inboxAssigneeId,
    email: c.offlineEmail ?? '',
    name: owner?.name ?? '',
    locale: lang(c.locale),
    text: last?.body ?? '',
    receivedAt: c.offlineAt!,
    productId: null,
  };
}

async function writeState(
  tx: Tx,
  kind: InboxKind,
  id: number,
  set: { status?: InboxStatus; assigneeId?: number | null },
): Promise<void> {
  if (kind === 'chat') {
    await tx
      .update(chats)
      .set({
        ...(set.status ? { inboxStatus: set.status } : {}),
        ...(set.assigneeId !== undefined ? { inboxAssigneeId: set.assigneeId } : {}),
      })
      .where(eq(chats.id, id));
    return;
  }
  const table = kind === 'contact' ? contactMessages : preOrders;
  await tx
    .update(table)
    .set({
      ...(set.status ? { status: set.status } : {}),
      ...(set.assigneeId !== undefined ? { assigneeId: set.assigneeId } : {}),
    })
    .where(eq(table.id, id));
}

const replyOf = (r: typeof inboxReplies.$inferSelect): InboxReply => ({
  id: r.id,
  staffName: r.staffName,
  toEmail: r.toEmail,
  subject: r.subject,
  body: r.body,
  locale: r.locale,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  mailId: r.mailId,
});

async function personOf(id: number | null): Promise<InboxPerson | null> {
  if (id === null) return null;
  const db = await getDb();
  const [p] = await db
    .select({ name: customers.name, email: customers.email })
    .from(customers)
    .where(eq(customers.id, id));
  return person(id, p?.name ?? null, p?.email ?? null);
}

/** The shop's product page of a product (its alias, else /product/:id), without the locale prefix. */
async function productOf(id: number, locale: Locale) {
  const db = await getDb();
  const [p] = await db
    .select({
      id: products.id,
      nameNl: products.nameNl,
      nameEn: products.nameEn,
      article: products.article,
      path: aliases.path,
    })
    .from(products)
    .leftJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
    .where(eq(products.id, id))
    .limit(1);
  if (!p) return null;
  return {
    id: p.id,
    name: locale === 'en' ? p.nameEn : p.nameNl,
    article: p.article,
    path: p.path ?? `/product/${p.id}`,
  };
}

/** One message with its replies, the customer account with its address, its product and its history. */
export async function inboxDetail(kind: InboxKind, id: number, locale: Locale): Promise<InboxDetail | null> {
  const db = await getDb();
  let base: Omit<InboxDetail, 'assignee' | 'product' | 'customer' | 'conversation' | 'replies' | 'events'> & {
    assigneeId: number | null;
    productId: number | null;
    customerId: number | null;
  };
  let conversation: InboxDetail['conversation'] = [];
  if (kind === 'contact') {
    const [m] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!m) return null;
    base = {
      kind,
      id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      company: null,
      text: m.message,
      locale: m.locale,
      status: m.status,
      assigneeId: m.assigneeId,
      receivedAt: m.createdAt.toISOString(),
      quantity: null,
      productId: null,
      customerId: null,
    };
  } else if (kind === 'preorder') {
    const [m] = await db.select().from(preOrders).where(eq(preOrders.id, id));
    if (!m) return null;
    base = {
      kind,
      id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      company: m.company,
      text: m.message ?? '',
      locale: m.locale,
      status: m.status,
      assigneeId: m.assigneeId,
      receivedAt: m.createdAt.toISOString(),
      quantity: m.quantity,
      productId: m.productId,
      customerId: null,
    };
  } else {
    const [c] = await db
      .select({ chat: chats, name: customers.name })
      .from(chats)
      .leftJoin(customers, eq(customers.id, chats.customerId))
      .where(and(eq(chats.id, id), isNotNull(chats.offlineAt)));
    if (!c) return null;
    const lines = await db
      .select({
        id: chatMessages.id,
        sender: chatMessages.sender,
        staffName: chatMessages.staffName,
        body: chatMessages.body,
        fileName: chatFiles.name,
        at: chatMessages.createdAt,
      })
      .from(chatMessages)
      .leftJoin(chatFiles, eq(chatFiles.id, chatMessages.fileId))
      .where(eq(chatMessages.chatId, id))
      .orderBy(desc(chatMessages.id))
      .limit(200);
    conversation = lines.reverse().map((l) => ({ ...l, at: l.at.toISOString() }));
    base = {
      kind,
      id,
      name: c.name ?? '',
      email: c.chat.offlineEmail ?? '',
      phone: null,
      company: null,
      text: conversation.filter((l) => l.sender === 'shopper').at(-1)?.body ?? '',
      locale: c.chat.locale,
      status: c.chat.inboxStatus ?? 'new',
      assigneeId: c.chat.inboxAssigneeId,
      receivedAt: c.chat.offlineAt!.toISOString(),
      quantity: null,
      productId: null,
      customerId: c.chat.customerId,
    };
  }
  const email = base.email.trim().toLowerCase();
  const [assignee, product, account, replies, events] = await Promise.all([
    personOf(base.assigneeId),
    base.productId ? productOf(base.productId, locale) : null,
    db
      .select({ id: customers.id, name: customers.name, customerNumber: customers.customerNumber })
      .from(customers)
      .where(
        and(
          base.customerId !== null ? eq(customers.id, base.customerId) : eq(customers.email, email),
          eq(customers.role, 'customer'),
        ),
      )
      .limit(1),
    db
      .select()
      .from(inboxReplies)
      .where(and(eq(inboxReplies.kind, kind), eq(inboxReplies.messageId, id)))
      .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id)),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, entityId(kind, id))))
      .orderBy(asc(auditLog.at), asc(auditLog.id))
      .limit(200),
  ]);
  return {
    kind: base.kind,
    id: base.id,
    name: base.name,
    email: base.email,
    phone: base.phone,
    company: base.company,
    text: base.text,
    locale: base.locale,
    status: base.status,
    receivedAt: base.receivedAt,
    quantity: base.quantity,
    assignee,
    product,
    customer: account[0] ?? null,
    conversation,
    replies: replies.map(replyOf),
    events: events.map((e): InboxEvent => ({
      at: e.at.toISOString(),
      actor: e.actorName,
      action: e.action,
      data: e.data,
    })),
  };
}

/** Why a change was refused: the message key under `backoffice.inbox.refused`, and who was first. */
export type InboxRefusal =
  | { refusal: 'notFound' }
  | { refusal: 'noAddress' }
  | { refusal: 'keyUsed' }
  | { refusal: 'notStaff' }
  | { refusal: 'mailFailed' }
  | { refusal: 'changed'; actor: string | null };

export type InboxOutcome = ({ ok: true } & InboxChange) | ({ ok: false } & InboxRefusal);

/** Who last changed the message (the audit log's newest entry), for a 409 that says who was first. */
async function lastActor(kind: InboxKind, id: number): Promise<string | null> {
  const db = await getDb();
  const [last] = await db
    .select({ actor: auditLog.actorName })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'message'), eq(auditLog.entityId, entityId(kind, id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return last?.actor ?? null;
}

async function done(kind: InboxKind, id: number, repeated: boolean, locale: Locale): Promise<InboxOutcome> {
  const item = await inboxDetail(kind, id, locale);
  return item ? { ok: true, repeated, item } : { ok: false, refusal: 'notFound' };
}

/**
 * Sets a message's status, race-safe: the message is locked and compared with the status the staff
 * member's page showed (`from`). Already at the new status: nothing to do (a repeated click, or a colleague
 * did the same). Elsewhere: a colleague changed it in between (409, naming them).
 */
export async function setInboxStatus(
  kind: InboxKind,
  id: number,
  input: InboxStatusInput,
  staff: Staff,
  locale: Locale,
): Promise<InboxOutcome> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const m = await lockMessage(tx, kind, id);
    if (!m) return 'notFound' as const;
    if (m.status === input.status) return 'repeated' as const;
    if (m.status !== input.from) return 'changed' as const;
    await writeState(tx, kind, id, { status: input.status });
    await recordAudit(tx, staff, {
      entity: 'message',
      entityId: entityId(kind, id),
      action: 'status',
      data: { from: m.status, to: input.status },
    });
    return 'done' as const;
  });
  if (result === 'notFound') return { ok: false, refusal: 'notFound' };
  if (result === 'changed') return { ok: false, refusal: 'changed', actor: await lastActor(kind, id) };
  return done(kind, id, result === 'repeated', locale);
}

/**
 * Gives a message to a staff account (or to nobody), race-safe like the status: compared with the
 * assignee the page showed. The assignee must be a staff account that is not blocked.
 */
export async function assignInbox(
  kind: InboxKind,
  id: number,
  input: InboxAssignInput,
  staff: Staff,
  locale: Locale,
): Promise<InboxOutcome> {
  const db = await getDb();
  if (input.assigneeId !== null) {
    const [member] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(
        and(
          eq(customers.id, input.assigneeId),
          inArray(customers.role, ['staff', 'admin']),
          isNull(customers.blockedAt),
        ),
      );
    if (!member) return { ok: false, refusal: 'notStaff' };
  }
  const result = await db.transaction(async (tx) => {
    const m = await lockMessage(tx, kind, id);
    if (!m) return 'notFound' as const;
    if (m.assigneeId === input.assigneeId) return 'repeated' as const;
    if (m.assigneeId !== input.from) return 'changed' as const;
    await writeState(tx, kind, id, { assigneeId: input.assigneeId });
    await recordAudit(tx, staff, {
      entity: 'message',
      entityId: entityId(kind, id),
      action: 'assign',
      data: { from: m.assigneeId, to: input.assigneeId },
    });
    return 'done' as const;
  });
  if (result === 'notFound') return { ok: false, refusal: 'notFound' };
  if (result === 'changed') return { ok: false, refusal: 'changed', actor: await lastActor(kind, id) };
  return done(kind, id, result === 'repeated', locale);
}

/** The reply mail in the message's language: greeting, the answer, the staff member, the message quoted. */
function replyMail(m: Locked, kind: InboxKind, body: string, staff: string, article: string | null) {
  const t = (key: string, values?: Record<string, string>) =>
    translateMessage(m.locale, `backoffice.inbox.mail.${key}`, values);
  const date = new Intl.DateTimeFormat(m.locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  }).format(m.receivedAt);
  const quoted = m.text
    .split('\n')
    .map((l) => `> ${l}`)
    .join('\n');
  return {
    subject: t(`subject.${kind}`, { article: article ?? '' }),
    text: [
      m.name ? t('greeting', { name: m.name }) : t('greetingNoName'),
      '',
      body,
      '',
      t('signOff'),
      staff,
      'ServerStore',
      ...(m.text ? ['', t('quote', { date }), quoted] : []),
    ].join('\n'),
  };
}

/**
 * Answers a message by e-mail, in the message's language, and keeps the answer with it. `key` makes it
 * idempotent: the reply is stored under its key first (the message locked, so a double click waits and
 * then finds it), the mail goes out after that commit, and then the reply is marked sent, the message
 * answered and the audit log written in one transaction. A mail that fails removes the stored reply
 * again, so the same key can be tried again; the staff member is told.
 */
export async function replyToInbox(
  kind: InboxKind,
  id: number,
  input: InboxReplyInput,
  staff: Staff,
  locale: Locale,
): Promise<InboxOutcome> {
  const db = await getDb();
  const staffName = actorName(staff);
  const first = await db.transaction(async (tx) => {
    const m = await lockMessage(tx, kind, id);
    if (!m) return { kind: 'notFound' as const };
    const [existing] = await tx.select().from(inboxReplies).where(eq(inboxReplies.requestKey, input.key));
    if (existing)
      return existing.kind === kind && existing.messageId === id
        ? { kind: 'repeated' as const }
        : { kind: 'keyUsed' as const };
    if (!m.email) return { kind: 'noAddress' as const };
    const product = m.productId
      ? ((
          await tx.select({ article: products.article }).from(products).where(eq(products.id, m.productId))
        )[0]?.article ?? null)
      : null;
    const mail = replyMail(m, kind, input.body, staffName, product);
    const [reply] = await tx
      .insert(inboxReplies)
      .values({
        kind,
        messageId: id,
        staffId: staff.id,
        staffName,
        toEmail: m.email,
        subject: mail.subject,
        body: input.body,
        locale: m.locale,
        requestKey: input.key,
      })
      .onConflictDoNothing({ target: inboxReplies.requestKey })
      .returning();
    if (!reply) return { kind: 'keyUsed' as const };
    return { kind: 'stored' as const, reply, mail, status: m.status };
  });
  if (first.kind === 'notFound' || first.kind === 'noAddress' || first.kind === 'keyUsed')
    return { ok: false, refusal: first.kind };
  if (first.kind === 'repeated') return done(kind, id, true, locale);

  const shop = await getContact();
  let mailId: string;
  try {
    mailId = await sendMail({
      to: first.reply.toEmail,
      subject: first.mail.subject,
      text: first.mail.text,
      ...(shop.email ? { replyTo: shop.email } : {}),
    });
  } catch (err) {
    logger.error({ err, kind, id, replyId: first.reply.id }, 'inbox reply mail failed');
    await db.delete(inboxReplies).where(eq(inboxReplies.id, first.reply.id));
    return { ok: false, refusal: 'mailFailed' };
  }
  await db.transaction(async (tx) => {
    const m = await lockMessage(tx, kind, id);
    await tx
      .update(inboxReplies)
      .set({ sentAt: sql`now()`, mailId })
      .where(eq(inboxReplies.id, first.reply.id));
    if (m && m.status !== 'answered') await writeState(tx, kind, id, { status: 'answered' });
    await recordAudit(tx, staff, {
      entity: 'message',
      entityId: entityId(kind, id),
      action: 'reply',
      data: { replyId: first.reply.id, to: first.reply.toEmail, from: m?.status ?? first.status },
    });
  });
  return done(kind, id, false, locale);
}

/** Confirmed newsletter subscribers, the latest confirmed first, a page at a time. */
export async function listSubscribers(query: SubscriberListQuery): Promise<SubscriberList> {
  const db = await getDb();
  const conditions: SQL[] = [eq(subscribers.status, 'confirmed')];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${subscribers.email} ilike ${like} or ${subscribers.name} ilike ${like})`);
  }
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(subscribers)
      .where(where)
      .orderBy(desc(subscribers.confirmedAt), desc(subscribers.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscribers)
      .where(where),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      locale: r.locale,
      confirmedAt: (r.confirmedAt ?? r.createdAt).toISOString(),
    })),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/**
 * Every confirmed subscriber as CSV (pending and unsubscribed addresses never), for a spreadsheet in the
 * staff member's language: Dutch gets semicolons (what Excel expects there), English commas; a
 * byte-order mark makes Excel read it as UTF-8.
 */
export async function exportSubscribers(locale: Locale): Promise<string> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(subscribers)
    .where(eq(subscribers.status, 'confirmed'))
    .orderBy(asc(subscribers.email));
  const t = (key: string) => translateMessage(locale, `backoffice.inbox.newsletter.${key}`);
  const date = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Amsterdam',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return stringify(
    rows.map((r) => [
      r.email,
      r.name,
      isLocale(r.locale) ? t(`languages.${r.locale}`) : r.locale,
      date.format(r.confirmedAt ?? r.createdAt),
    ]),
    {
      header: true,
      columns: ['email', 'name', 'language', 'confirmedAt'].map((c) => t(`columns.${c}`)),
      delimiter: locale === 'nl' ? ';' : ',',
      record_delimiter: 'windows',
      bom: true,
    },
  );
}
