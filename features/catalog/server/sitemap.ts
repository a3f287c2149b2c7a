import 'server-only';
import type { MetadataRoute } from 'next';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases, products } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import { publicUrl } from '@/lib/env';
import { localePath } from '@/lib/i18n/routing';
import { getCategories } from './categories';
import { CATALOG_TAGS } from './listing';

/** Static shop routes of spec §2 that are worth crawling. */
const STATIC_PATHS = ['/', '/sale', '/search'];

/** Every category and active product in both languages (each entry carries its hreflang alternates). */
export function catalogSitemap(): Promise<MetadataRoute.Sitemap> {
  return cached(
    'sitemap',
    async () => {
      const base = publicUrl();
      const db = await getDb();
      const entry = (path: string, lastModified?: Date, priority?: number): MetadataRoute.Sitemap[number] => ({
        url: `${base}${localePath('nl', path)}`,
        ...(lastModified ? { lastModified } : {}),
        ...(priority ? { priority } : {}),
        alternates: { languages: { nl: `${base}${localePath('nl', path)}`, en: `${base}${localePath('en', path)}` } },
      });
      const cats = [...(await getCategories()).values()];
      const rows = await db
        .select({ path: aliases.path, updatedAt: products.updatedAt })
        .from(products)
        .innerJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
        .where(eq(products.active, true))
        .orderBy(products.id);
      const withEn = (e: MetadataRoute.Sitemap[number]) => [e, { ...e, url: e.alternates!.languages!.en! }];
      return [
        ...STATIC_PATHS.map((p) => entry(p, undefined, p === '/' ? 1 : 0.6)),
        ...cats.map((c) => entry(c.path, undefined, 0.8)),
        ...rows.map((r) => entry(r.path, r.updatedAt, 0.6)),
      ].flatMap(withEn);
    },
    { ttlSeconds: 3600, tags: [...CATALOG_TAGS, 'categories', 'aliases'] },
  );
}
