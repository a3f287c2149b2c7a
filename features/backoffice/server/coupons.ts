import 'server-only';
import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { categories, coupons, orders, settings } from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import type { CurrentCustomer } from '@/features/accounts';
import type {
  CouponCategoryChoice,
  CouponEditInput,
  CouponInput,
  CouponListQuery,
  StaffCoupon,
  StaffCouponList,
  StatusLevel,
  StatusLevels,
  StatusLevelsInput,
} from '../coupon-schemas';
import { actorName, recordAudit } from './audit';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;
type CouponRow = typeof coupons.$inferSelect;

/** The settings key of the named customer-status discount levels. */
export const STATUS_LEVELS_KEY = 'statusLevels';
/** The levels until staff save their own. */
export const DEFAULT_STATUS_LEVELS: StatusLevel[] = [
  { name: 'Brons', percent: 2 },
  { name: 'Zilver', percent: 5 },
  { name: 'Goud', percent: 8 },
];

const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;
const dayAfter = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/Amsterdam')`;
/** A moment's day in the shop's time zone (an end moment: the last day it still holds). */
const dayOf = (d: Date | null, end = false): string | null => {
  if (!d) return null;
  const at = end ? new Date(d.getTime() - 1) : d;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(at);
};

function view(r: CouponRow, uses: number): StaffCoupon {
  return {
    code: r.code,
    kind: r.percent !== null ? 'percent' : 'amount',
    value: r.percent ?? r.amount ?? 0,
    active: r.active,
    validFrom: dayOf(r.validFrom),
    validUntil: dayOf(r.validUntil, true),
    maxUses: r.maxUses,
    maxUsesPerCustomer: r.maxUsesPerCustomer,
    minOrder: r.minOrder,
    note: r.note,
    categoryIds: r.categoryIds ?? [],
    uses,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    updatedBy: r.updatedBy,
  };
}

/** Redemptions per code: confirmed (pending or paid) orders carrying it (orders_coupon_idx). */
async function usesOf(db: Pick<Tx, 'select'>, codes: string[]): Promise<Map<string, number>> {
  if (!codes.length) return new Map();
  const rows = await db
    .select({ code: orders.coupon, n: count() })
    .from(orders)
    .where(and(inArray(orders.coupon, codes), inArray(orders.status, ['pending', 'paid'])))
    .groupBy(orders.coupon);
  return new Map(rows.map((r) => [r.code!, r.n]));
}

/** A page of coupons by code, searched on the code and filtered on active/inactive. */
export async function listCoupons(query: CouponListQuery): Promise<StaffCouponList> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(coupons.code, `%${query.q.replace(/[\\%_]/g, '\\$&')}%`));
  if (query.state !== 'all') conditions.push(eq(coupons.active, query.state === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(asc(coupons.code))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(coupons).where(where),
  ]);
  const uses = await usesOf(
    db,
    rows.map((r) => r.code),
  );
  return {
    data: rows.map((r) => view(r, uses.get(r.code) ?? 0)),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

export async function getCoupon(code: string): Promise<StaffCoupon | null> {
  const db = await getDb();
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row) return null;
  return view(row, (await usesOf(db, [code])).get(code) ?? 0);
}

/** The stored columns of an input (validity days as moments in the shop's time zone). */
const columnsOf = (input: CouponInput) => ({
  percent: input.kind === 'percent' ? input.value : null,
  amount: input.kind === 'amount' ? input.value : null,
  active: input.active,
  validFrom: input.validFrom ? dayStart(input.validFrom) : null,
  validUntil: input.validUntil ? dayAfter(input.validUntil) : null,
  maxUses: input.maxUses,
  maxUsesPerCustomer: input.maxUsesPerCustomer,
  minOrder: input.minOrder,
  note: input.note,
  categoryIds: input.categoryIds.length ? input.categoryIds : null,
});

/** The fields staff edit, to tell a repeated submission from a change (and to log from → to). */
const editable = (c: StaffCoupon | CouponInput) => ({
  kind: c.kind,
  value: c.value,
  active: c.active,
  validFrom: c.validFrom,
  validUntil: c.validUntil,
  maxUses: c.maxUses,
  maxUsesPerCustomer: c.maxUsesPerCustomer,
  minOrder: c.minOrder,
  note: c.note,
  categoryIds: c.categoryIds,
});
const same = (a: StaffCoupon, b: CouponInput) => JSON.stringify(editable(a)) === JSON.stringify(editable(b));

async function lockCoupon(tx: Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).for('update');
  return row;
}

export type CouponOutcome =
  | { ok: true; repeated: boolean; coupon: StaffCoupon }
  | { ok: false; refusal: 'taken' | 'notFound' | 'categories' }
  | { ok: false; refusal: 'changed'; by: string | null; at: string };

/**
 * Creates a coupon. A code that exists is refused ('taken'), unless it is this very coupon sent again
 * (a retried submission): then a repeat. Race-safe through the primary key.
 */
export async function createCoupon(input: CouponInput, staff: Staff): Promise<CouponOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<CouponOutcome> => {
    if (!(await categoriesExist(tx, input.categoryIds))) return { ok: false, refusal: 'categories' };
    const [created] = await tx
      .insert(coupons)
      .values({ code: input.code, ...columnsOf(input), updatedBy: actorName(staff), updatedAt: new Date() })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      const existing = await lockCoupon(tx, input.code);
      const shown = existing && view(existing, 0);
      if (shown && same(shown, input) && existing.updatedBy === actorName(staff))
        return {
          ok: true,
          repeated: true,
          coupon: view(existing, (await usesOf(tx, [input.code])).get(input.code) ?? 0),
        };
      return { ok: false, refusal: 'taken' };
    }
    await recordAudit(tx, staff, {
      entity: 'coupon',
      entityId: created.code,
      action: 'create',
      data: editable(input),
    });
    return { ok: true, repeated: false, coupon: view(created, 0) };
  });
}

