/**
 * The catalogue list query of spec §2/§5 as it lives in the URL: every filter is a query parameter, so
 * filtered pages can be shared, reloaded and crawled. Pure: used by pages, the API and the client.
 */
import type { ProductCondition } from './model';

export const SORTS = ['relevance', 'price_asc', 'price_desc', 'best_sold', 'best_rated', 'in_stock'] as const;
export type Sort = (typeof SORTS)[number];
export const PAGE_SIZES = [12, 24, 48, 96] as const;
export const DEFAULT_PAGE_SIZE = 24;
export const CONDITIONS: readonly ProductCondition[] = ['new', 'refurbished', 'recertified'];
export const MAX_PAGE = 10_000;

/** Product groups of spec §2: assemble yourself (type_id 1), ready to go (2), offer (sale_is 1), multibatch (4). */
export const PRODUCT_GROUPS = {
  assemble: 'type_id=1',
  readyToGo: 'type_id=2',
  offer: 'sale_is=1',
  multibatch: 'type_id=4',
} as const;
export type ProductGroup = keyof typeof PRODUCT_GROUPS;

/** Spec metric keys offered as filters (the products' facet specs); anything else in the URL is ignored. */
export const FACET_KEYS = [
  'brand',
  'generation',
  'form',
  'cpu_sockets',
  'memory_size',
  'memory_type',
  'memory_kind',
  'memory_speed',
  'capacity',
  'interface',
  'form_factor',
  'cpu_family',
  'cores',
  'clock',
  'screen_size',
  'cpu',
  'controller_type',
  'cache',
  'compatible',
  'bays',
  'device_type',
  'port_count',
  'term_months',
  'service_level',
  'edition',
  'version',
] as const;
export type FacetKey = (typeof FACET_KEYS)[number];
export const MAX_FACET_VALUES = 20;

export interface ListQuery {
  search?: string;
  categoryId?: number;
  /** Product type id (1, 2, 4) or 3 for "on offer" (sale_is=1). */
  typeId?: 1 | 2 | 3 | 4;
  state?: ProductCondition;
  /** Whole euros excluding VAT. */
  priceFrom?: number;
  priceTo?: number;
  sort: Sort;
  page: number;
  perPage: number;
  facets: Partial<Record<FacetKey, string[]>>;
}

export type RawParams = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined =>
  (Array.isArray(v) ? v[0] : v)?.trim() || undefined;
const all = (v: string | string[] | undefined): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v]).map((s) => s.trim()).filter(Boolean);

function int(v: string | undefined, min: number, max: number): number | undefined {
  if (v === undefined || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= min && n <= max ? n : undefined;
}

/** Lenient parse for pages: anything invalid falls back to its default (the API answers 422 instead). */
export function parseListQuery(params: RawParams, fixed: Partial<ListQuery> = {}): ListQuery {
  const typeId =
    int(first(params.type_product), 1, 4) ??
    (first(params.sale_is) === '1' ? 3 : int(first(params.type_id), 1, 4));
  const state = first(params.state);
  const sort = first(params.sort);
  const perPage = int(first(params.per_page), 1, 96);
  const facets: ListQuery['facets'] = {};
  for (const key of FACET_KEYS) {
    const values = [...new Set(all(params[key]).filter((v) => v.length <= 100))].slice(0, MAX_FACET_VALUES);
    if (values.length) facets[key] = values.sort();
  }
  const priceFrom = int(first(params.priceFrom), 0, 10_000_000);
  const priceTo = int(first(params.priceTo), 0, 10_000_000);
  return {
    search: first(params.search)?.slice(0, 100),
    categoryId: int(first(params.category_id), 1, 1_000_000),
    typeId: typeId === 1 || typeId === 2 || typeId === 3 || typeId === 4 ? typeId : undefined,
    state: CONDITIONS.includes(state as ProductCondition) ? (state as ProductCondition) : undefined,
    priceFrom,
    priceTo,
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'relevance',
    page: int(first(params.page), 1, MAX_PAGE) ?? 1,
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage ?? 0) ? perPage! : DEFAULT_PAGE_SIZE,
    facets,
    ...fixed,
  };
}

