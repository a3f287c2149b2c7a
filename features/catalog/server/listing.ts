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
  /**
   * A text search matched more than `total` (SEARCH_TOTAL_CAP) products: `total` and the pages stop
   * there, and the shop says "more than".
   */
  capped: boolean;
}

export interface ListResult {
  data: ProductCard[];
  meta: ListMeta;
}

/**
 * A text search counts its matches up to this many. Counting a word found in most of a large category
 * exactly tests every product's search document (13,000 of them for 'dell' in servers at 100,000
 * products: ≈ 120 ms on PostgreSQL); stopping at the cap takes ≈ 10 ms, and no shopper pages past the
 * first thousand of a search.
 */
export const SEARCH_TOTAL_CAP = 1000;

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
  let total: number;
  let capped = false;
  if (ctx.tsquery) {
    idsQuery.innerJoin(productSearch, eq(productSearch.productId, products.id));
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .innerJoin(productSearch, eq(productSearch.productId, products.id))
      .where(where)
      .limit(SEARCH_TOTAL_CAP + 1)
      .as('matches');
    const [{ n }] = await db.select({ n: count() }).from(matches);
    capped = n > SEARCH_TOTAL_CAP;
    total = Math.min(n, SEARCH_TOTAL_CAP);
  } else {
    [{ n: total }] = await db.select({ n: count() }).from(products).where(where);
  }
  const last = lastPage(total, q.perPage);
  const page = Math.min(q.page, last);
  // The page's ids first (sorted on the products table and its indexes alone), then the cards of just
  // those: joining aliases and categories before the limit would touch every matching product.
  // A capped search's last page ends at the cap, as its total says.
  const offset = (page - 1) * q.perPage;
  const ids = total
    ? (
        await idsQuery
          .where(where)
          .orderBy(...listOrder(q, ctx, locale))
          .limit(Math.min(q.perPage, total - offset))
          .offset(offset)
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
      from: total ? offset + 1 : 0,
      to: offset + ordered.length,
      sort: q.sort,
      corrected: ctx.corrected,
      capped,
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
