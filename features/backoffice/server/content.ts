import 'server-only';
import { asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { banners, faqItems, faqTypes, settings } from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import type { CurrentCustomer } from '@/features/accounts';
import { actorName, recordAudit } from './audit';
import {
  phoneHref,
  type ContactSettingsInput,
  type EditableSetting,
  type FaqGroupCreateInput,
  type FaqGroupUpdateInput,
  type FaqItemCreateInput,
  type FaqItemUpdateInput,
  type MoveInput,
  type ShippingSettingsInput,
  type WorkTimeSettingsInput,
  WEEKDAYS,
} from '../content-schemas';

/**
 * The back office's content: the FAQ (groups and questions, both languages) and the shop settings staff
 * edit (contact, opening hours, shipping cut-off). Every change locks the row it replaces, compares the
 * version the form loaded (`updatedAt`) so a colleague's change in between is refused with who and when,
 * is written to the audit log in the same transaction, and after the commit drops the shop's cached reads
 * ('faq' / 'settings' tags, and with them the full-page cache) on every instance.
 */

type Who = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

export type Stale = { by: string | null; at: string };
export type ContentOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: 'notFound' }
  | { ok: false; refusal: 'stale'; stale: Stale }
  | { ok: false; refusal: 'duplicateKey' };

export interface StaffFaqItem {
  id: number;
  typeId: number;
  questionNl: string;
  questionEn: string;
  answerNl: string;
  answerEn: string;
  sort: number;
  hidden: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

export interface StaffFaqGroup {
  id: number;
  key: string;
  nameNl: string;
  nameEn: string;
  sort: number;
  hidden: boolean;
  updatedAt: string;
  updatedBy: string | null;
  items: StaffFaqItem[];
}

const iso = (d: Date) => d.toISOString();
const sameVersion = (at: Date, sent: string) => at.getTime() === Date.parse(sent);
const stale = (row: { updatedAt: Date; updatedBy: string | null }) =>
  ({ ok: false, refusal: 'stale', stale: { by: row.updatedBy, at: iso(row.updatedAt) } }) as const;

const itemOf = (r: typeof faqItems.$inferSelect): StaffFaqItem => ({
  id: r.id,
  typeId: r.typeId,
  questionNl: r.questionNl,
  questionEn: r.questionEn,
  answerNl: r.answerNl,
  answerEn: r.answerEn,
  sort: r.sort,
  hidden: r.hidden,
  updatedAt: iso(r.updatedAt),
  updatedBy: r.updatedBy,
});

/** Every group with every question (hidden ones too), in the shop's order. */
export async function staffFaq(): Promise<StaffFaqGroup[]> {
  const db = await getDb();
  const [types, items] = await Promise.all([
    db.select().from(faqTypes).orderBy(asc(faqTypes.sort), asc(faqTypes.id)),
    db.select().from(faqItems).orderBy(asc(faqItems.sort), asc(faqItems.id)),
  ]);
  return types.map((t) => ({
    id: t.id,
    key: t.key,
    nameNl: t.nameNl,
    nameEn: t.nameEn,
    sort: t.sort,
    hidden: t.hidden,
    updatedAt: iso(t.updatedAt),
    updatedBy: t.updatedBy,
    items: items.filter((i) => i.typeId === t.id).map(itemOf),
  }));
}

export async function staffFaqItem(id: number): Promise<StaffFaqItem | null> {
  const db = await getDb();
  const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id)).limit(1);
  return row ? itemOf(row) : null;
}

/** Runs a change and, when it went through, drops the shop's cached copies of what it changed. */
async function change<T>(
  tag: string,
  fn: (tx: Tx) => Promise<ContentOutcome<T>>,
): Promise<ContentOutcome<T>> {
  const db = await getDb();
  const outcome = await db.transaction(fn);
  if (outcome.ok) invalidate(tag);
  return outcome;
}

export function createFaqGroup(input: FaqGroupCreateInput, who: Who) {
  return change<StaffFaqGroup>('faq', async (tx) => {
    const [taken] = await tx.select({ id: faqTypes.id }).from(faqTypes).where(eq(faqTypes.key, input.key));
    if (taken) return { ok: false, refusal: 'duplicateKey' };
    const [{ last }] = await tx.select({ last: max(faqTypes.sort) }).from(faqTypes);
    const [row] = await tx
      .insert(faqTypes)
      .values({ ...input, sort: (last ?? 0) + 1, updatedAt: new Date(), updatedBy: actorName(who) })
      .onConflictDoNothing()
      .returning();
    if (!row) return { ok: false, refusal: 'duplicateKey' };
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `faq-group:${row.id}`,
      action: 'create',
      data: input,
    });
    return { ok: true, value: { ...row, updatedAt: iso(row.updatedAt), items: [] } };
  });
}

