import 'server-only';
import { and, asc, count, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { aliases, categories, menuItems, products, settings } from '@/lib/db/schema';
import { invalidate } from '@/lib/cache';
import type { CurrentCustomer } from '@/features/accounts';
import { actorName, recordAudit } from './audit';
import {
  STATIC_ROUTES,
  isExternal,
  type CategoryMenuSaveInput,
  type EditableMenu,
  type MenuSaveInput,
  type RedirectCreateInput,
  type RedirectListQuery,
  type RedirectUpdateInput,
  type StaffCategoryMenu,
  type StaffMenu,
  type StaffRedirect,
  type StaffRedirectList,
} from '../content-menus-schemas';

/**
 * The back office's menus and redirects. The main and footer menus are saved as a whole (their version is
 * the `settings` row `menu:<name>`, as is the category menu's); a redirect is an alias with route
 * 'redirect' and carries its own version. Every write locks what it replaces, refuses a stale form with
 * who and when, is audited in the same transaction and afterwards drops the shop's cached menus
 * ('menus', 'categories') or aliases ('aliases', which also empties the proxy's redirect list).
 */

type Who = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

export type Stale = { by: string | null; at: string };
/** Field → message key. */
export type FieldRefusal = Record<string, string>;
export type MenusOutcome<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: 'notFound' }
  | { ok: false; refusal: 'stale'; stale: Stale }
  | { ok: false; refusal: 'fields'; fields: FieldRefusal };

const iso = (d: Date) => d.toISOString();
const sameVersion = (at: Date, sent: string) => at.getTime() === Date.parse(sent);
const stale = (at: Date, by: string | null) =>
  ({ ok: false, refusal: 'stale', stale: { by, at: iso(at) } }) as const;
const fields = (f: FieldRefusal) => ({ ok: false, refusal: 'fields', fields: f }) as const;

const STATIC = new Set<string>(STATIC_ROUTES);

async function change<T>(tags: string[], fn: (tx: Tx) => Promise<MenusOutcome<T>>): Promise<MenusOutcome<T>> {
  const db = await getDb();
  const outcome = await db.transaction(fn);
  if (outcome.ok) invalidate(...tags);
  return outcome;
}

/** The path part of a shop link ('/about#reviews' → '/about'). */
const pathOf = (route: string) => route.split(/[?#]/)[0] || '/';

/**
 * Which of the given shop paths resolve: a static page or any alias (a live one or a redirect, which
 * the shop follows). External https addresses always do.
 */
async function unresolved(tx: Tx, routes: string[]): Promise<Set<string>> {
  const paths = [...new Set(routes.filter((r) => !isExternal(r)).map(pathOf))].filter((p) => !STATIC.has(p));
  if (!paths.length) return new Set();
  const found = await tx.select({ path: aliases.path }).from(aliases).where(inArray(aliases.path, paths));
  const known = new Set(found.map((f) => f.path));
  return new Set(paths.filter((p) => !known.has(p)));
}

// ---- Main and footer menus ----

const settingKey = (menu: string) => `menu:${menu}`;

async function versionOf(tx: Pick<Tx, 'select'>, key: string, lock = false) {
  const q = tx.select().from(settings).where(eq(settings.key, key));
  const [row] = lock ? await q.for('update') : await q;
  return { at: row?.updatedAt ?? new Date(0), by: row?.updatedBy ?? null };
}

async function stamp(tx: Tx, key: string, who: Who) {
  const value = { editedIn: 'backoffice' };
  const set = { value, updatedAt: new Date(), updatedBy: actorName(who) };
  const [row] = await tx
    .insert(settings)
    .values({ key, ...set })
    .onConflictDoUpdate({ target: settings.key, set })
    .returning({ updatedAt: settings.updatedAt });
  return iso(row.updatedAt);
}

/** A menu as staff edit it (never from the shop's cache: the form needs the version). */
export async function staffMenu(menu: EditableMenu, tx?: Tx): Promise<StaffMenu> {
  const db = tx ?? (await getDb());
  const [rows, v] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.menu, menu))
      .orderBy(asc(menuItems.sort), asc(menuItems.id)),
    versionOf(db, settingKey(menu)),
  ]);
  const leaf = (r: typeof menuItems.$inferSelect) => ({
    labelNl: r.labelNl,
    labelEn: r.labelEn,
    route: r.route,
  });
  return {
    menu,
    items: rows
      .filter((r) => r.parentId === null)
      .map((r) => ({ ...leaf(r), children: rows.filter((c) => c.parentId === r.id).map(leaf) })),
    updatedAt: iso(v.at),
    updatedBy: v.by,
  };
}