/**
 * The URL query of a list query: only filled fields, defaults left out, facets in a stable order. The
 * category is left out when the page itself is the category (`omitCategory`).
 */
export function serializeListQuery(q: ListQuery, opts: { omitCategory?: boolean } = {}): URLSearchParams {
  const p = new URLSearchParams();
  if (q.search) p.set('search', q.search);
  if (q.typeId === 3) p.set('sale_is', '1');
  else if (q.typeId) p.set('type_id', String(q.typeId));
  if (q.categoryId && !opts.omitCategory) p.set('category_id', String(q.categoryId));
  if (q.state) p.set('state', q.state);
  if (q.priceFrom !== undefined) p.set('priceFrom', String(q.priceFrom));
  if (q.priceTo !== undefined) p.set('priceTo', String(q.priceTo));
  for (const key of FACET_KEYS) for (const v of q.facets[key] ?? []) p.append(key, v);
  if (q.sort !== 'relevance') p.set('sort', q.sort);
  if (q.perPage !== DEFAULT_PAGE_SIZE) p.set('per_page', String(q.perPage));
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

/** `?a=b` or '' for a list query. */
export function queryString(q: ListQuery, opts: { omitCategory?: boolean } = {}): string {
  const s = serializeListQuery(q, opts).toString();
  return s ? `?${s}` : '';
}

/** A changed list query; any change other than the page itself goes back to page 1. */
export function withChange(q: ListQuery, change: Partial<ListQuery>): ListQuery {
  return { ...q, page: 1, ...change };
}

/** Facet value toggled on or off (page reset). */
export function toggleFacet(q: ListQuery, key: FacetKey, value: string): ListQuery {
  const current = q.facets[key] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value].sort();
  const facets = { ...q.facets, [key]: next };
  if (!next.length) delete facets[key];
  return withChange(q, { facets });
}

export interface SearchForm {
  search?: string;
  group?: ProductGroup | '';
  categoryId?: string | number;
  state?: string;
}

/**
 * Spec §5 search submit: a query built only from the filled fields (search, type_id or sale_is,
 * category_id, state), with no page parameter.
 */
export function searchSubmitQuery(form: SearchForm): string {
  const p = new URLSearchParams();
  const search = form.search?.trim();
  if (search) p.set('search', search);
  if (form.group && form.group in PRODUCT_GROUPS) {
    const [k, v] = PRODUCT_GROUPS[form.group].split('=');
    p.set(k, v);
  }
  if (form.categoryId !== undefined && String(form.categoryId).trim() !== '')
    p.set('category_id', String(form.categoryId));
  if (form.state && CONDITIONS.includes(form.state as ProductCondition)) p.set('state', form.state);
  return p.toString();
}

/** Number of pages for a total (at least 1). */
export function lastPage(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** Page numbers to show around the current page, with null for a gap: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(page: number, last: number, radius = 2): (number | null)[] {
  const out: (number | null)[] = [];
  for (let i = 1; i <= last; i++) {
    if (i === 1 || i === last || Math.abs(i - page) <= radius) out.push(i);
    else if (out[out.length - 1] !== null) out.push(null);
  }
  return out;
}

/** A query word, and whether it is part of a hyphenated token (an article or SKU such as RAM-SAM-D4R-001). */
export interface SearchTerm {
  word: string;
  identifier: boolean;
}

/**
 * Query words for search: lower case, accents removed, split on anything but letters and digits. The
 * parts of a hyphenated token are marked: they spell an article or SKU, so they are never spell-corrected
 * ('sam' of RAM-SAM-D4R-001 is not a misspelt 'sas').
 */
export function searchTerms(text: string, max = 8): SearchTerm[] {
  const terms: SearchTerm[] = [];
  const tokens = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9-]+/);
  for (const token of tokens) {
    const parts = token.split('-').filter(Boolean);
    for (const word of parts) terms.push({ word, identifier: parts.length > 1 });
  }
  return terms.slice(0, max);
}

/** The words of `searchTerms`. */
export function searchWords(text: string, max = 8): string[] {
  return searchTerms(text, max).map((t) => t.word);
}
