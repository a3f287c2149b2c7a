import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { aliases, categories, products, productSimilar, productSpecs } from '@/lib/db/schema';
import { SPEC_LABELS } from '@/lib/db/seed/spec-labels';
import { invalidateCatalog } from '@/features/catalog';
import type { CurrentCustomer } from '@/features/accounts';
import { emitStockChanged } from '@/features/checkout';
import { publishProductChanged } from '@/lib/realtime/publisher';
import {
  BRAND_SPEC_KEY,
  LOW_STOCK,
  priceAfterPercent,
  type ProductBulkInput,
  type ProductInput,
  type ProductListQuery,
  type ProductSort,
} from '../product-schemas';
import { actorName, recordAudit } from './audit';

type Staff = Pick<CurrentCustomer, 'id' | 'name' | 'email'>;

export type StaffProductRow = {
  id: number;
  nameNl: string;
  nameEn: string;
  article: string;
  sku: string;
  categoryId: number;
  categoryNl: string | null;
  categoryEn: string | null;
  brand: string;
  type: number;
  condition: string;
  price: number;
  priceOld: number | null;
  sale: boolean;
  quantity: number;
  active: boolean;
  updatedAt: string;
};
type StaffProductList = {
  data: StaffProductRow[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
};
export type StaffProductDetail = ProductInput & {
  id: number;
  path: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** The related products in their order, named for the editor's list. */
  relatedProducts: RelatedProduct[];
};
export type RelatedProduct = { id: number; article: string; nameNl: string; nameEn: string };
type Extras = Pick<ProductInput, 'specs' | 'related'> & { relatedProducts: RelatedProduct[] };

/** Why a product change was refused: unknown id, a stale form (who changed it when), or taken fields. */
export type ProductRefusal =
  | { refusal: 'notFound' }
  | { refusal: 'stale'; by: string | null; at: string }
  | {
      refusal: 'fields';
      fields: Partial<Record<'article' | 'sku' | 'slug' | 'categoryId' | 'related', string>>;
    };

const ORDER: Record<ProductSort, SQL[]> = {
  newest: [desc(products.id)],
  name: [asc(sql`lower(${products.nameNl})`), asc(products.id)],
  price_asc: [asc(products.price), asc(products.id)],
  price_desc: [desc(products.price), desc(products.id)],
  stock_asc: [asc(products.quantity), asc(products.id)],
  stock_desc: [desc(products.quantity), desc(products.id)],
  article: [asc(products.article), asc(products.id)],
};

/**
 * The version a change stamps: now, but always after the version it replaces, at the millisecond a form
 * carries back (JavaScript dates have no microseconds).
 */
const nextVersion = sql`date_trunc('milliseconds', greatest(now(), ${products.updatedAt} + interval '1 millisecond'))`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** The back office's product list: search over names, article and SKU; filters; server-side paging. */
export async function listProducts(query: ProductListQuery): Promise<StaffProductList> {
  const db = await getDb();
  const where: SQL[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(products.nameNl, like),
        ilike(products.nameEn, like),
        ilike(products.article, like),
        ilike(products.sku, like),
      )!,
    );
  }
  if (query.category) where.push(eq(products.categoryId, query.category));
  if (query.condition) where.push(eq(products.condition, query.condition));
  if (query.type !== undefined) where.push(eq(products.type, query.type));
  if (query.stock === 'out') where.push(sql`${products.quantity} <= 0`);
  if (query.stock === 'low') where.push(sql`${products.quantity} between 1 and ${LOW_STOCK}`);
  if (query.stock === 'in') where.push(sql`${products.quantity} > ${LOW_STOCK}`);
  if (query.sale) where.push(eq(products.sale, true));
  if (query.published) where.push(eq(products.active, query.published === 'yes'));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        id: products.id,
        nameNl: products.nameNl,
        nameEn: products.nameEn,
        article: products.article,
        sku: products.sku,
        categoryId: products.categoryId,
        categoryNl: categories.nameNl,
        categoryEn: categories.nameEn,
        brand: products.brand,
        type: products.type,
        condition: products.condition,
        price: products.price,
        priceOld: products.priceOld,
        sale: products.sale,
        quantity: products.quantity,
        active: products.active,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(condition)
      .orderBy(...ORDER[query.sort])
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(products).where(condition),
  ]);
  return {
    data: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/** The categories a product can be put in, for the filters and the editor. */
export async function productCategories(): Promise<{ id: number; nameNl: string; nameEn: string }[]> {
  const db = await getDb();
  return db
    .select({ id: categories.id, nameNl: categories.nameNl, nameEn: categories.nameEn })
    .from(categories)
    .orderBy(asc(categories.nameNl));
}

const productPath = async (tx: Tx | Awaited<ReturnType<typeof getDb>>, id: number) =>
  (
    await tx
      .select({ path: aliases.path })
      .from(aliases)
      .where(and(eq(aliases.route, 'product'), eq(aliases.targetId, id)))
      .limit(1)
  )[0]?.path ?? null;

/**
 * A product's spec rows (without the brand filter's row, which follows the brand field) and related
 * products in their order.
 */
async function extrasOf(tx: Tx | Awaited<ReturnType<typeof getDb>>, id: number): Promise<Extras> {
  const [specs, related] = await Promise.all([
    tx
      .select()
      .from(productSpecs)
      .where(and(eq(productSpecs.productId, id), ne(productSpecs.key, BRAND_SPEC_KEY)))
      .orderBy(asc(productSpecs.sort), asc(productSpecs.key)),
    tx
      .select({
        id: products.id,
        article: products.article,
        nameNl: products.nameNl,
        nameEn: products.nameEn,
      })
      .from(productSimilar)
      .innerJoin(products, eq(products.id, productSimilar.similarId))
      .where(eq(productSimilar.productId, id))
      .orderBy(asc(productSimilar.sort), asc(productSimilar.similarId)),
  ]);
  return {
    specs: specs.map((r) => ({
      key: r.key,
      labelNl: r.labelNl,
      labelEn: r.labelEn,
      value: r.value,
      unit: r.unit as ProductInput['specs'][number]['unit'],
      facet: r.facet,
      num: r.num,
    })),
    related: related.map((r) => r.id),
    relatedProducts: related,
  };
}

const detailOf = (
  p: typeof products.$inferSelect,
  path: string | null,
  extras: Extras,
): StaffProductDetail => ({
  id: p.id,
  nameNl: p.nameNl,
  nameEn: p.nameEn,
  descriptionNl: p.descriptionNl,
  descriptionEn: p.descriptionEn,
  categoryId: p.categoryId,
  brand: p.brand,
  type: p.type,
  condition: p.condition,
  article: p.article,
  sku: p.sku,
  price: p.price,
  priceOld: p.priceOld,
  sale: p.sale,
  saleEndsAt: p.saleEndsAt?.toISOString() ?? null,
  indefinitePeriod: p.indefinitePeriod,
  quantity: p.quantity,
  active: p.active,
  slug: p.slug,
  warrantyMonths: p.warrantyMonths,
  weight: p.weight,
  seoTitleNl: p.seoTitleNl,
  seoTitleEn: p.seoTitleEn,
  seoDescriptionNl: p.seoDescriptionNl,
  seoDescriptionEn: p.seoDescriptionEn,
  ...extras,
  path,
  updatedAt: p.updatedAt.toISOString(),
  updatedBy: p.updatedBy,
});

/** A product as the editor shows it, with its shop path; null for an unknown id. */
export async function productDetail(id: number): Promise<StaffProductDetail | null> {
  const db = await getDb();
  const [p] = await db.select().from(products).where(eq(products.id, id));
  if (!p) return null;
  const [path, extras] = await Promise.all([productPath(db, id), extrasOf(db, id)]);
  return detailOf(p, path, extras);
}

/** The shop path of a category (its alias), else '/'-less null. */
async function categoryPathOf(tx: Tx, categoryId: number): Promise<string | null> {
  const [row] = await tx
    .select({ path: aliases.path })
    .from(aliases)
    .where(and(eq(aliases.route, 'category'), eq(aliases.targetId, categoryId)))
    .limit(1);
  return row?.path ?? null;
}

/**
 * Checks what must be unique or must exist: article and SKU (case-insensitive, other products), the slug,
 * the category, and the shop path the product would get. Serialised by a transaction-level advisory lock,
 * so two saves of the same new code cannot both pass.
 */
async function checkFields(
  tx: Tx,
  input: ProductInput,
  id: number | null,
  newPath: string,
): Promise<Extract<ProductRefusal, { refusal: 'fields' }> | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('backoffice:product-codes'))`);
  const other = id === null ? undefined : ne(products.id, id);
  const taken = async (cond: SQL) =>
    (await tx.select({ id: products.id }).from(products).where(and(cond, other)).limit(1)).length > 0;
  const fields: Extract<ProductRefusal, { refusal: 'fields' }>['fields'] = {};
  if (await taken(sql`lower(${products.article}) = lower(${input.article})`))
    fields.article = 'backoffice.products.validation.articleTaken';
  if (await taken(sql`lower(${products.sku}) = lower(${input.sku})`))
    fields.sku = 'backoffice.products.validation.skuTaken';
  if (await taken(eq(products.slug, input.slug))) fields.slug = 'backoffice.products.validation.slugTaken';
  const [cat] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.categoryId));
  if (!cat) fields.categoryId = 'backoffice.products.validation.category';
  if (input.related.length) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, input.related));
    if (input.related.includes(id ?? -1)) fields.related = 'backoffice.products.validation.relatedSelf';
    else if (found.length !== input.related.length)
      fields.related = 'backoffice.products.validation.relatedUnknown';
  }
  if (!fields.slug) {
    const [alias] = await tx.select().from(aliases).where(eq(aliases.path, newPath));
    // The path may be reused when it is this product's own, or a redirect left by this product.
    const own =
      alias &&
      ((alias.route === 'product' && alias.targetId === id) ||
        (alias.route === 'redirect' && id !== null && alias.targetId === id));
    if (alias && !own) fields.slug = 'backoffice.products.validation.slugTaken';
  }
  return Object.keys(fields).length ? { refusal: 'fields', fields } : null;
}

/** The products row of an input (specs and related products live in their own tables). */
const values = ({ specs: _specs, related: _related, ...input }: ProductInput) => ({
  ...input,
  saleEndsAt: input.indefinitePeriod || !input.saleEndsAt ? null : new Date(input.saleEndsAt),
});

/** Replaces a product's spec rows (in the order given), keeping the brand filter's row. */
async function writeSpecs(tx: Tx, id: number, specs: ProductInput['specs']) {
  await tx
    .delete(productSpecs)
    .where(and(eq(productSpecs.productId, id), ne(productSpecs.key, BRAND_SPEC_KEY)));
  if (specs.length)
    await tx.insert(productSpecs).values(specs.map((s, i) => ({ ...s, productId: id, sort: i + 1 })));
}

/**
 * The brand filter's spec row follows the brand field, as the catalogue seeds it (key 'brand', a facet,
 * first): the filter panel counts brands from it.
 */
async function writeBrandSpec(tx: Tx, id: number, brand: string) {
  await tx
    .delete(productSpecs)
    .where(and(eq(productSpecs.productId, id), eq(productSpecs.key, BRAND_SPEC_KEY)));
  if (!brand) return;
  const [labelNl, labelEn] = SPEC_LABELS[BRAND_SPEC_KEY];
  await tx
    .insert(productSpecs)
    .values({ productId: id, key: BRAND_SPEC_KEY, labelNl, labelEn, value: brand, facet: true, sort: 0 });
}

/** Replaces a product's related products ('similar products' on its page), in the order given. */
async function writeRelated(tx: Tx, id: number, related: number[]) {
  await tx.delete(productSimilar).where(eq(productSimilar.productId, id));
  if (related.length)
    await tx
      .insert(productSimilar)
      .values(related.map((similarId, sort) => ({ productId: id, similarId, sort })));
}

/**
 * After a commit: the shop's cached reads and pages dropped; each changed product announced live
 * (ChangeProduct with its new version: open product pages, carts and configurators follow), and a stock
 * change as the stock event the shop already listens to.
 */
async function published(changes: { id: number; version: string; quantity?: number }[]) {
  invalidateCatalog();
  for (const c of changes) {
    if (c.quantity !== undefined) await emitStockChanged({ productId: c.id, quantity: c.quantity });
    await publishProductChanged(c.id, Date.parse(c.version));
  }
}

/** Creates a product and its shop path (`<category path>/<slug>`); audited. */
export async function createProduct(
  input: ProductInput,
  staff: Staff,
): Promise<{ ok: true; product: StaffProductDetail } | ({ ok: false } & ProductRefusal)> {
  const db = await getDb();
  const result = await db.transaction(async (tx) => {
    const base = (await categoryPathOf(tx, input.categoryId)) ?? '/product';
    const path = `${base}/${input.slug}`;
    const refused = await checkFields(tx, input, null, path);
    if (refused) return { ok: false as const, ...refused };
    const [row] = await tx
      .insert(products)
      .values({ ...values(input), updatedBy: actorName(staff) })
      .returning();
    await tx.insert(aliases).values({ path, route: 'product', targetId: row.id });
    await writeBrandSpec(tx, row.id, input.brand);
    await writeSpecs(tx, row.id, input.specs);
    await writeRelated(tx, row.id, input.related);
    await recordAudit(tx, staff, {
      entity: 'product',
      entityId: row.id,
      action: 'create',
      data: {
        article: row.article,
        sku: row.sku,
        price: row.price,
        quantity: row.quantity,
        path,
        specs: input.specs.map((s) => s.key),
        related: input.related,
      },
    });
    return { ok: true as const, product: detailOf(row, path, await extrasOf(tx, row.id)) };
  });
  if (result.ok) await published([]);
  return result;
}

/**
 * Gives a product its new shop path (the editor's save and the CSV import): the old path becomes a 301
 * redirect to it, earlier redirects to the old path are pointed at the new one, and a redirect this
 * product left at the new path earlier goes (the path is the product's again).
 */
export async function moveProductPath(tx: Tx, id: number, from: string | null, to: string) {
  await tx.delete(aliases).where(and(eq(aliases.path, to), eq(aliases.route, 'redirect')));
  if (!from) {
    await tx.insert(aliases).values({ path: to, route: 'product', targetId: id });
    return;
  }
  await tx.update(aliases).set({ path: to }).where(eq(aliases.path, from));
  await tx
    .update(aliases)
    .set({ redirectTo: to })
    .where(and(eq(aliases.route, 'redirect'), eq(aliases.redirectTo, from)));
  await tx
    .insert(aliases)
    .values({ path: from, route: 'redirect', targetId: id, redirectTo: to, status: 301 });
}

type Change = Partial<ProductInput>;

/**
 * Writes a change to a locked product: refuses a stale version (`updatedAt` the form loaded differs),
 * checks unique fields, moves the shop path when the slug or category changed (the old path becomes a 301
 * redirect, earlier redirects are pointed at the new path), stamps who and when, audits the fields that
 * changed (before → after).
 */
async function applyChange(
  tx: Tx,
  id: number,
  loadedAt: string,
  change: Change,
  staff: Staff,
  action: string,
  quantityFrom?: number,
): Promise<
  | { ok: true; product: StaffProductDetail; quantity?: number; changed: boolean }
  | ({ ok: false } & ProductRefusal)
> {
  const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!before) return { ok: false, refusal: 'notFound' };
  if (before.updatedAt.getTime() !== new Date(loadedAt).getTime())
    return { ok: false, refusal: 'stale', by: before.updatedBy, at: before.updatedAt.toISOString() };
  // Orders take and return stock without touching the product's version, so the stock a form shows may
  // be old while the form is not: the stock field applies as the difference from what the form showed,
  // and units sold (or given back) in the meantime stay counted. Unchanged in the form: stock untouched.
  if (change.quantity !== undefined) {
    const { quantity, ...rest } = change;
    const delta = quantityFrom === undefined ? 0 : quantity - quantityFrom;
    change = delta ? { ...rest, quantity: Math.max(0, before.quantity + delta) } : rest;
  }
  const current = detailOf(before, null, await extrasOf(tx, id));
  const { path: _p, updatedAt: _u, updatedBy: _b, relatedProducts: _r, id: _i, ...currentInput } = current;
  const next: ProductInput = { ...currentInput, ...change };
  // A row saved as it is keeps its stored number: the catalogue's own may be more precise than its text
  // (a turbo clock of 3.675 GHz written '3.67 GHz'), and an unchanged form must not count as a change.
  next.specs = next.specs.map((r) => {
    const same = current.specs.find((c) => c.key === r.key && c.value === r.value && c.unit === r.unit);
    return same ? { ...r, num: same.num } : r;
  });
  const diff: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(change) as (keyof ProductInput)[])
    if (JSON.stringify(current[key]) !== JSON.stringify(next[key])) diff[key] = [current[key], next[key]];
  const oldPath = await productPath(tx, id);
  let path = oldPath;
  if (diff.slug || diff.categoryId || diff.article || diff.sku || diff.related || !oldPath) {
    const base =
      (await categoryPathOf(tx, next.categoryId)) ??
      (oldPath ? oldPath.slice(0, oldPath.lastIndexOf('/')) : '/product');
    path = `${base}/${next.slug}`;
    const refused = await checkFields(tx, next, id, path);
    if (refused) return { ok: false, ...refused };
  }
  if (!Object.keys(diff).length) return { ok: true, product: { ...current, path: oldPath }, changed: false };
  const [row] = await tx
    .update(products)
    .set({
      ...values(next),
      updatedAt: nextVersion,
      updatedBy: actorName(staff),
    })
    .where(eq(products.id, id))
    .returning();
  if (diff.specs) await writeSpecs(tx, id, next.specs);
  if (diff.brand) await writeBrandSpec(tx, id, next.brand);
  if (diff.related) await writeRelated(tx, id, next.related);
  if (path && path !== oldPath) {
    await moveProductPath(tx, id, oldPath, path);
    diff.path = [oldPath, path];
  }
  await recordAudit(tx, staff, { entity: 'product', entityId: id, action, data: diff });
  return {
    ok: true,
    product: detailOf(row, path, await extrasOf(tx, id)),
    quantity: diff.quantity ? row.quantity : undefined,
    changed: true,
  };
}

/** PUT: the editor's save, or PATCH: a row's inline stock/price edit — the same path. */
export async function updateProduct(
  id: number,
  loadedAt: string,
  change: Change,
  staff: Staff,
  opts: { quantityFrom?: number; action?: 'update' | 'quickEdit' } = {},
) {
  const db = await getDb();
  const result = await db.transaction((tx) =>
    applyChange(tx, id, loadedAt, change, staff, opts.action ?? 'update', opts.quantityFrom),
  );
  if (result.ok && result.changed)
    await published([{ id, version: result.product.updatedAt, quantity: result.quantity }]);
  return result;
}

type Versions = { id: number; updatedAt: Date }[];

export type BulkPreview = {
  id: number;
  article: string;
  nameNl: string;
  nameEn: string;
  price: number;
  newPrice: number;
};

/**
 * Bulk actions on selected products, in one transaction (rows locked in id order): publish, unpublish, or
 * a price change by percentage. The preview computes exactly what applying writes. Unknown ids are
 * ignored and reported as `missing`.
 */
export async function bulkProducts(input: ProductBulkInput, staff: Staff) {
  const db = await getDb();
  const ids = [...new Set(input.ids)].sort((a, b) => a - b);
  const result = await db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: products.id,
        article: products.article,
        nameNl: products.nameNl,
        nameEn: products.nameEn,
        price: products.price,
        active: products.active,
      })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    const missing = ids.filter((i) => !rows.some((r) => r.id === i));
    if (input.action === 'price') {
      const items: BulkPreview[] = rows.map((r) => ({
        id: r.id,
        article: r.article,
        nameNl: r.nameNl,
        nameEn: r.nameEn,
        price: r.price,
        newPrice: priceAfterPercent(r.price, input.percent),
      }));
      if (input.preview) return { items, missing, changed: 0, versions: [] };
      const versions: Versions = [];
      for (const item of items) {
        if (item.newPrice === item.price) continue;
        const [v] = await tx
          .update(products)
          .set({
            price: item.newPrice,
            updatedAt: nextVersion,
            updatedBy: actorName(staff),
          })
          .where(eq(products.id, item.id))
          .returning({ id: products.id, updatedAt: products.updatedAt });
        versions.push(v);
        await recordAudit(tx, staff, {
          entity: 'product',
          entityId: item.id,
          action: 'bulkPrice',
          data: { percent: input.percent, price: [item.price, item.newPrice] },
        });
      }
      return { items, missing, changed: versions.length, versions };
    }
    const active = input.action === 'publish';
    const changing = rows.filter((r) => r.active !== active);
    const versions: Versions = !changing.length
      ? []
      : await tx
          .update(products)
          .set({
            active,
            updatedAt: nextVersion,
            updatedBy: actorName(staff),
          })
          .where(
            inArray(
              products.id,
              changing.map((r) => r.id),
            ),
          )
          .returning({ id: products.id, updatedAt: products.updatedAt });
    for (const r of changing)
      await recordAudit(tx, staff, {
        entity: 'product',
        entityId: r.id,
        action: input.action,
        data: { active: [r.active, active] },
      });
    return { items: [] as BulkPreview[], missing, changed: changing.length, versions };
  });
  const { versions, ...answer } = result;
  if (versions.length)
    await published(versions.map((v) => ({ id: v.id, version: v.updatedAt.toISOString() })));
  return answer;
}