/** Replaces the whole menu when every route resolves and nobody saved it since the form loaded. */
export function saveMenu(menu: EditableMenu, input: MenuSaveInput, who: Who) {
  return change<{ updatedAt: string }>(['menus'], async (tx) => {
    const v = await versionOf(tx, settingKey(menu), true);
    if (!sameVersion(v.at, input.updatedAt)) return stale(v.at, v.by);
    const bad = await unresolved(
      tx,
      input.items.flatMap((i) => [i.route, ...i.children.map((c) => c.route)]),
    );
    if (bad.size) {
      const f: FieldRefusal = {};
      const key = 'backoffice.content.menus.validation.unresolved';
      input.items.forEach((item, i) => {
        if (bad.has(pathOf(item.route))) f[`items.${i}.route`] = key;
        item.children.forEach((c, j) => {
          if (bad.has(pathOf(c.route))) f[`items.${i}.children.${j}.route`] = key;
        });
      });
      if (Object.keys(f).length) return fields(f);
    }
    const before = await staffMenu(menu, tx);
    await tx.delete(menuItems).where(eq(menuItems.menu, menu));
    for (const [i, item] of input.items.entries()) {
      const { children, ...top } = item;
      const [row] = await tx
        .insert(menuItems)
        .values({ menu, parentId: null, ...top, sort: (i + 1) * 10 })
        .returning({ id: menuItems.id });
      if (children.length)
        await tx
          .insert(menuItems)
          .values(children.map((c, j) => ({ menu, parentId: row.id, ...c, sort: (j + 1) * 10 })));
    }
    const updatedAt = await stamp(tx, settingKey(menu), who);
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `menu:${menu}`,
      action: 'update',
      data: { before: before.items, after: input.items } as never,
    });
    return { ok: true, value: { updatedAt } };
  });
}

// ---- Category menu ----

export async function staffCategoryMenu(): Promise<StaffCategoryMenu> {
  const db = await getDb();
  const [rows, v] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        nameNl: categories.nameNl,
        nameEn: categories.nameEn,
        slug: categories.slug,
        inMenu: categories.inMenu,
        sort: categories.sort,
        path: aliases.path,
      })
      .from(categories)
      .leftJoin(aliases, and(eq(aliases.route, 'category'), eq(aliases.targetId, categories.id)))
      .orderBy(asc(categories.sort), asc(categories.nameNl)),
    versionOf(db, settingKey('category')),
  ]);
  return {
    items: rows.map(({ slug, path, ...r }) => ({ ...r, path: path ?? `/${slug}` })),
    updatedAt: iso(v.at),
    updatedBy: v.by,
  };
}

/** Each category's place among its siblings follows the list; `inMenu` shows or hides it. */
export function saveCategoryMenu(input: CategoryMenuSaveInput, who: Who) {
  return change<{ updatedAt: string }>(['categories'], async (tx) => {
    const v = await versionOf(tx, settingKey('category'), true);
    if (!sameVersion(v.at, input.updatedAt)) return stale(v.at, v.by);
    const rows = await tx
      .select({
        id: categories.id,
        parentId: categories.parentId,
        inMenu: categories.inMenu,
        sort: categories.sort,
      })
      .from(categories)
      .for('update');
    const byId = new Map(rows.map((r) => [r.id, r]));
    const unknown = input.items.findIndex((i) => !byId.has(i.id));
    if (unknown >= 0) return fields({ [`items.${unknown}.id`]: 'errors.notFound' });
    const place = new Map<number | null, number>();
    const changed: { id: number; inMenu: boolean; sort: number }[] = [];
    for (const item of input.items) {
      const row = byId.get(item.id)!;
      const sort = (place.get(row.parentId) ?? 0) + 1;
      place.set(row.parentId, sort);
      if (row.sort !== sort || row.inMenu !== item.inMenu) {
        changed.push({ id: item.id, inMenu: item.inMenu, sort });
        await tx.update(categories).set({ sort, inMenu: item.inMenu }).where(eq(categories.id, item.id));
      }
    }
    const updatedAt = await stamp(tx, settingKey('category'), who);
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: 'menu:category',
      action: 'update',
      data: { changed } as never,
    });
    return { ok: true, value: { updatedAt } };
  });
}

// ---- Redirects ----

function redirectOf(
  r: typeof aliases.$inferSelect,
  p: { id: number | null; nameNl: string | null; nameEn: string | null } | null,
): StaffRedirect {
  return {
    path: r.path,
    to: r.redirectTo ?? '',
    status: r.status ?? 301,
    product: p?.id ? { id: p.id, nameNl: p.nameNl ?? '', nameEn: p.nameEn ?? '' } : null,
    updatedAt: iso(r.updatedAt),
    updatedBy: r.updatedBy,
  };
}

