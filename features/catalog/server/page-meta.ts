import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { publicUrl } from '@/lib/env';
import { formatEuro } from '@/lib/money';
import { getContact } from '@/features/content';
import { queryString, type ListQuery } from '../list-query';
import { breadcrumbLd, graph, organizationLd, productLd } from '../seo';
import type { ProductDetail } from './product';
import type { CategoryInfo } from './categories';
import { categoryName } from './categories';

/** Canonical URL and hreflang alternates (nl, en, x-default) of a locale-less path plus query. */
export function alternates(locale: Locale, path: string, query = ''): Metadata['alternates'] {
  return {
    canonical: `${localePath(locale, path)}${query}`,
    languages: {
      nl: `${localePath('nl', path)}${query}`,
      en: `${localePath('en', path)}${query}`,
      'x-default': `${localePath('nl', path)}${query}`,
    },
  };
}

/** The canonical query of a list: the filters and page; sort and page size show the same products. */
export function canonicalQuery(q: ListQuery, omitCategory: boolean): string {
  return queryString({ ...q, sort: 'relevance', perPage: 24 }, { omitCategory });
}

function describe(text: string, max = 158): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export async function listMetadata(
  locale: Locale,
  path: string,
  title: string,
  description: string,
  q: ListQuery,
  omitCategory: boolean,
): Promise<Metadata> {
  const query = canonicalQuery(q, omitCategory);
  const t = await getTranslations({ locale, namespace: 'catalogList' });
  const fullTitle = q.page > 1 ? `${title} – ${t('page')} ${q.page}` : title;
  return {
    title: fullTitle,
    description: describe(description),
    alternates: alternates(locale, path, query),
    openGraph: {
      title: fullTitle,
      description: describe(description),
      url: `${localePath(locale, path)}${query}`,
      type: 'website',
    },
  };
}

export async function categoryMetadata(c: CategoryInfo, locale: Locale, q: ListQuery): Promise<Metadata> {
  const description = (locale === 'en' ? c.descriptionEn : c.descriptionNl) || categoryName(c, locale);
  return listMetadata(locale, c.path, categoryName(c, locale), description, q, true);
}

/**
 * A product page's title and description: staff's SEO title and description for the locale when set,
 * else the name and a description led by the prices. An unpublished product (a staff preview) is noindex.
 */
export async function productMetadata(p: ProductDetail, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'catalogProduct' });
  const price = t('metaPrice', { ex: formatEuro(p.price, locale), inc: formatEuro(p.priceNds, locale) });
  const description = p.seoDescription || describe(`${price} ${p.description}`);
  const title = p.seoTitle || p.name;
  return {
    // Staff's SEO title is the whole <title> (without the site name the layout's template adds).
    title: p.seoTitle ? { absolute: p.seoTitle } : p.name,
    description,
    ...(p.active ? {} : { robots: { index: false, follow: false } }),
    alternates: alternates(locale, p.path),
    openGraph: {
      title,
      description,
      url: localePath(locale, p.path),
      type: 'website',
      images: p.images
        .slice(0, 1)
        .map((src) => ({ url: src, width: 800, height: 600, alt: p.imageAlts[0] || p.name })),
    },
  };
}

/** JSON-LD graph of a product page: Product with Offer, BreadcrumbList and the shop's Organization. */
export async function productJsonLd(p: ProductDetail, locale: Locale, home: string, reviews?: object) {
  const base = publicUrl();
  const [contact, tm] = await Promise.all([getContact(), getTranslations({ locale, namespace: 'meta' })]);
  const url = `${base}${localePath(locale, p.path)}`;
  return graph(
    productLd(p, url, base, { reviews }),
    breadcrumbLd([
      { name: home, url: `${base}${localePath(locale, '/')}` },
      ...p.breadcrumbs.map((b) => ({ name: b.name, url: `${base}${localePath(locale, b.path)}` })),
      { name: p.name, url },
    ]),
    organizationLd(base, tm('siteName'), contact),
  );
}

/** JSON-LD graph of a list page: BreadcrumbList and Organization. */
export async function listJsonLd(locale: Locale, crumbs: { name: string; path: string }[], home: string) {
  const base = publicUrl();
  const [contact, tm] = await Promise.all([getContact(), getTranslations({ locale, namespace: 'meta' })]);
  return graph(
    breadcrumbLd([
      { name: home, url: `${base}${localePath(locale, '/')}` },
      ...crumbs.map((b) => ({ name: b.name, url: `${base}${localePath(locale, b.path)}` })),
    ]),
    organizationLd(base, tm('siteName'), contact),
  );
}
