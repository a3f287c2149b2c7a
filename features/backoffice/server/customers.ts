import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/lib/db/client';
import {
  auditLog,
  chatFiles,
  chatMessages,
  chats,
  contactMessages,
  customerAddresses,
  customerNotes,
  customerProfiles,
  customers,
  media,
  orderLines,
  orders,
  passwordResets,
  payments,
  preOrders,
  recoveryCodes,
  reviews,
  sessions,
  subscribers,
  visitors,
} from '@/lib/db/schema';
import { normaliseVat } from '@/lib/address-rules';
import { translateMessage } from '@/lib/i18n/translate';
import type { CurrentCustomer } from '@/features/accounts';
import { orderNumber } from '@/features/documents';
import { flowOf, orderStatus } from '@/features/checkout';
import type { CustomerListQuery, CustomerNoteInput, StatusDiscountInput } from '../customer-schemas';
import {
  customerVatState,
  type StaffCustomerDetail,
  type StaffCustomerList,
  type StaffCustomerNote,
  type StaffCustomerOrder,
  type VatOrder,
} from '../customer-model';
import { auditOf, recordAudit } from './audit';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

/** The most orders a customer's page lists (the totals count all of them). */
export const ORDERS_SHOWN = 100;

/** The address an erased account's e-mail becomes: unique, and never deliverable (RFC 2606 `.invalid`). */
export const erasedEmail = (id: number) => `erased-${id}@invalid`;

/** A password hash no password matches (it is not a scrypt hash), for erased accounts. */
const UNUSABLE_HASH = 'erased';

const totalInclVat = sql`coalesce((${orders.totals}->>'priceFullWithNDS')::bigint, 0)`;
const confirmedOf = (customerId: number) =>
  and(isNotNull(orders.confirmedAt), eq(orders.customerId, customerId))!;

/** Per customer: confirmed orders, and what the paid ones came to incl. VAT. */
function statsQuery(db: Db | Tx, ids?: number[]) {
  return db
    .select({
      customerId: sql<number>`${orders.customerId}`.as('stats_customer_id'),
      orders: sql<number>`count(*)::int`.as('stats_orders'),
      spent:
        sql<string>`coalesce(sum(${totalInclVat}) filter (where ${orders.paidAt} is not null), 0)::bigint`.as(
          'stats_spent',
        ),
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.confirmedAt),
        ids ? inArray(orders.customerId, ids) : isNotNull(orders.customerId),
      ),
    )
    .groupBy(orders.customerId);
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search over name, e-mail, company, customer number, KvK and VAT number (spaces and dots ignored in the last two). */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  const compact = `%${escapeLike(normaliseVat(q))}%`;
  return or(
    ilike(customers.name, like),
    ilike(customers.email, like),
    ilike(customers.companyName, like),
    ilike(customers.customerNumber, like),
    ilike(customerProfiles.kvk, compact),
    ilike(customerProfiles.btw, compact),
  );
}

