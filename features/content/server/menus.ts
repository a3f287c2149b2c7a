import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases, categories, menuItems } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';
import { buildCategoryTree, type MenuItem } from '../model';

export function getCategoryMenu(locale: Locale): Promise<MenuItem[]> {
  return cached(
    `menu:category:${locale}`,
    async () => {
      const db = await getDb();
      const rows = await db
        .select({
          id: categories.id,
          parentId: categories.parentId,
          nameNl: categories.nameNl,
          nameEn: categories.nameEn,
          sort: categories.sort,
          path: aliases.path,
          slug: categories.slug,
        })
        .from(categories)
        .leftJoin(aliases, and(eq(aliases.route, 'category'), eq(aliases.targetId, categories.id)))
        .where(eq(categories.inMenu, true));
      return buildCategoryTree(
        rows.map((r) => ({
          id: r.id,
          parentId: r.parentId,
          name: locale === 'en' ? r.nameEn : r.nameNl,
          path: r.path ?? `/${r.slug}`,
          sort: r.sort,
        })),
      );
    },
    { ttlSeconds: 300, tags: ['categories'] },
  );
}

/** An editable menu ('main', 'footer') as a tree. */
export function getMenu(menu: string, locale: Locale): Promise<MenuItem[]> {
  return cached(
    `menu:${menu}:${locale}`,
    async () => {
      const db = await getDb();
      const rows = await db
        .select()
        .from(menuItems)
        .where(eq(menuItems.menu, menu))
        .orderBy(asc(menuItems.sort));
      const toItem = (parent: number | null): MenuItem[] =>
        rows
          .filter((r) => r.parentId === parent)
          .map((r) => ({
            name: locale === 'en' ? r.labelEn : r.labelNl,
            route: r.route,
            children: toItem(r.id),
          }));
      return toItem(null);
    },
    { ttlSeconds: 300, tags: ['menus'] },
  );
}
