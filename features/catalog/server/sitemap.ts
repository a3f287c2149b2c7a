import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { aliases, products } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import { publicUrl } from '@/lib/env';
import { localePath, routing } from '@/lib/i18n/routing';
import { sitemapFileCount, sitemapIndexXml, sitemapPart, urlsetXml, type SitemapUrl } from '../sitemap-xml';
import { getCategories } from './categories';
import { CATALOG_TAGS } from './listing';

/** Static shop routes of spec §2 that are worth crawling. */
const STATIC_PATHS = ['/', '/sale', '/search'];

/** Every category and active product, once per language, each with its hreflang alternates. */
function catalogUrls(): Promise<SitemapUrl[]> {
  return cached(
    'sitemap',
    async () => {
      const base = publicUrl();
      const db = await getDb();
      const cats = [...(await getCategories()).values()];
      const rows = await db
        .select({ path: aliases.path, updatedAt: products.updatedAt })
        .from(products)
        .innerJoin(aliases, and(eq(aliases.route, 'product'), eq(aliases.targetId, products.id)))
        .where(eq(products.active, true))
        .orderBy(products.id);
      const entries = (path: string, lastModified?: Date, priority?: number): SitemapUrl[] => {
        const alternates = Object.fromEntries(
          routing.locales.map((l) => [l, `${base}${localePath(l, path)}`]),
        );
        return routing.locales.map((l) => ({ loc: alternates[l], lastModified, priority, alternates }));
      };
      return [
        ...STATIC_PATHS.flatMap((p) => entries(p, undefined, p === '/' ? 1 : 0.6)),
        ...cats.flatMap((c) => entries(c.path, undefined, 0.8)),
        ...rows.flatMap((r) => entries(r.path, r.updatedAt, 0.6)),
      ];
    },
    { ttlSeconds: 3600, tags: [...CATALOG_TAGS, 'categories', 'aliases'] },
  );
}

/** /sitemap.xml: the whole urlset while it fits one file, otherwise an index of /sitemaps/{n}.xml. */
export async function sitemapXml(): Promise<string> {
  const urls = await catalogUrls();
  const files = sitemapFileCount(urls.length);
  if (files === 1) return urlsetXml(urls);
  return sitemapIndexXml(Array.from({ length: files }, (_, i) => `${publicUrl()}/sitemaps/${i}.xml`));
}

/** /sitemaps/{part}.xml, or null when the catalogue has no such part. */
export async function sitemapPartXml(part: number): Promise<string | null> {
  const urls = sitemapPart(await catalogUrls(), part);
  return urls ? urlsetXml(urls) : null;
}
