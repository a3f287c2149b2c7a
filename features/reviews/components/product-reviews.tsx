import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/components/ui/rating-stars';
import type { Locale } from '@/lib/i18n/routing';
import type { ReviewPage, ReviewStats } from '../model';
import { ReviewsList } from './reviews-list';
import { ReviewFormLight } from './review-form-light';

interface Props {
  productId: number;
  stats: ReviewStats;
  page: ReviewPage;
  locale: Locale;
  /** The product page's locale-prefixed path; review pages link to `?reviews=N#reviews` on it. */
  basePath: string;
}

/** A product's approved reviews (server-rendered, paged), their average and count, and the form to write one. */
export async function ProductReviews({ productId, stats, page, locale, basePath }: Props) {
  const t = await getTranslations({ locale, namespace: 'shopReviews' });
  const average = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    maximumFractionDigits: 1,
  }).format(stats.average);
  return (
    <div className="space-y-6" data-testid="product-reviews">
      {stats.count > 0 ? (
        <p
          className="flex flex-wrap items-center gap-2"
          data-testid="reviews-summary"
          data-count={stats.count}
          data-average={stats.average}
        >
          <RatingStars percent={stats.average * 20} label={t('starsLabel', { stars: average })} size={20} />
          <span>{t('productSummary', { average, count: stats.count })}</span>
        </p>
      ) : (
        <p className="text-slate-700" data-testid="reviews-summary" data-count={0}>
          {t('productEmpty')}
        </p>
      )}
      {page.data.length ? <ReviewsList page={page} locale={locale} basePath={basePath} /> : null}
      <div className="card max-w-2xl p-5">
        <ReviewFormLight productId={productId} />
      </div>
    </div>
  );
}