/**
 * Edits a coupon under a row lock. The form sends the version (`updatedAt`) it was loaded with: a coupon
 * changed since is refused with who changed it when, unless it already is what was sent (a repeat).
 */
export async function updateCoupon(
  code: string,
  input: CouponEditInput,
  staff: Staff,
): Promise<CouponOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<CouponOutcome> => {
    const row = await lockCoupon(tx, code);
    if (!row) return { ok: false, refusal: 'notFound' };
    const uses = (await usesOf(tx, [code])).get(code) ?? 0;
    const before = view(row, uses);
    if (same(before, input)) return { ok: true, repeated: true, coupon: before };
    if (!(await categoriesExist(tx, input.categoryIds))) return { ok: false, refusal: 'categories' };
    if (before.updatedAt !== new Date(input.updatedAt).toISOString())
      return { ok: false, refusal: 'changed', by: row.updatedBy, at: before.updatedAt };
    const [updated] = await tx
      .update(coupons)
      .set({ ...columnsOf(input), updatedAt: new Date(), updatedBy: actorName(staff) })
      .where(eq(coupons.code, code))
      .returning();
    const after = view(updated, uses);
    const from = editable(before);
    const to = editable(after);
    const changed = (Object.keys(to) as (keyof typeof to)[]).filter(
      (k) => JSON.stringify(from[k]) !== JSON.stringify(to[k]),
    );
    await recordAudit(tx, staff, {
      entity: 'coupon',
      entityId: code,
      action: 'edit',
      data: Object.fromEntries(changed.map((k) => [k, { from: from[k], to: to[k] }])),
    });
    return { ok: true, repeated: false, coupon: after };
  });
}

async function categoriesExist(tx: Pick<Tx, 'select'>, ids: number[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  return rows.length === ids.length;
}

/** The categories a coupon can be limited to, in tree order (parents before their children). */
export async function couponCategoryChoices(locale: 'nl' | 'en'): Promise<CouponCategoryChoice[]> {
  const db = await getDb();
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const out: CouponCategoryChoice[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const r of rows.filter((c) => c.parentId === parent)) {
      out.push({ id: r.id, name: locale === 'en' ? r.nameEn : r.nameNl, depth });
      if (depth < 6) walk(r.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Deactivates a coupon (the checkout refuses it from now on; orders that carry it keep their price). */
export async function deactivateCoupon(code: string, staff: Staff): Promise<CouponOutcome> {
  const db = await getDb();
  return db.transaction(async (tx): Promise<CouponOutcome> => {
    const row = await lockCoupon(tx, code);
    if (!row) return { ok: false, refusal: 'notFound' };
    const uses = (await usesOf(tx, [code])).get(code) ?? 0;
    if (!row.active) return { ok: true, repeated: true, coupon: view(row, uses) };
    const [updated] = await tx
      .update(coupons)
      .set({ active: false, updatedAt: new Date(), updatedBy: actorName(staff) })
      .where(eq(coupons.code, code))
      .returning();
    await recordAudit(tx, staff, { entity: 'coupon', entityId: code, action: 'deactivate' });
    return { ok: true, repeated: false, coupon: view(updated, uses) };
  });
}

/** The named status-discount levels (the defaults until staff save their own). */
export async function getStatusLevels(): Promise<StatusLevels> {
  const db = await getDb();
  const [row] = await db.select().from(settings).where(eq(settings.key, STATUS_LEVELS_KEY)).limit(1);
  if (!row) return { levels: DEFAULT_STATUS_LEVELS, updatedAt: null, updatedBy: null };
  return {
    levels: row.value as StatusLevel[],
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export type LevelsOutcome =
  { ok: true; repeated: boolean; levels: StatusLevels } | { ok: false; by: string | null; at: string };

/**
 * Saves the level list (stored in `settings`), under a row lock, refusing a stale form like a coupon edit.
 * The levels are presets: a customer's discount stays a percentage on the customer (customers.status_discount).
 */
export async function setStatusLevels(input: StatusLevelsInput, staff: Staff): Promise<LevelsOutcome> {
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<LevelsOutcome> => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, STATUS_LEVELS_KEY)).for('update');
    const current = row ? (row.value as StatusLevel[]) : DEFAULT_STATUS_LEVELS;
    const stored: StatusLevels = row
      ? { levels: current, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy }
      : { levels: current, updatedAt: null, updatedBy: null };
    if (JSON.stringify(current) === JSON.stringify(input.levels))
      return { ok: true, repeated: true, levels: stored };
    const loaded = input.updatedAt ? new Date(input.updatedAt).toISOString() : null;
    if (stored.updatedAt !== loaded) return { ok: false, by: stored.updatedBy, at: stored.updatedAt ?? '' };
    const values = { value: input.levels, updatedAt: new Date(), updatedBy: actorName(staff) };
    const [saved] = await tx
      .insert(settings)
      .values({ key: STATUS_LEVELS_KEY, ...values })
      .onConflictDoUpdate({ target: settings.key, set: values })
      .returning();
    await recordAudit(tx, staff, {
      entity: 'discount',
      entityId: STATUS_LEVELS_KEY,
      action: 'statusLevels',
      data: { from: current, to: input.levels },
    });
    return {
      ok: true,
      repeated: false,
      levels: { levels: input.levels, updatedAt: saved.updatedAt.toISOString(), updatedBy: saved.updatedBy },
    };
  });
  if (outcome.ok && !outcome.repeated) invalidate('settings');
  return outcome;
}
