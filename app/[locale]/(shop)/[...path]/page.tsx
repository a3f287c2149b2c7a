import type { Metadata } from 'next';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { resolveAlias } from '@/features/content/server/aliases';
import { getShipping } from '@/features/content/server/settings';
import { parseListQuery, type RawParams } from '@/features/catalog/list-query';
import { ancestors, categoryName, getCategories } from '@/features/catalog/server/categories';
import { headers } from 'next/headers';
import { currentCustomer, isVerifiedStaff } from '@/features/accounts';
import { getProductDetail, getProductPreview, getRelations } from '@/features/catalog/server/product';
import { ProductPreviewBar } from '@/features/backoffice/components/product-preview-bar';
import {
  categoryMetadata,
  listJsonLd,
  productJsonLd,
  productMetadata,
} from '@/features/catalog/server/page-meta';
import { ListingView } from '@/features/catalog/components/listing-view';
import { ProductView } from '@/features/catalog/components/product-view';
import { LiveProduct } from '@/features/catalog/components/live-product';
import { JsonLd } from '@/features/catalog/components/json-ld';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { cardAction } from '../card-action';
import { ConfiguratorSection } from '@/features/configurator/components/configurator-section';
import { listReviews, productReviewStats } from '@/features/reviews/server/reviews';
import { reviewsLd } from '@/features/reviews/model';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { parsePage } from '@/features/pages/model';

const shareIdOf = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

type Props = { params: Promise<{ locale: string; path: string[] }>; searchParams: Promise<RawParams> };

async function resolve(params: Props['params']) {
  const { locale, path } = await params;
  return {
    locale: locale as Locale,
    resolved: await resolveAlias(`/${path.map(decodeURIComponent).join('/')}`),
  };
}

/**
 * A product as shoppers see it; an unpublished one only for a verified member of staff, as a preview that
 * is read past the shared cache (getProductPreview) and never enters the page cache (staff carry a
 * session cookie: lib/page-cache.ts). Anyone else gets the 404 page for it.
 */
async function productFor(id: number, locale: Locale) {
  const published = await getProductDetail(id, locale);
  if (published) return published;
  const who = await currentCustomer(await headers());
  return who && isVerifiedStaff(who) ? getProductPreview(id, locale) : null;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale, resolved } = await resolve(params);
  if (resolved?.kind === 'route' && resolved.route === 'category' && resolved.id) {
    const c = (await getCategories()).get(resolved.id);
    if (c) return categoryMetadata(c, locale, parseListQuery(await searchParams, { categoryId: c.id }));
  }
  if (resolved?.kind === 'route' && resolved.route === 'product' && resolved.id) {
    const p = await productFor(resolved.id, locale);
    if (p) return productMetadata(p, locale);
  }
  return {};
}

/**
 * Readable paths (categories, products, content pages) resolve through the aliases table; old paths
 * redirect where an alias says so (proxy.ts answers those with a real 301 first); anything else is the
 * 404 page.
 */
export default async function AliasPage({ params, searchParams }: Props) {
  const { locale, resolved } = await resolve(params);
  setRequestLocale(locale);
  if (!resolved) notFound();
  if (resolved.kind === 'redirect') {
    const target = localePath(locale, resolved.path);
    if (resolved.status === 301 || resolved.status === 308) permanentRedirect(target);
    redirect(target);
  }
  const tc = await getTranslations({ locale, namespace: 'common' });
  if (resolved.route === 'category' && resolved.id) {
    const all = await getCategories();
    const c = all.get(resolved.id);
    if (!c) notFound();
    const crumbs = ancestors(all, c.id).map((a) => ({ name: categoryName(a, locale), path: a.path }));
    const subcategories = [...all.values()]
      .filter((s) => s.parentId === c.id && s.inMenu)
      .sort((a, b) => a.sort - b.sort)
      .map((s) => ({ name: categoryName(s, locale), path: localePath(locale, s.path) }));
    return (
      <>
        <JsonLd data={await listJsonLd(locale, crumbs, tc('home'))} />
        <ListingView
          locale={locale}
          query={parseListQuery(await searchParams, { categoryId: c.id })}
          title={categoryName(c, locale)}
          intro={locale === 'en' ? c.descriptionEn : c.descriptionNl}
          basePath={localePath(locale, c.path)}
          categoryPage
          breadcrumbs={crumbs}
          subcategories={subcategories}
          cardAction={cardAction}
        />
      </>
    );
  }
  if (resolved.route === 'product' && resolved.id) {
    const query = await searchParams;
    const [product, similar, shipping, reviewPage, reviewStats] = await Promise.all([
      productFor(resolved.id, locale),
      getRelations(resolved.id, locale),
      getShipping(),
      listReviews({ productId: resolved.id, page: parsePage(query.reviews) }),
      productReviewStats(resolved.id),
    ]);
    if (!product) notFound();
    return (
      <>
        {product.active ? null : <ProductPreviewBar productId={product.id} locale={locale} />}
        <JsonLd
          data={await productJsonLd(product, locale, tc('home'), reviewsLd(reviewStats, reviewPage.data))}
        />
        <LiveProduct products={[{ id: product.id, name: product.name }]} version={product.updatedAt} />
        <ProductView
          reviewStats={reviewStats}
          reviews={
            <ProductReviews
              productId={product.id}
              stats={reviewStats}
              page={reviewPage}
              locale={locale}
              basePath={localePath(locale, product.path)}
            />
          }
          product={product}
          similar={similar}
          locale={locale}
          shipping={shipping}
          cardAction={cardAction}
          actions={
            // A build-your-own product goes into the cart through its configurator, priced as configured.
            product.configurable ? undefined : (
              <AddToCartButton productId={product.id} name={product.name} quantity={product.quantity} />
            )
          }
          configurator={
            product.configurable ? (
              <ConfiguratorSection
                productId={product.id}
                locale={locale}
                shareId={shareIdOf(query.config)}
                heading="h2"
              />
            ) : undefined
          }
        />
      </>
    );
  }
  // Content pages ('page' aliases) arrive with the content issue; until then the path is unknown.
  notFound();
}
