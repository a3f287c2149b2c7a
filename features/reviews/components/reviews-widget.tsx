import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/components/ui/rating-stars';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { reviewOverview } from '../server/reviews';

/** The reviews widget area in the footer, filled from our own approved reviews. */
export async function ReviewsWidget({ locale }: { locale: Locale }) {
  const [t, o] = await Promise.all([getTranslations({ locale, namespace: 'shopReviews' }), reviewOverview()]);
  if (!o.count) return null;
  const fmt = new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'nl-NL', {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const score = fmt.format(o.score);
  return (
    <section
      aria-labelledby="reviews-widget-title"
      className="container-shop grid gap-4 py-6 md:grid-cols-[14rem_1fr]"
      data-testid="reviews-widget"
    >
      <div>
        <h2 id="reviews-widget-title" className="text-base font-semibold text-white">
          {t('widgetTitle')}
        </h2>
        <p
          className="mt-1 text-2xl font-bold text-white"
          aria-label={t('widgetScoreLabel', { score, count: o.count })}
        >
          {t('widgetScore', { score })}
        </p>
        <p className="text-sm text-slate-300">{t('widgetCount', { count: o.count })}</p>
        <Link
          href={`${localePath(locale, '/about')}#reviews`}
          className="mt-2 inline-block text-sm text-white underline underline-offset-2"
        >
          {t('readAll')}
        </Link>
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {o.latest.map((r) => (
          <li key={r.id} className="rounded-md bg-slate-800 p-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <span className="font-semibold text-white">{r.name}</span>
              <RatingStars percent={r.rating * 20} label={t('starsLabel', { stars: r.rating })} size={14} />
            </div>
            <p className="mt-1 line-clamp-3 text-slate-200">{r.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