/** A page of redirects by path, searched on the old path and the target. */
export async function listRedirects(query: RedirectListQuery): Promise<StaffRedirectList> {
  const db = await getDb();
  const like = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = and(
    eq(aliases.route, 'redirect'),
    isNotNull(aliases.redirectTo),
    like ? or(ilike(aliases.path, like), ilike(aliases.redirectTo, like)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ alias: aliases, id: products.id, nameNl: products.nameNl, nameEn: products.nameEn })
      .from(aliases)
      .leftJoin(products, eq(products.id, aliases.targetId))
      .where(where)
      .orderBy(asc(aliases.path))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(aliases).where(where),
  ]);
  return {
    data: rows.map((r) => redirectOf(r.alias, r)),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/**
 * Checks a redirect from → to and flattens a chain: a target that is itself a redirect is replaced by
 * where that one leads, so the shop answers one hop. A target that leads back to `from` is a loop.
 */
async function checkRedirect(
  tx: Tx,
  from: string,
  to: string,
  replacing: string | null,
): Promise<{ ok: true; to: string } | { ok: false; fields: FieldRefusal }> {
  const f: FieldRefusal = {};
  const [taken] = await tx.select().from(aliases).where(eq(aliases.path, from)).for('update');
  if (STATIC.has(from)) f.from = 'backoffice.content.redirects.validation.fromLive';
  else if (taken && taken.route !== 'redirect') f.from = 'backoffice.content.redirects.validation.fromLive';
  else if (taken && taken.path !== replacing) f.from = 'backoffice.content.redirects.validation.fromTaken';
  let target = to;
  if (!isExternal(to)) {
    const path = pathOf(to);
    if (path === from) f.to = 'backoffice.content.redirects.validation.loop';
    else if (!STATIC.has(path)) {
      const [alias] = await tx.select().from(aliases).where(eq(aliases.path, path));
      if (!alias) f.to = 'backoffice.content.menus.validation.unresolved';
      else if (alias.route === 'redirect' && alias.redirectTo) {
        // Stored redirects are already one hop (every write flattens), so one step reaches the end.
        if (pathOf(alias.redirectTo) === from) f.to = 'backoffice.content.redirects.validation.loop';
        else target = alias.redirectTo;
      }
    }
  }
  return Object.keys(f).length ? { ok: false, fields: f } : { ok: true, to: target };
}

/** Points redirects that led to `from` at its new target, so no chain forms through it. */
async function repointInto(tx: Tx, from: string, to: string) {
  await tx
    .update(aliases)
    .set({ redirectTo: to })
    .where(and(eq(aliases.route, 'redirect'), eq(aliases.redirectTo, from)));
}

async function loadRedirect(db: Pick<Tx, 'select'>, path: string) {
  const [row] = await db
    .select({ alias: aliases, id: products.id, nameNl: products.nameNl, nameEn: products.nameEn })
    .from(aliases)
    .leftJoin(products, eq(products.id, aliases.targetId))
    .where(and(eq(aliases.path, path), eq(aliases.route, 'redirect')));
  return row ? redirectOf(row.alias, row) : null;
}

export function createRedirect(input: RedirectCreateInput, who: Who) {
  return change<StaffRedirect>(['aliases'], async (tx) => {
    const checked = await checkRedirect(tx, input.from, input.to, null);
    if (!checked.ok) return fields(checked.fields);
    await repointInto(tx, input.from, checked.to);
    await tx.insert(aliases).values({
      path: input.from,
      route: 'redirect',
      redirectTo: checked.to,
      status: input.status,
      updatedBy: actorName(who),
    });
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `redirect:${input.from}`,
      action: 'create',
      data: { to: checked.to, status: input.status, asked: input.to },
    });
    return { ok: true, value: (await loadRedirect(tx, input.from))! };
  });
}

export function updateRedirect(input: RedirectUpdateInput, who: Who) {
  return change<StaffRedirect>(['aliases'], async (tx) => {
    const [row] = await tx
      .select()
      .from(aliases)
      .where(and(eq(aliases.path, input.path), eq(aliases.route, 'redirect')))
      .for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, input.updatedAt)) return stale(row.updatedAt, row.updatedBy);
    const checked = await checkRedirect(tx, input.from, input.to, row.path);
    if (!checked.ok) return fields(checked.fields);
    await repointInto(tx, input.from, checked.to);
    // A product's redirect stays tied to its product while it still leads there.
    const targetId = checked.to === row.redirectTo ? row.targetId : null;
    const set = {
      path: input.from,
      redirectTo: checked.to,
      status: input.status,
      targetId,
      updatedBy: actorName(who),
    };
    await tx.update(aliases).set(set).where(eq(aliases.path, row.path));
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `redirect:${row.path}`,
      action: 'update',
      data: {
        before: { path: row.path, to: row.redirectTo, status: row.status },
        after: { path: input.from, to: checked.to, status: input.status },
      },
    });
    return { ok: true, value: (await loadRedirect(tx, input.from))! };
  });
}

/** Deletes a redirect (a repeated delete finds nothing: 404); the old path then answers 404. */
export function deleteRedirect(path: string, updatedAt: string, who: Who) {
  return change<{ path: string }>(['aliases'], async (tx) => {
    const [row] = await tx
      .select()
      .from(aliases)
      .where(and(eq(aliases.path, path), eq(aliases.route, 'redirect')))
      .for('update');
    if (!row) return { ok: false, refusal: 'notFound' };
    if (!sameVersion(row.updatedAt, updatedAt)) return stale(row.updatedAt, row.updatedBy);
    await tx.delete(aliases).where(eq(aliases.path, path));
    await recordAudit(tx, who, {
      entity: 'content',
      entityId: `redirect:${path}`,
      action: 'delete',
      data: { to: row.redirectTo, status: row.status, productId: row.targetId },
    });
    return { ok: true, value: { path } };
  });
}