export function updateFaqGroup(id: number, input: FaqGroupUpdateInput, who: Who) {
  return change<{ updatedAt: string }>('faq', async (tx) => {
    const [row] = await tx.select().from(faqTypes).where(eq(faqTypes.id, id)).for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, input.updatedAt)) return stale(row);
    const { updatedAt: _, ...fields } = input;
    const [saved] = await tx
      .update(faqTypes)
      .set({ ...fields, updatedAt: new Date(), updatedBy: actorName(who) })
      .where(eq(faqTypes.id, id))
      .returning({ updatedAt: faqTypes.updatedAt });
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `faq-group:${id}`,
      action: 'update',
      data: { before: { nameNl: row.nameNl, nameEn: row.nameEn, hidden: row.hidden }, after: fields },
    });
    return { ok: true, value: { updatedAt: iso(saved.updatedAt) } };
  });
}

export function createFaqItem(input: FaqItemCreateInput, who: Who) {
  return change<StaffFaqItem>('faq', async (tx) => {
    const [group] = await tx
      .select({ id: faqTypes.id })
      .from(faqTypes)
      .where(eq(faqTypes.id, input.typeId))
      .for('update');
    if (!group) return { ok: false, refusal: 'notFound' };
    const [{ last }] = await tx
      .select({ last: max(faqItems.sort) })
      .from(faqItems)
      .where(eq(faqItems.typeId, input.typeId));
    const [row] = await tx
      .insert(faqItems)
      .values({ ...input, sort: (last ?? 0) + 1, updatedAt: new Date(), updatedBy: actorName(who) })
      .returning();
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `faq:${row.id}`,
      action: 'create',
      data: input,
    });
    return { ok: true, value: itemOf(row) };
  });
}

export function updateFaqItem(id: number, input: FaqItemUpdateInput, who: Who) {
  return change<StaffFaqItem>('faq', async (tx) => {
    const [row] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, input.updatedAt)) return stale(row);
    const { updatedAt: _, ...fields } = input;
    let sort = row.sort;
    if (fields.typeId !== row.typeId) {
      const [group] = await tx
        .select({ id: faqTypes.id })
        .from(faqTypes)
        .where(eq(faqTypes.id, fields.typeId));
      if (!group) return { ok: false, refusal: 'notFound' };
      const [{ last }] = await tx
        .select({ last: max(faqItems.sort) })
        .from(faqItems)
        .where(eq(faqItems.typeId, fields.typeId));
      sort = (last ?? 0) + 1;
    }
    const [saved] = await tx
      .update(faqItems)
      .set({ ...fields, sort, updatedAt: new Date(), updatedBy: actorName(who) })
      .where(eq(faqItems.id, id))
      .returning();
    const before = Object.fromEntries(
      Object.keys(fields).map((k) => [k, row[k as keyof typeof fields]]),
    ) as Record<string, unknown>;
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `faq:${id}`,
      action: 'update',
      data: { before, after: fields },
    });
    return { ok: true, value: itemOf(saved) };
  });
}

/** Deletes a question (a repeated delete finds nothing: 404). */
export function deleteFaqItem(id: number, updatedAt: string, who: Who) {
  return change<{ id: number }>('faq', async (tx) => {
    const [row] = await tx.select().from(faqItems).where(eq(faqItems.id, id)).for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, updatedAt)) return stale(row);
    await tx.delete(faqItems).where(eq(faqItems.id, id));
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `faq:${id}`,
      action: 'delete',
      data: itemOf(row) as never,
    });
    return { ok: true, value: { id } };
  });
}

/** The ordered lists staff reorder with up and down buttons: the FAQ's groups and questions, the banners. */
type OrderedTable = typeof faqTypes | typeof faqItems | typeof banners;

/**
 * Moves a row one place up or down in its list: the rows of `table` that `scope` (given the row) picks.
 * The row and its list are locked (SELECT … FOR UPDATE), the two rows swap places and the list's sort
 * values are renumbered (`step` apart, so equal seed values cannot get in the way); the two rows get the
 * change stamp and the move is audited as `entityId`. At the top (bottom) nothing changes; a row that is
 * not there, or not in its scope, is not found.
 */
export async function moveInList<T extends OrderedTable>(
  tx: Tx,
  table: T,
  id: number,
  direction: 'up' | 'down',
  {
    who,
    entityId,
    scope,
    step = 1,
  }: { who: Who; entityId: string; scope?: (row: T['$inferSelect']) => SQL | undefined; step?: number },
): Promise<ContentOutcome<{ moved: boolean }>> {
  const t = table as typeof faqTypes;
  const [row] = (await tx.select().from(t).where(eq(t.id, id)).for('update')) as T['$inferSelect'][];
  if (!row) return { ok: false, refusal: 'notFound' };
  const siblings = await tx
    .select({ id: t.id })
    .from(t)
    .where(scope?.(row))
    .orderBy(asc(t.sort), asc(t.id))
    .for('update');
  const order = siblings.map((s) => s.id);
  const at = order.indexOf(id);
  if (at < 0) return { ok: false, refusal: 'notFound' };
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= order.length) return { ok: true, value: { moved: false } };
  [order[at], order[to]] = [order[to], order[at]];
  const now = new Date();
  for (const [i, sid] of order.entries()) {
    const set =
      sid === id || sid === order[at]
        ? { sort: (i + 1) * step, updatedAt: now, updatedBy: actorName(who) }
        : { sort: (i + 1) * step };
    await tx.update(t).set(set).where(eq(t.id, sid));
  }
  await recordAudit(tx, who, {
    entity: 'content',
    entityId,
    action: direction === 'up' ? 'moveUp' : 'moveDown',
  });
  return { ok: true, value: { moved: true } };
}

