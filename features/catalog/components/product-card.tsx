import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { Price } from '@/components/ui/price';
import { RatingStars } from '@/components/ui/rating-stars';
import { isSaleActive, PRODUCT_TYPE, ratingStars, type ProductCard as Card } from '../model';
import { IMAGE_SIZES, imageAt, imageSrcSet } from '@/lib/product-image-variants';
import { StockBadge } from './stock-badge';
import { ProductAdvantages } from './product-advantages';

interface Props {
  product: Card;
  locale: Locale;
  /** Add-to-cart control (a build-your-own product gets a link to its configurator instead). */
  action?: ReactNode;
  /** Extra content under the price (e.g. a sale countdown). */
  extra?: ReactNode;
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

export async function ProductCard({
  product: p,
  locale,
  action,
  extra,
  priority = false,
  headingLevel = 'h3',
}: Props) {
  const t = await getTranslations({ locale, namespace: 'product' });
  const tc = await getTranslations({ locale, namespace: 'condition' });
  const tp = await getTranslations({ locale, namespace: 'catalogProduct' });
  const href = localePath(locale, p.path);
  const onSale = isSaleActive(p);
  const Heading = headingLevel;
  // Adding a build-your-own product from a card would put its bare base in the cart unseen: it is configured first.
  const configure = p.type === PRODUCT_TYPE.zelf_samenstellen;
  return (
    <article
      className="card relative flex h-full flex-col p-3"
      data-testid="product-card"
      data-product-id={p.id}
    >
      <div className="relative mb-3 aspect-[4/3] overflow-hidden rounded-md bg-slate-50">
        {p.image ? (
          // eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served as-is from /media
          <img
            src={imageAt(p.image, 400)}
            srcSet={imageSrcSet(p.image)}
            sizes={imageSrcSet(p.image) ? IMAGE_SIZES.card : undefined}
            // Decorative unless staff described the image: the card's heading names the product.
            alt={p.imageAlt ?? ''}
            width={400}
            height={300}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="h-full w-full object-contain"
          />
        ) : null}
        <div className="absolute left-2 top-2 flex flex-wrap gap-1">
          {onSale ? (
            <span className="rounded bg-sale px-2 py-0.5 text-xs font-bold text-white">{t('sale')}</span>
          ) : null}
          <span className="rounded bg-white/90 px-2 py-0.5 text-xs font-semibold text-slate-800 ring-1 ring-slate-300">
            {tc(p.state)}
          </span>
        </div>
      </div>
      <Heading className="text-sm font-semibold leading-snug text-slate-900">
        <Link href={href} className="after:absolute after:inset-0 hover:text-brand-700">
          {p.name}
        </Link>
      </Heading>
      <p className="mt-1 text-xs text-slate-600">
        {t('article')} {p.article}
      </p>
      {p.ratingCount > 0 ? (
        <div className="mt-1 flex items-center gap-1 text-xs text-slate-600">
          <RatingStars percent={p.rating} label={t('rating', { stars: ratingStars(p.rating) })} size={14} />
          <span>({p.ratingCount})</span>
        </div>
      ) : null}
      <div className="mt-auto space-y-2 pt-3">
        <Price ex={p.price} inc={p.priceNds} oldEx={p.priceOld} oldInc={p.priceOldNds} locale={locale} />
        {extra}
        <StockBadge quantity={p.quantity} locale={locale} productId={p.id} />
        <ProductAdvantages locale={locale} inStock={p.quantity > 0} compact />
        {configure ? (
          <div className="relative z-10">
            <Link
              href={localePath(locale, `/configurator/${p.id}`)}
              className="btn-primary w-full"
              aria-label={tp('configureLabel', { name: p.name })}
              data-testid="configure-link"
            >
              {tp('configure')}
            </Link>
          </div>
        ) : action ? (
          <div className="relative z-10">{action}</div>
        ) : null}
      </div>
    </article>
  );
}