/** Customer accounts a page at a time, searched and sorted; staff accounts are never listed. */
export async function listCustomers(query: CustomerListQuery): Promise<StaffCustomerList> {
  const db = await getDb();
  const where = and(eq(customers.role, 'customer'), searchOf(query.q))!;
  const bySums = query.sort === 'orders' || query.sort === 'spent';
  const stats = statsQuery(db).as('stats');
  const columns = {
    id: customers.id,
    customerNumber: customers.customerNumber,
    name: customers.name,
    company: customers.companyName,
    email: customers.email,
    category: customerProfiles.category,
    statusDiscount: customers.statusDiscount,
    blockedAt: customers.blockedAt,
    erasedAt: customers.erasedAt,
    createdAt: customers.createdAt,
  };
  const base = db
    .select(columns)
    .from(customers)
    .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
    .$dynamic();
  const order: Record<CustomerListQuery['sort'], SQL[]> = {
    newest: [desc(customers.createdAt), desc(customers.id)],
    oldest: [asc(customers.createdAt), asc(customers.id)],
    name: [sql`lower(${customers.name}) asc`, asc(customers.id)],
    orders: [sql`coalesce(${stats.orders}, 0) desc`, desc(customers.id)],
    spent: [sql`coalesce(${stats.spent}, 0) desc`, desc(customers.id)],
  };
  // Sorting by orders or spending needs everyone's sums; otherwise only the page's are counted below.
  const paged = (bySums ? base.leftJoin(stats, eq(stats.customerId, customers.id)) : base)
    .where(where)
    .orderBy(...order[query.sort])
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [rows, [{ n }]] = await Promise.all([
    paged,
    db
      .select({ n: count() })
      .from(customers)
      .leftJoin(customerProfiles, eq(customerProfiles.customerId, customers.id))
      .where(where),
  ]);
  const sums = rows.length
    ? await statsQuery(
        db,
        rows.map((r) => r.id),
      )
    : [];
  const sumOf = new Map(sums.map((s) => [Number(s.customerId), s]));
  return {
    data: rows.map((r) => ({
      id: r.id,
      customerNumber: r.customerNumber,
      name: r.name,
      company: r.company || null,
      email: r.email,
      business: r.category != null && r.category !== 'private',
      orders: sumOf.get(r.id)?.orders ?? 0,
      spent: Number(sumOf.get(r.id)?.spent ?? 0),
      statusDiscount: r.statusDiscount,
      blocked: r.blockedAt !== null,
      erased: r.erasedAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/** A customer account (never staff), or undefined. */
async function customerRow(db: Db | Tx, id: number) {
  const [row] = await db
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.role, 'customer')));
  return row;
}

/** The customer's row locked for the rest of the transaction (staff accounts are not customers here). */
async function lockCustomer(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.role, 'customer')))
    .for('update');
  return row;
}

function orderOf(o: typeof orders.$inferSelect): StaffCustomerOrder {
  const totals = o.totals as { priceNet?: number; priceFullWithNDS?: number } | null;
  return {
    id: o.id,
    number: orderNumber(o.id),
    confirmedAt: o.confirmedAt!.toISOString(),
    status: orderStatus(flowOf(o)),
    paid: o.paidAt !== null,
    totalExclVat: Number(totals?.priceNet ?? 0),
    totalInclVat: Number(totals?.priceFullWithNDS ?? 0),
    testMode: o.testMode,
  };
}

async function notesOf(customerId: number): Promise<StaffCustomerNote[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(customerNotes)
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map((n) => ({ id: n.id, at: n.createdAt.toISOString(), author: n.authorName, body: n.body }));
}

/**
 * The VIES state of the customer's VAT number (the profile's, else the latest business order's), from
 * the latest confirmed order that carried it: what the checkout decided and the evidence it stored.
 * VIES itself is not asked.
 */
async function vatOf(customerId: number, profileBtw: string | null) {
  const db = await getDb();
  const btw = sql`upper(regexp_replace(coalesce(${orders.paymentAddress}->>'btw', ''), '[\\s.-]', '', 'g'))`;
  let number = profileBtw ? normaliseVat(profileBtw) : null;
  if (!number) {
    const [latest] = await db
      .select({ btw: sql<string>`${btw}` })
      .from(orders)
      .where(and(confirmedOf(customerId), sql`${btw} <> ''`))
      .orderBy(desc(orders.confirmedAt))
      .limit(1);
    number = latest?.btw ?? null;
  }
  if (!number) return customerVatState(null, null);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(confirmedOf(customerId), sql`${btw} = ${number}`))
    .orderBy(desc(orders.confirmedAt))
    .limit(1);
  const vatOrder: VatOrder | null = order
    ? {
        id: order.id,
        number: orderNumber(order.id),
        confirmedAt: order.confirmedAt!.toISOString(),
        vatMode: order.vatMode,
        vies: order.vies,
      }
    : null;
  return customerVatState(number, vatOrder);
}

