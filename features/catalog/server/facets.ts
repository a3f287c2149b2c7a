import 'server-only';
import { and, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products, productSearch } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { FACET_KEYS, serializeListQuery, type FacetKey, type ListQuery } from '../list-query';
import type { Filters, FacetValue } from '../filter-types';
import type { ProductCondition } from '../model';
import { categoryName, getCategories } from './categories';
import { CATALOG_TAGS, queryContext } from './listing';
import {
  activeSale,
  facetCondition,
  listConditions,
  type OmitFilter,
  type QueryContext,
} from './query-builder';

const FAMILY_NAMES: Record<string, string> = { dell: 'Dell PowerEdge', hpe: 'HPE ProLiant' };

type Rows<T> = { rows: T[] };

/** Spec §7 POST /api/filters: the filter panel with counts (each filter counted without its own selection). */
export function getFilters(q: ListQuery, locale: Locale): Promise<Filters> {
  const key = `filters:${locale}:${serializeListQuery({ ...q, page: 1, sort: 'relevance' }).toString()}`;
  return cached(key, () => loadFilters(q, locale), { ttlSeconds: 60, tags: CATALOG_TAGS });
}

async function loadFilters(q: ListQuery, locale: Locale): Promise<Filters> {
  const db = await getDb();
  const ctx = await queryContext(db, q);
  const from = (c: QueryContext) =>
    c.tsquery
      ? sql`products join product_search on ${productSearch.productId} = ${products.id}`
      : sql`products`;
  const where = (omit: OmitFilter[]) => and(...listConditions(q, ctx, omit));
  const run = async <T>(query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;

  // One pass over the facet specs: a spec row counts when the product passes every filter except its own key's.
  const active = (Object.keys(q.facets) as FacetKey[]).filter((k) => q.facets[k]?.length);
  const perKey = active.map((k) => sql`(fs0.key = ${k} or ${facetCondition(k, q.facets[k]!)})`);
  // The five counts are independent: on PostgreSQL they run side by side on the pool's connections, so the
  // panel takes as long as its slowest count instead of their sum (PGlite runs them one after another).
  const [cats, catRows, groupRows, stateRows, [price], facetRows] = await Promise.all([
    getCategories(),
    // Search pages count by category across the catalogue; category pages count their subcategories.
    run<{ id: number; n: number }>(
      sql`select ${products.categoryId} as id, count(*)::int as n from ${from(ctx)} where ${where(['category'])} group by 1`,
    ),
    run<{ t: number; n: number }>(sql`
      select t, count(*)::int as n from (
        select case when ${activeSale} then 3 else ${products.type} end as t
        from ${from(ctx)} where ${where(['type'])}) x group by t`),
    run<{ s: ProductCondition; n: number }>(
      sql`select ${products.condition} as s, count(*)::int as n from ${from(ctx)} where ${where(['state'])} group by 1`,
    ),
    run<{ min: number | null; max: number | null }>(
      sql`select min(${products.price})::int as min, max(${products.price})::int as max from ${from(ctx)} where ${where(['price'])}`,
    ),
    // Counted from the partial facet index alone; the labels and numeric value of each counted value are
    // then looked up once per value instead of being aggregated over every spec row.
    run<{
      key: FacetKey;
      value: string;
      label_nl: string;
      label_en: string;
      num: number | null;
      family: string | null;
      n: number;
    }>(sql`
      with f as (
        select fs0.key, fs0.value, case when fs0.key = 'generation' then ${products.family} end as family, count(*)::int as n
        from ${from(ctx)} join product_specs fs0 on fs0.product_id = ${products.id}
        where fs0.facet and fs0.key in (${sql.join(
          FACET_KEYS.map((k) => sql`${k}`),
          sql`, `,
        )})
          and ${and(...listConditions(q, ctx, active))}
          ${perKey.length ? sql`and ${and(...perKey)}` : sql``}
        group by 1, 2, 3
      )
      select f.key, f.value, f.family, f.n, l.label_nl, l.label_en, l.num
      from f left join lateral (
        select s.label_nl, s.label_en, s.num from product_specs s where s.facet and s.key = f.key and s.value = f.value limit 1
      ) l on true`),
  ]);

  const facets = new Map<
    FacetKey,
    { key: FacetKey; label: string; values: (FacetValue & { num: number | null })[] }
  >();
  for (const r of facetRows) {
    const value = r.key === 'generation' ? `${r.family ?? ''}:${r.value}` : r.value;
    const f = facets.get(r.key) ?? {
      key: r.key,
      label: locale === 'en' ? r.label_en : r.label_nl,
      values: [],
    };
    f.values.push({
      value,
      label: r.value,
      count: r.n,
      selected: q.facets[r.key]?.includes(value) ?? false,
      num: r.num,
      ...(r.key === 'generation' ? { group: FAMILY_NAMES[r.family ?? ''] ?? r.family ?? '' } : {}),
    });
    facets.set(r.key, f);
  }
  const collator = new Intl.Collator(locale, { numeric: true });
  const ordered = FACET_KEYS.map((k) => facets.get(k))
    .filter(
      (f): f is NonNullable<typeof f> => !!f && (f.values.length > 1 || f.values.some((v) => v.selected)),
    )
    .map((f) => ({
      ...f,
      values: f.values
        .sort(
          (a, b) =>
            (a.group ?? '').localeCompare(b.group ?? '') ||
            (a.num ?? 0) - (b.num ?? 0) ||
            collator.compare(a.label, b.label),
        )
        .map(({ value, label, count, selected, group }) => ({
          value,
          label,
          count,
          selected,
          ...(group ? { group } : {}),
        })),
    }));

  return {
    categories: catRows
      .map((r) => ({
        categoryId: r.id,
        name: cats.get(r.id) ? categoryName(cats.get(r.id)!, locale) : String(r.id),
        count: r.n,
        selected: r.id === q.categoryId,
      }))
      .filter((c) => !ctx.categoryIds || ctx.categoryIds.includes(c.categoryId))
      .sort((a, b) => b.count - a.count),
    groups: ([1, 2, 3, 4] as const).map((t) => ({
      typeId: t,
      count: groupRows.find((r) => Number(r.t) === t)?.n ?? 0,
      selected: q.typeId === t,
    })),
    conditions: (['new', 'refurbished', 'recertified'] as const).map((s) => ({
      state: s,
      count: stateRows.find((r) => r.s === s)?.n ?? 0,
      selected: q.state === s,
    })),
    price: { min: Math.floor((price?.min ?? 0) / 100), max: Math.ceil((price?.max ?? 0) / 100) },
    facets: ordered,
  };
}
