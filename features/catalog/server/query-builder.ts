import 'server-only';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { products, productSearch } from '@/lib/db/schema';
import type { FacetKey, ListQuery } from '../list-query';

/** What a list query needs resolved from the database before it becomes SQL. */
export interface QueryContext {
  /** The category and its descendants, when filtering by category. */
  categoryIds?: number[];
  /** The prepared full-text query, when searching. */
  tsquery?: SQL | null;
  /** The search text in lower case, to put an exact article or SKU match first. */
  exact?: string;
  /** The first search word, to prefer products whose name starts with it over accessories "for" it. */
  firstWord?: string;
}

/** Where a word first appears in the product's name (earlier = the product is that thing); null if absent. */
export function namePosition(word: string, locale: 'nl' | 'en'): SQL {
  const name = locale === 'en' ? products.nameEn : products.nameNl;
  return sql`nullif(strpos(lower(${name}), ${word}), 0)`;
}

/** Filters that may be left out, for facet counts that ignore their own filter. */
export type OmitFilter = 'category' | 'type' | 'state' | 'price' | FacetKey;

export const activeSale = sql`(${products.sale} and (${products.indefinitePeriod} or ${products.saleEndsAt} > now()))`;

/** Generation values carry their brand family ('dell:G14', 'hpe:G10'): G10 means different servers per family. */
export function generationCondition(values: string[]): SQL | undefined {
  const pairs = values
    .map((v) => v.split(':'))
    .filter((p): p is [string, string] => p.length === 2 && !!p[0] && !!p[1])
    .map(([family, gen]) => and(eq(products.family, family), eq(products.generation, gen))!);
  return pairs.length ? or(...pairs) : sql`false`;
}

export function facetCondition(key: FacetKey, values: string[]): SQL | undefined {
  if (key === 'generation') return generationCondition(values);
  return sql`exists (select 1 from product_specs fs where fs.product_id = ${products.id} and fs.key = ${key} and fs.value in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}))`;
}

/** The where-conditions of a list query (products table; the search joins product_search). */
export function listConditions(q: ListQuery, ctx: QueryContext, omit: readonly OmitFilter[] = []): SQL[] {
  const conds: SQL[] = [eq(products.active, true)];
  if (ctx.categoryIds?.length && !omit.includes('category'))
    conds.push(inArray(products.categoryId, ctx.categoryIds));
  if (q.typeId && !omit.includes('type'))
    conds.push(q.typeId === 3 ? activeSale : eq(products.type, q.typeId));
  if (q.state && !omit.includes('state')) conds.push(eq(products.condition, q.state));
  if (!omit.includes('price')) {
    if (q.priceFrom !== undefined) conds.push(gte(products.price, q.priceFrom * 100));
    if (q.priceTo !== undefined) conds.push(lte(products.price, q.priceTo * 100));
  }
  for (const [key, values] of Object.entries(q.facets) as [FacetKey, string[]][]) {
    if (!values?.length || omit.includes(key)) continue;
    const c = facetCondition(key, values);
    if (c) conds.push(c);
  }
  if (ctx.tsquery) conds.push(sql`${productSearch.doc} @@ ${ctx.tsquery}`);
  return conds;
}

/** Order of the six sort options; relevance is the text rank when searching, else in stock and best sold. */
export function listOrder(q: ListQuery, ctx: QueryContext, locale: 'nl' | 'en' = 'nl'): SQL[] {
  const tie = asc(products.id);
  switch (q.sort) {
    case 'price_asc':
      return [asc(products.price), tie];
    case 'price_desc':
      return [desc(products.price), tie];
    case 'best_sold':
      return [desc(products.soldCount), tie];
    case 'best_rated':
      return [desc(products.rating), desc(products.ratingCount), tie];
    case 'in_stock':
      return [desc(products.quantity), tie];
    default:
      return ctx.tsquery
        ? [
            sql`(lower(${products.article}) = ${ctx.exact ?? ''} or lower(${products.sku}) = ${ctx.exact ?? ''}) desc`,
            sql`round(ts_rank(${productSearch.doc}, ${ctx.tsquery})::numeric, 2) desc`,
            sql`${namePosition(ctx.firstWord ?? '', locale)} asc nulls last`,
            desc(products.soldCount),
            tie,
          ]
        : [sql`(${products.quantity} > 0) desc`, desc(products.soldCount), tie];
  }
}