/** One customer as staff see them; null for an unknown id or a staff account. */
export async function customerDetail(id: number): Promise<StaffCustomerDetail | null> {
  const db = await getDb();
  const c = await customerRow(db, id);
  if (!c) return null;
  const [[profile], addresses, list, [stats], notes, audit] = await Promise.all([
    db.select().from(customerProfiles).where(eq(customerProfiles.customerId, id)),
    db
      .select()
      .from(customerAddresses)
      .where(eq(customerAddresses.customerId, id))
      .orderBy(asc(customerAddresses.id)),
    db
      .select()
      .from(orders)
      .where(confirmedOf(id))
      .orderBy(desc(orders.confirmedAt), desc(orders.id))
      .limit(ORDERS_SHOWN),
    statsQuery(db, [id]),
    notesOf(id),
    auditOf('customer', id),
  ]);
  const vat = await vatOf(id, profile?.btw ?? null);
  return {
    customer: {
      id: c.id,
      customerNumber: c.customerNumber,
      email: c.email,
      name: c.name,
      companyName: c.companyName,
      phone: c.phone,
      createdAt: c.createdAt.toISOString(),
      statusDiscount: c.statusDiscount,
      blockedAt: c.blockedAt?.toISOString() ?? null,
      erasedAt: c.erasedAt?.toISOString() ?? null,
      twoFactor: c.totpEnabledAt !== null,
      business: !!profile && profile.category !== 'private',
    },
    profile: profile
      ? {
          gender: profile.gender,
          address: profile.address,
          house: profile.house,
          postcode: profile.postcode,
          city: profile.city,
          mailbox: profile.mailbox,
          country: profile.country,
          invoiceEmail: profile.invoiceEmail,
          mobile: profile.mobile,
          category: profile.category,
          kvk: profile.kvk,
          btw: profile.btw,
          bankAccount: profile.bankAccount,
          deliveryAvailability: profile.deliveryAvailability,
          deliveryDays: profile.deliveryDays,
          noNeighbours: profile.noNeighbours,
          newsletter: profile.newsletter,
          termsAcceptedAt: profile.termsAcceptedAt.toISOString(),
        }
      : null,
    addresses: addresses.map((a) => ({
      id: a.id,
      name: a.name,
      address: a.address,
      house: a.house,
      postcode: a.postcode,
      city: a.city,
      country: a.country,
    })),
    orders: list.map(orderOf),
    stats: { orders: stats?.orders ?? 0, spent: Number(stats?.spent ?? 0) },
    vat,
    notes,
    audit,
  };
}

/** Why a change to a customer was not made. */
export type CustomerRefusal = 'notFound' | 'erased' | 'changed';

export type DiscountOutcome =
  | { ok: true; repeated: boolean; percent: number }
  | { ok: false; refusal: CustomerRefusal; last?: { actor: string; percent: number } | null };

/**
 * Sets the customer-status discount (spec §3), race-safe: the row is locked and the value compared with
 * the one the staff member's page showed (`from`). Already the asked value: a repeat, nothing written.
 * Changed by someone else in between: refused, with who set what.
 */
export async function setStatusDiscount(
  id: number,
  input: StatusDiscountInput,
  staff: Staff,
): Promise<DiscountOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<DiscountOutcome> => {
    const c = await lockCustomer(tx, id);
    if (!c) return { ok: false, refusal: 'notFound' };
    if (c.erasedAt) return { ok: false, refusal: 'erased' };
    if (c.statusDiscount === input.percent) return { ok: true, repeated: true, percent: c.statusDiscount };
    if (c.statusDiscount !== input.from) {
      const [last] = await tx
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.entity, 'customer'),
            eq(auditLog.entityId, String(id)),
            eq(auditLog.action, 'statusDiscount'),
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(1);
      const to = last?.data?.to;
      return {
        ok: false,
        refusal: 'changed',
        last: last && to === c.statusDiscount ? { actor: last.actorName, percent: c.statusDiscount } : null,
      };
    }
    await tx
      .update(customers)
      .set({ statusDiscount: input.percent, updatedAt: sql`now()` })
      .where(eq(customers.id, id));
    await recordAudit(tx, staff, {
      entity: 'customer',
      entityId: id,
      action: 'statusDiscount',
      data: { from: c.statusDiscount, to: input.percent },
    });
    return { ok: true, repeated: false, percent: input.percent };
  });
}

export type NoteOutcome =
  { ok: true; repeated: boolean; note: StaffCustomerNote } | { ok: false; refusal: CustomerRefusal };

