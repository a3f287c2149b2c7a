import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { ShieldCheck, Truck } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/routing';
import { Price } from '@/components/ui/price';
import { RatingStars } from '@/components/ui/rating-stars';
import { shipsToday } from '@/features/content/client';
import { isSaleActive, type ProductCard } from '../model';
import type { ProductDetail } from '../server/product';
import { Breadcrumbs } from './breadcrumbs';
import { ProductGallery } from './product-gallery';
import { SaleCountdown } from './sale-countdown';
import { StockBadge } from './stock-badge';
import { ProductAdvantages } from './product-advantages';
import { SpecTable } from './spec-table';
import { ProductGrid } from './product-grid';

interface Props {
  product: ProductDetail;
  similar: ProductCard[];
  locale: Locale;
  shipping: { cutoff: string; timezone: string };
  /** Add-to-cart control (the cart feature). */
  actions?: ReactNode;
  /** Configurator of build-your-own products (configurable, type 1). */
  configurator?: ReactNode;
  /** The product's approved reviews, their summary and the form to write one (the reviews feature). */
  reviews?: ReactNode;
  /** Count and average stars (1–5) of the product's approved reviews, for the link at the top. */
  reviewStats?: { count: number; average: number };
  cardAction?: (p: ProductCard) => ReactNode;
}

/** The product page of spec §2: gallery, prices, stock, advantages, description, specs, delivery, reviews, similar. */
export async function ProductView({
  product: p,
  similar,
  locale,
  shipping,
  actions,
  configurator,
  reviews,
  reviewStats,
  cardAction,
}: Props) {
  const t = await getTranslations({ locale, namespace: 'catalogProduct' });
  const tp = await getTranslations({ locale, namespace: 'product' });
  const tc = await getTranslations({ locale, namespace: 'condition' });
  const onSale = isSaleActive(p);
  const inStock = p.quantity > 0;
  const today = inStock && shipsToday(new Date(), shipping.cutoff, shipping.timezone);
  return (
    <div className="container-shop py-6" data-testid="product-page" data-product-id={p.id}>
      <Breadcrumbs items={[...p.breadcrumbs, { name: p.name, path: p.path }]} locale={locale} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ProductGallery images={p.images} alts={p.imageAlts} name={p.name} />
        <div className="space-y-4">
          <h1 className="text-2xl font-bold leading-tight sm:text-3xl">{p.name}</h1>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm text-slate-700">
            <dt>{tp('article')}</dt>
            <dd data-testid="article">{p.article}</dd>
            <dt>{tp('sku')}</dt>
            <dd>{p.sku}</dd>
            <dt>{t('condition')}</dt>
            <dd>{tc(p.state)}</dd>
            <dt>{t('brand')}</dt>
            <dd>{p.brand}</dd>
          </dl>
          {reviewStats && reviewStats.count > 0 ? (
            <a
              href="#reviews"
              className="inline-flex items-center gap-2 text-sm text-slate-700 hover:underline"
              data-testid="rating-link"
            >
              <RatingStars
                percent={reviewStats.average * 20}
                label={tp('rating', {
                  stars: new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
                    maximumFractionDigits: 1,
                  }).format(reviewStats.average),
                })}
              />
              {tp('ratingCount', { count: reviewStats.count })}
            </a>
          ) : null}
          <div className="card space-y-3 p-4">
            {onSale ? (
              <span className="inline-block rounded bg-sale px-2 py-0.5 text-xs font-bold text-white">
                {tp('sale')}
              </span>
            ) : null}
            <Price
              ex={p.price}
              inc={p.priceNds}
              oldEx={p.priceOld}
              oldInc={p.priceOldNds}
              locale={locale}
              size="lg"
            />
            {onSale && !p.indefinitePeriod && p.finishSale ? (
              <SaleCountdown finishSale={p.finishSale} />
            ) : null}
            <StockBadge quantity={p.quantity} locale={locale} productId={p.id} />
            <p
              className="flex items-center gap-2 text-sm text-slate-800"
              data-testid="delivery-promise"
              data-today={today}
            >
              <Icon icon={Truck} aria-hidden="true" size={18} className="shrink-0 text-brand-600" />
              {inStock
                ? today
                  ? t('shipsToday', { cutoff: shipping.cutoff })
                  : t('shipsNextDay')
                : t('shipsOnRequest')}
            </p>
            {actions ? <div data-testid="product-actions">{actions}</div> : null}
          </div>
          <ProductAdvantages locale={locale} inStock={inStock} />
        </div>
      </div>
      {configurator ? (
        <section className="mt-10" aria-label={t('configure')}>
          {configurator}
        </section>
      ) : null}
      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <section aria-labelledby="p-description">
            <h2 id="p-description" className="mb-3 text-xl font-bold">
              {t('description')}
            </h2>
            <p className="max-w-prose whitespace-pre-line text-slate-800">{p.description}</p>
          </section>
          <section aria-labelledby="p-specs">
            <h2 id="p-specs" className="mb-3 text-xl font-bold">
              {t('specs')}
            </h2>
            <SpecTable specs={p.specs} locale={locale} />
          </section>
        </div>
        <div className="space-y-10">
          <section aria-labelledby="p-delivery" className="card space-y-3 p-4 text-sm text-slate-800">
            <h2 id="p-delivery" className="text-lg font-bold">
              {t('deliveryWarranty')}
            </h2>
            <p className="flex gap-2">
              <Icon icon={Truck} aria-hidden="true" size={18} className="shrink-0 text-brand-600" />
              {t('deliveryText', { cutoff: shipping.cutoff })}
            </p>
            <p className="flex gap-2">
              <Icon icon={ShieldCheck} aria-hidden="true" size={18} className="shrink-0 text-brand-600" />
              {t('warrantyText', { months: p.warrantyMonths })}
            </p>
          </section>
        </div>
      </div>
      {reviews ? (
        <section id="reviews" aria-labelledby="p-reviews" className="mt-10 scroll-mt-40 space-y-4">
          <h2 id="p-reviews" className="text-xl font-bold">
            {t('reviews')}
          </h2>
          {reviews}
        </section>
      ) : null}
      {similar.length ? (
        <section aria-labelledby="p-similar" className="mt-12">
          <h2 id="p-similar" className="mb-4 text-xl font-bold">
            {t('similar')}
          </h2>
          <ProductGrid
            products={similar.slice(0, 4)}
            locale={locale}
            headingLevel="h3"
            cardAction={cardAction}
          />
        </section>
      ) : null}
    </div>
  );
}
