import 'server-only';
import { translator } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import { getCategoryMenu } from '@/features/content';
import { menuToSitemap, type SitemapEntry } from '../model';

/** The shop's own pages, in sitemap order; names come from messages (sitemapPage.pages.*). */
export const SITEMAP_PAGES = [
  ['home', '/'],
  ['sale', '/sale'],
  ['serverDell', '/server-dell'],
  ['serverHp', '/server-hp'],
  ['routers', '/routers'],
  ['about', '/about'],
  ['reviews', '/about#reviews'],
  ['faq', '/faq'],
  ['contact', '/contact'],
  ['order', '/order'],
  ['login', '/customer/login'],
  ['register', '/register'],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['elements', '/elements'],
  ['sitemap', '/sitemap'],
] as const;

/** GET /api/sitemaps/list-page-url: every page and every category, with readable paths. */
export async function getSitemap(
  locale: Locale,
): Promise<{ pages: SitemapEntry[]; categories: SitemapEntry[] }> {
  const t = translator(locale);
  const categories = menuToSitemap(await getCategoryMenu(locale));
  return {
    pages: SITEMAP_PAGES.map(([key, url]) => ({ name: t(`sitemapPage.pages.${key}`), url, children: [] })),
    categories,
  };
}