/** Adds a staff note; the same form submission (its key) sent again stores nothing and answers the note. */
export async function addCustomerNote(
  id: number,
  input: CustomerNoteInput,
  staff: Staff,
): Promise<NoteOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<NoteOutcome> => {
    const c = await lockCustomer(tx, id);
    if (!c) return { ok: false, refusal: 'notFound' };
    if (c.erasedAt) return { ok: false, refusal: 'erased' };
    const [row] = await tx
      .insert(customerNotes)
      .values({
        customerId: id,
        authorId: staff.id,
        authorName: staff.name || staff.email,
        body: input.body,
        clientKey: input.key ?? null,
      })
      .onConflictDoNothing()
      .returning();
    const note =
      row ??
      (
        await tx
          .select()
          .from(customerNotes)
          .where(and(eq(customerNotes.customerId, id), eq(customerNotes.clientKey, input.key!)))
      )[0];
    if (row)
      await recordAudit(tx, staff, {
        entity: 'customer',
        entityId: id,
        action: 'note',
        data: { noteId: row.id },
      });
    return {
      ok: true,
      repeated: !row,
      note: { id: note.id, at: note.createdAt.toISOString(), author: note.authorName, body: note.body },
    };
  });
}

export type BlockOutcome =
  { ok: true; repeated: boolean; blockedAt: string | null } | { ok: false; refusal: CustomerRefusal };

/**
 * Blocks a customer's account (it can no longer sign in, and every open session ends at once) or lifts
 * the block. Idempotent: asking for the state the account is already in changes nothing.
 */
export async function setCustomerBlocked(id: number, blocked: boolean, staff: Staff): Promise<BlockOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<BlockOutcome> => {
    const c = await lockCustomer(tx, id);
    if (!c) return { ok: false, refusal: 'notFound' };
    if (c.erasedAt) return { ok: false, refusal: 'erased' };
    if ((c.blockedAt !== null) === blocked)
      return { ok: true, repeated: true, blockedAt: c.blockedAt?.toISOString() ?? null };
    const [row] = await tx
      .update(customers)
      .set({ blockedAt: blocked ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(customers.id, id))
      .returning({ blockedAt: customers.blockedAt });
    let ended = 0;
    if (blocked)
      ended = (await tx.delete(sessions).where(eq(sessions.customerId, id)).returning({ id: sessions.id }))
        .length;
    await recordAudit(tx, staff, {
      entity: 'customer',
      entityId: id,
      action: blocked ? 'block' : 'unblock',
      data: blocked ? { sessionsEnded: ended } : undefined,
    });
    return { ok: true, repeated: false, blockedAt: row.blockedAt?.toISOString() ?? null };
  });
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * Everything the shop holds on a customer (GDPR access request), as one JSON document: the account
 * (without password hash, second-factor secret or recovery codes), profile, addresses, orders with lines
 * and payments, reviews, chats with their messages (by account, or by a visitor id the account used),
 * the newsletter subscription, contact messages and pre-orders sent from their e-mail addresses, and the
 * staff notes. Secrets that open something are left out (visitor ids of orders, newsletter tokens,
 * payment links). Recorded in the audit log. Null for an unknown id or a staff account.
 */
