import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases, categories } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';

export interface CategoryInfo {
  id: number;
  parentId: number | null;
  key: string;
  nameNl: string;
  nameEn: string;
  descriptionNl: string;
  descriptionEn: string;
  path: string;
  sort: number;
  inMenu: boolean;
}

export function getCategories(): Promise<Map<number, CategoryInfo>> {
  return cached(
    'catalog:categories',
    async () => {
      const db = await getDb();
      const rows = await db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          key: categories.key,
          nameNl: categories.nameNl,
          nameEn: categories.nameEn,
          descriptionNl: categories.descriptionNl,
          descriptionEn: categories.descriptionEn,
          sort: categories.sort,
          inMenu: categories.inMenu,
          slug: categories.slug,
          path: aliases.path,
        })
        .from(categories)
        .leftJoin(aliases, and(eq(aliases.route, 'category'), eq(aliases.targetId, categories.id)));
      return new Map(rows.map(({ slug, path, ...r }) => [r.id, { ...r, path: path ?? `/${slug}` }]));
    },
    { ttlSeconds: 300, tags: ['categories', 'aliases'] },
  );
}

/** The category and all its descendants (a category page lists its subcategories' products too). */
export function descendantIds(all: Map<number, CategoryInfo>, id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++)
    for (const c of all.values()) if (c.parentId === out[i] && !out.includes(c.id)) out.push(c.id);
  return out;
}

/** Root-first chain of a category (for breadcrumbs). */
export function ancestors(all: Map<number, CategoryInfo>, id: number): CategoryInfo[] {
  const chain: CategoryInfo[] = [];
  let cur = all.get(id);
  while (cur && !chain.includes(cur)) {
    chain.unshift(cur);
    cur = cur.parentId === null ? undefined : all.get(cur.parentId);
  }
  return chain;
}

export function categoryName(c: CategoryInfo, locale: Locale): string {
  return locale === 'en' ? c.nameEn : c.nameNl;
}

/** Spec §7 category list: categoryId and categoryName of every shop category. */
export async function categoryList(
  locale: Locale,
): Promise<{ categoryId: number; categoryName: string; parentId: number | null; path: string }[]> {
  const all = await getCategories();
  return [...all.values()]
    .sort((a, b) => a.sort - b.sort || a.id - b.id)
    .map((c) => ({
      categoryId: c.id,
      categoryName: categoryName(c, locale),
      parentId: c.parentId,
      path: c.path,
    }));
}

/** Menu categories in tree order with their depth (for the quick search's category select). */
export async function categoryOptions(
  locale: Locale,
): Promise<{ categoryId: number; categoryName: string; depth: number }[]> {
  const all = [...(await getCategories()).values()].filter((c) => c.inMenu);
  const out: { categoryId: number; categoryName: string; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const c of all.filter((x) => x.parentId === parent).sort((a, b) => a.sort - b.sort || a.id - b.id)) {
      out.push({ categoryId: c.id, categoryName: categoryName(c, locale), depth });
      walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

/** Every redirect alias (old path → new path, status), for the proxy's 301s. */
export function redirectMap(): Promise<Record<string, { to: string; status: number }>> {
  return cached(
    'catalog:redirects',
    async () => {
      const db = await getDb();
      const rows = await db
        .select({ path: aliases.path, to: aliases.redirectTo, status: aliases.status })
        .from(aliases)
        .where(isNotNull(aliases.redirectTo));
      return Object.fromEntries(
        rows.map((r) => [r.path.toLowerCase(), { to: r.to!, status: r.status ?? 301 }]),
      );
    },
    { ttlSeconds: 60, tags: ['aliases'] },
  );
}
