import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { banners, htmlBlocks, pages } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import type { Locale } from '@/lib/i18n/routing';

export interface Banner {
  id: number;
  title: string;
  text: string;
  image: string | null;
  link: string | null;
}

export interface PageSection {
  type: string;
  title?: string;
  /** Plain text, paragraphs at empty lines (seeded sections; kept beside `html` for text readers). */
  body?: string;
  /** Sanitised rich text (lib/sanitize-html.ts), once staff edited the section; rendered instead of body. */
  html?: string;
  [key: string]: unknown;
}

export interface Page {
  slug: string;
  title: string;
  description: string;
  sections: PageSection[];
}

export function getBanners(placement: string, locale: Locale): Promise<Banner[]> {
  return cached(
    `banners:${placement}:${locale}`,
    async () => {
      const db = await getDb();
      const rows = await db
        .select()
        .from(banners)
        .where(and(eq(banners.placement, placement), eq(banners.active, true)))
        .orderBy(asc(banners.sort));
      return rows.map((b) => ({
        id: b.id,
        title: locale === 'en' ? b.titleEn : b.titleNl,
        text: locale === 'en' ? b.textEn : b.textNl,
        image: b.image,
        link: b.link,
      }));
    },
    { ttlSeconds: 300, tags: ['banners'] },
  );
}

export function getPage(slug: string, locale: Locale): Promise<Page | null> {
  return cached(
    `page:${slug}:${locale}`,
    async () => {
      const db = await getDb();
      const [p] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
      if (!p) return null;
      return {
        slug: p.slug,
        title: locale === 'en' ? p.titleEn : p.titleNl,
        description: locale === 'en' ? p.descriptionEn : p.descriptionNl,
        sections: ((locale === 'en' ? p.bodyEn : p.bodyNl) ?? []) as PageSection[],
      };
    },
    { ttlSeconds: 300, tags: ['pages'] },
  );
}

export function getHtmlBlock(hook: string, locale: Locale): Promise<string | null> {
  return cached(
    `html:${hook}:${locale}`,
    async () => {
      const db = await getDb();
      const [b] = await db.select().from(htmlBlocks).where(eq(htmlBlocks.hook, hook)).limit(1);
      return b ? (locale === 'en' ? b.htmlEn : b.htmlNl) : null;
    },
    { ttlSeconds: 300, tags: ['html-blocks'] },
  );
}