export async function exportCustomer(id: number, staff: Staff): Promise<Record<string, unknown> | null> {
  const db = await getDb();
  const c = await customerRow(db, id);
  if (!c) return null;
  const [[profile], addresses, orderRows, reviewRows, notes, uids] = await Promise.all([
    db.select().from(customerProfiles).where(eq(customerProfiles.customerId, id)),
    db.select().from(customerAddresses).where(eq(customerAddresses.customerId, id)),
    db.select().from(orders).where(confirmedOf(id)).orderBy(asc(orders.confirmedAt)),
    db.select().from(reviews).where(eq(reviews.customerId, id)).orderBy(asc(reviews.createdAt)),
    db
      .select()
      .from(customerNotes)
      .where(eq(customerNotes.customerId, id))
      .orderBy(asc(customerNotes.createdAt)),
    db.select({ uid: visitors.uid }).from(visitors).where(eq(visitors.customerId, id)),
  ]);
  const emails = [...new Set([c.email, profile?.invoiceEmail].filter((e): e is string => !!e))];
  const orderIds = orderRows.map((o) => o.id);
  const chatWhere = uids.length
    ? or(
        eq(chats.customerId, id),
        inArray(
          chats.uid,
          uids.map((u) => u.uid),
        ),
      )!
    : eq(chats.customerId, id);
  const [lines, paid, chatRows, subs, contacts, preorders] = await Promise.all([
    orderIds.length
      ? db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds))
      : Promise.resolve([]),
    orderIds.length
      ? db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.createdAt))
      : Promise.resolve([]),
    db.select().from(chats).where(chatWhere).orderBy(asc(chats.createdAt)),
    db.select().from(subscribers).where(inArray(subscribers.email, emails)),
    db
      .select()
      .from(contactMessages)
      .where(inArray(sql`lower(${contactMessages.email})`, emails))
      .orderBy(asc(contactMessages.createdAt)),
    db
      .select()
      .from(preOrders)
      .where(inArray(sql`lower(${preOrders.email})`, emails))
      .orderBy(asc(preOrders.createdAt)),
  ]);
  const chatIds = chatRows.map((ch) => ch.id);
  const messages = chatIds.length
    ? await db
        .select({
          chatId: chatMessages.chatId,
          sender: chatMessages.sender,
          staffName: chatMessages.staffName,
          body: chatMessages.body,
          file: chatFiles.name,
          createdAt: chatMessages.createdAt,
        })
        .from(chatMessages)
        .leftJoin(chatFiles, eq(chatFiles.id, chatMessages.fileId))
        .where(inArray(chatMessages.chatId, chatIds))
        .orderBy(asc(chatMessages.id))
    : [];
  await db.transaction(async (tx) =>
    recordAudit(tx, staff, { entity: 'customer', entityId: id, action: 'export' }),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: c.id,
      customerNumber: c.customerNumber,
      email: c.email,
      name: c.name,
      companyName: c.companyName,
      phone: c.phone,
      statusDiscount: c.statusDiscount,
      twoFactorEnabled: c.totpEnabledAt !== null,
      createdAt: iso(c.createdAt),
      updatedAt: iso(c.updatedAt),
      blockedAt: iso(c.blockedAt),
      erasedAt: iso(c.erasedAt),
    },
    profile: profile
      ? {
          ...profile,
          customerId: undefined,
          termsAcceptedAt: iso(profile.termsAcceptedAt),
          updatedAt: iso(profile.updatedAt),
        }
      : null,
    addresses: addresses.map((a) => ({ ...a, customerId: undefined, createdAt: iso(a.createdAt) })),
    orders: orderRows.map((o) => ({
      id: o.id,
      number: orderNumber(o.id),
      status: orderStatus(flowOf(o)),
      locale: o.locale,
      confirmedAt: iso(o.confirmedAt),
      paidAt: iso(o.paidAt),
      canceledAt: iso(o.canceledAt),
      shippedAt: iso(o.shippedAt),
      deliveredAt: iso(o.deliveredAt),
      paymentMethod: o.paymentMethod,
      testMode: o.testMode,
      billingAddress: o.paymentAddress,
      deliveryType: o.deliveryType,
      deliveryOptions: o.deliveryOptions,
      deliveryAddress: o.deliveryForm,
      remark: o.description,
      coupon: o.coupon,
      vatMode: o.vatMode,
      vies: o.vies,
      totals: o.totals,
      carrier: o.carrier,
      trackingCode: o.trackingCode,
      lines: lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          productId: l.productId,
          name: l.name,
          article: l.article,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          configuration: l.configuration,
        })),
      payments: paid
        .filter((p) => p.orderId === o.id)
        .map((p) => ({
          id: p.id,
          provider: p.provider,
          method: p.method,
          amount: p.amount,
          status: p.status,
          createdAt: iso(p.createdAt),
        })),
    })),
    reviews: reviewRows.map((r) => ({
      id: r.id,
      productId: r.productId,
      name: r.name,
      rating: r.rating,
      text: r.text,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
    chats: chatRows.map((ch) => ({
      id: ch.id,
      status: ch.status,
      createdAt: iso(ch.createdAt),
      messages: messages
        .filter((m) => m.chatId === ch.id)
        .map((m) => ({
          from: m.sender === 'staff' ? (m.staffName ?? 'staff') : 'customer',
          body: m.body,
          file: m.file,
          at: iso(m.createdAt),
        })),
    })),
    newsletter: subs.map((s) => ({
      email: s.email,
      name: s.name,
      status: s.status,
      createdAt: iso(s.createdAt),
      confirmedAt: iso(s.confirmedAt),
      unsubscribedAt: iso(s.unsubscribedAt),
    })),
    contactMessages: contacts.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      phone: m.phone,
      message: m.message,
      createdAt: iso(m.createdAt),
    })),
    preOrders: preorders.map((p) => ({
      id: p.id,
      productId: p.productId,
      quantity: p.quantity,
      name: p.name,
      email: p.email,
      phone: p.phone,
      company: p.company,
      message: p.message,
      createdAt: iso(p.createdAt),
    })),
    notes: notes.map((n) => ({ author: n.authorName, body: n.body, at: iso(n.createdAt) })),
  };
}

