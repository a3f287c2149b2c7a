import 'server-only';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { products, productSearch } from '@/lib/db/schema';
import { cached, invalidate } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { getVatRate } from '@/features/content';
import type { ProductCard } from '../model';
import { lastPage, serializeListQuery, type ListQuery } from '../list-query';
import { cardQuery, toCard } from './cards';
import { descendantIds, getCategories } from './categories';
import { prepareSearch } from './search';
import { listConditions, listOrder, type QueryContext } from './query-builder';

export interface ListMeta {
  total: number;
  page: number;
  perPage: number;
  lastPage: number;
  from: number;
  to: number;
  sort: ListQuery['sort'];
  /** The corrected search text when the query had a misspelt word. */
  corrected: string | null;
}

export interface ListResult {
  data: ProductCard[];
  meta: ListMeta;
}

/** Catalogue reads are cached by query and dropped when products change. */
export const CATALOG_TAGS = ['products'];
const TTL = 60;

/**
 * After a commit that changed products (names, prices, stock, paths, images, publishing): the shop's
 * cached catalogue reads, configurators and pages are rebuilt on every instance.
 */
export function invalidateCatalog(): void {
  invalidate('products', 'aliases', 'categories', 'configurator');
}

export async function queryContext(
  db: Db,
  q: ListQuery,
): Promise<QueryContext & { corrected: string | null }> {
  const ctx: QueryContext & { corrected: string | null } = { corrected: null };
  if (q.categoryId) ctx.categoryIds = descendantIds(await getCategories(), q.categoryId);
  if (q.search) {
    const s = await prepareSearch(db, q.search, { prefixLast: true });
    ctx.tsquery = s.tsquery;
    ctx.corrected = s.corrected;
    ctx.exact = q.search.trim().toLowerCase();
    ctx.firstWord = s.words[0];
  }
  return ctx;
}

/** Product list of spec §7 GET /api/catalog/catalog-products: cards plus paging meta. */
export function listProducts(q: ListQuery, locale: Locale): Promise<ListResult> {
  return cached(`list:${locale}:${serializeListQuery(q).toString()}`, () => loadList(q, locale), {
    ttlSeconds: TTL,
    tags: CATALOG_TAGS,
  });
}

async function loadList(q: ListQuery, locale: Locale): Promise<ListResult> {
  const [db, vat] = await Promise.all([getDb(), getVatRate()]);
  const ctx = await queryContext(db, q);
  const where = and(...listConditions(q, ctx));
  const idsQuery = db.select({ id: products.id }).from(products).$dynamic();
  const countQuery = db.select({ n: count() }).from(products).$dynamic();
  if (ctx.tsquery) {
    idsQuery.innerJoin(productSearch, eq(productSearch.productId, products.id));
    countQuery.innerJoin(productSearch, eq(productSearch.productId, products.id));
  }
  const [{ n: total }] = await countQuery.where(where);
  const last = lastPage(total, q.perPage);
  const page = Math.min(q.page, last);
  // The page's ids first (sorted on the products table and its indexes alone), then the cards of just
  // those: joining aliases and categories before the limit would touch every matching product.
  const ids = total
    ? (
        await idsQuery
          .where(where)
          .orderBy(...listOrder(q, ctx, locale))
          .limit(q.perPage)
          .offset((page - 1) * q.perPage)
      ).map((r) => r.id)
    : [];
  const rows = ids.length ? await cardQuery(db).where(inArray(products.id, ids)) : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  return {
    data: ordered.map((r) => toCard(r, locale, vat)),
    meta: {
      total,
      page,
      perPage: q.perPage,
      lastPage: last,
      from: total ? (page - 1) * q.perPage + 1 : 0,
      to: (page - 1) * q.perPage + ordered.length,
      sort: q.sort,
      corrected: ctx.corrected,
    },
  };
}

/** Cards of the given products in the given order (spec §7 POST /api/catalog/catalog-products-info). */
export async function productCards(ids: number[], locale: Locale): Promise<ProductCard[]> {
  if (!ids.length) return [];
  const [db, vat] = await Promise.all([getDb(), getVatRate()]);
  const rows = await cardQuery(db).where(
    and(
      eq(products.active, true),
      sql`${products.id} in (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, toCard(r, locale, vat)]));
  return ids.map((id) => byId.get(id)).filter((c): c is ProductCard => !!c);
}
