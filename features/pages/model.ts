/** Brand pages, the human sitemap and other content-page rules shared by server and client. */

export const BRANDS = {
  dell: { route: '/server-dell', generations: ['G10', 'G11', 'G12', 'G13', 'G14'] },
  hpe: { route: '/server-hp', generations: ['G6', 'G7', 'G8', 'G9', 'G10'] },
} as const;

export type Brand = keyof typeof BRANDS;
export const BRAND_KEYS = Object.keys(BRANDS) as Brand[];

export const ROUTERS_CATEGORY_ID = 600;
export const LIST_PAGE_SIZE = 24;

/** A generation from the query string when it belongs to the brand's filter, else null (all). */
export function parseGeneration(brand: Brand, raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const g = raw.trim().toUpperCase();
  return (BRANDS[brand].generations as readonly string[]).includes(g) ? g : null;
}

/** A 1-based page number from the query string; anything odd is page 1. */
export function parsePage(raw: unknown): number {
  const n = typeof raw === 'string' ? Number(raw) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
}

export interface SitemapEntry {
  name: string;
  url: string;
  children: SitemapEntry[];
}

export interface MenuLike {
  name: string;
  route: string;
  children: MenuLike[];
}

/** The category tree as sitemap entries (same nesting, urls are the readable paths). */
export function menuToSitemap(items: MenuLike[]): SitemapEntry[] {
  return items.map((i) => ({ name: i.name, url: i.route, children: menuToSitemap(i.children) }));
}

export function countEntries(entries: SitemapEntry[]): number {
  return entries.reduce((n, e) => n + 1 + countEntries(e.children), 0);
}

/** Query string for a brand list link: only set parameters, page 1 left out. */
export function listHref(route: string, params: { generation?: string | null; page?: number }): string {
  const q = new URLSearchParams();
  if (params.generation) q.set('generation', params.generation);
  if (params.page && params.page > 1) q.set('page', String(params.page));
  const s = q.toString();
  return s ? `${route}?${s}` : route;
}