export type EraseOutcome =
  { ok: true; repeated: boolean; ordersKept: number } | { ok: false; refusal: 'notFound' | 'confirm' };

/**
 * Erases the person behind a customer account (GDPR), in one transaction under the account's row lock.
 * Gone: name, e-mail (→ erased-<id>@invalid), phone, company, password (an unusable hash), second factor,
 * sessions, reset links, profile with logo, addresses, open cart, staff notes, the newsletter
 * subscription, the shopper's chat messages and files, and the name, address, phone and text of contact
 * messages and pre-orders sent from their addresses; their reviews stay under an anonymous name. Kept:
 * the confirmed orders with their billing and delivery addresses, lines, payments and invoices (Dutch law
 * keeps those 7 years) and the account row with its customer number, so the orders still show they were
 * this — now erased — customer's. `confirm` must be the customer number. Idempotent.
 */
export async function eraseCustomer(id: number, confirm: string, staff: Staff): Promise<EraseOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<EraseOutcome> => {
    const c = await lockCustomer(tx, id);
    if (!c) return { ok: false, refusal: 'notFound' };
    if (confirm.trim().toUpperCase() !== c.customerNumber.toUpperCase())
      return { ok: false, refusal: 'confirm' };
    const [{ kept }] = await tx.select({ kept: count() }).from(orders).where(confirmedOf(id));
    if (c.erasedAt) return { ok: true, repeated: true, ordersKept: kept };
    const [profile] = await tx.select().from(customerProfiles).where(eq(customerProfiles.customerId, id));
    const emails = [...new Set([c.email, profile?.invoiceEmail].filter((e): e is string => !!e))];
    const gone = erasedEmail(id);

    await tx.delete(sessions).where(eq(sessions.customerId, id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, id));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, id));
    await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
    await tx.delete(customerProfiles).where(eq(customerProfiles.customerId, id));
    if (profile?.logoPath) await tx.delete(media).where(eq(media.path, profile.logoPath));
    await tx.delete(customerNotes).where(eq(customerNotes.customerId, id));
    // The open cart is not an order (nothing to keep); one with a payment attempt stays as it is.
    await tx
      .delete(orders)
      .where(
        and(
          eq(orders.customerId, id),
          eq(orders.status, 'cart'),
          sql`not exists (select 1 from ${payments} where ${payments.orderId} = ${orders.id})`,
        ),
      );
    await tx.delete(subscribers).where(inArray(subscribers.email, emails));
    await tx
      .update(contactMessages)
      .set({ name: '', email: gone, phone: '', message: '' })
      .where(inArray(sql`lower(${contactMessages.email})`, emails));
    await tx
      .update(preOrders)
      .set({ name: '', email: gone, phone: '', company: null, message: null })
      .where(inArray(sql`lower(${preOrders.email})`, emails));
    const own = tx.select({ id: chats.id }).from(chats).where(eq(chats.customerId, id));
    await tx
      .update(chatMessages)
      .set({ body: '' })
      .where(and(inArray(chatMessages.chatId, own), eq(chatMessages.sender, 'shopper')));
    await tx.delete(chatFiles).where(inArray(chatFiles.chatId, own));
    await tx
      .update(reviews)
      .set({
        name: sql`case when ${reviews.locale} = 'en' then ${translateMessage('en', 'backoffice.customers.erase.reviewer')} else ${translateMessage('nl', 'backoffice.customers.erase.reviewer')} end`,
      })
      .where(eq(reviews.customerId, id));
    await tx.update(visitors).set({ customerId: null }).where(eq(visitors.customerId, id));
    await tx
      .update(customers)
      .set({
        email: gone,
        name: '',
        companyName: null,
        phone: null,
        passwordHash: UNUSABLE_HASH,
        totpSecret: null,
        totpEnabledAt: null,
        totpLastStep: null,
        statusDiscount: 0,
        erasedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, id));
    await recordAudit(tx, staff, {
      entity: 'customer',
      entityId: id,
      action: 'erase',
      data: { ordersKept: kept },
    });
    return { ok: true, repeated: false, ordersKept: kept };
  });
}