/** Moves a question one place up or down within its group, or a group among the groups. */
export function moveFaq(kind: 'group' | 'item', id: number, { direction }: MoveInput, who: Who) {
  return change<{ moved: boolean }>('faq', (tx) =>
    kind === 'group'
      ? moveInList(tx, faqTypes, id, direction, { who, entityId: `faq-group:${id}` })
      : moveInList(tx, faqItems, id, direction, {
          who,
          entityId: `faq:${id}`,
          scope: (row) => eq(faqItems.typeId, row.typeId),
        }),
  );
}

// ---- Settings ----

export interface StaffSetting<T> {
  value: T;
  updatedAt: string;
  updatedBy: string | null;
}

export interface WorkDay {
  day: number;
  key: string;
  open: string | null;
  close: string | null;
}

export interface StaffSettings {
  contact: StaffSetting<{ phone: string; email: string } & Record<string, unknown>>;
  work_time: StaffSetting<{ timezone: string; days: WorkDay[] }>;
  shipping: StaffSetting<{ cutoff: string; timezone: string }>;
}

const DEFAULTS: { [K in EditableSetting]: StaffSettings[K]['value'] } = {
  contact: { phone: '', email: '' },
  work_time: {
    timezone: 'Europe/Amsterdam',
    days: WEEKDAYS.map((key, i) => ({ day: i + 1, key, open: null, close: null })),
  },
  shipping: { cutoff: '15:00', timezone: 'Europe/Amsterdam' },
};

/** The settings staff edit, as stored now (never from the shop's cache: the form needs the version). */
export async function staffSettings(): Promise<StaffSettings> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, ['contact', 'work_time', 'shipping']));
  const of = <K extends EditableSetting>(key: K): StaffSettings[K] => {
    const row = rows.find((r) => r.key === key);
    return {
      value: (row?.value as StaffSettings[K]['value']) ?? DEFAULTS[key],
      updatedAt: iso(row?.updatedAt ?? new Date(0)),
      updatedBy: row?.updatedBy ?? null,
    } as StaffSettings[K];
  };
  return { contact: of('contact'), work_time: of('work_time'), shipping: of('shipping') };
}

/** Replaces one setting's value with `next(current)`, under the row lock and the version check. */
function saveSetting(
  key: EditableSetting,
  sent: string,
  who: Who,
  next: (current: Record<string, unknown>) => Record<string, unknown>,
) {
  return change<{ value: unknown; updatedAt: string }>('settings', async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, key)).for('update');
    const at = row?.updatedAt ?? new Date(0);
    if (!sameVersion(at, sent)) return stale({ updatedAt: at, updatedBy: row?.updatedBy ?? null });
    const current = (row?.value as Record<string, unknown>) ?? (DEFAULTS[key] as Record<string, unknown>);
    const value = next(current);
    const stamp = { updatedAt: new Date(), updatedBy: actorName(who) };
    const [saved] = await tx
      .insert(settings)
      .values({ key, value, ...stamp })
      .onConflictDoUpdate({ target: settings.key, set: { value, ...stamp } })
      .returning();
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `setting:${key}`,
      action: 'update',
      data: { before: current, after: value },
    });
    return { ok: true, value: { value: saved.value, updatedAt: iso(saved.updatedAt) } };
  });
}

export const saveContact = (input: ContactSettingsInput, who: Who) =>
  saveSetting('contact', input.updatedAt, who, (c) => ({
    ...c,
    phone: input.phone,
    phoneHref: phoneHref(input.phone),
    email: input.email,
  }));

export const saveWorkTime = (input: WorkTimeSettingsInput, who: Who) =>
  saveSetting('work_time', input.updatedAt, who, (c) => ({
    timezone: 'Europe/Amsterdam',
    ...c,
    days: input.days.map((d, i) => ({ day: i + 1, key: WEEKDAYS[i], open: d.open, close: d.close })),
  }));

export const saveShipping = (input: ShippingSettingsInput, who: Who) =>
  saveSetting('shipping', input.updatedAt, who, (c) => ({
    timezone: 'Europe/Amsterdam',
    ...c,
    cutoff: input.cutoff,
  }));
