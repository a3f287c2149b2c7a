import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RatingStars } from '@/components/ui/rating-stars';
import type { Locale } from '@/lib/i18n/routing';
import type { ReviewPage } from '../model';

/** Approved reviews with page links (?reviews=N keeps the page server-rendered and linkable). */
export async function ReviewsList({
  page,
  locale,
  basePath,
}: {
  page: ReviewPage;
  locale: Locale;
  basePath: string;
}) {
  const t = await getTranslations({ locale, namespace: 'shopReviews' });
  const date = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'nl-NL', { dateStyle: 'long' });
  const href = (n: number) => (n > 1 ? `${basePath}?reviews=${n}#reviews` : `${basePath}#reviews`);
  if (!page.data.length) return <p>{t('empty')}</p>;
  return (
    <div className="space-y-4">
      <ul className="grid gap-3 md:grid-cols-2" data-testid="reviews-list">
        {page.data.map((r) => (
          <li key={r.id} className="card p-4" data-testid="review">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <strong>{r.name}</strong>
              <RatingStars percent={r.rating * 20} label={t('starsLabel', { stars: r.rating })} />
            </div>
            <p className="mt-2 whitespace-pre-line text-slate-800">{r.text}</p>
            <p className="mt-2 text-xs text-slate-600">
              <time dateTime={r.createdAt}>{date.format(new Date(r.createdAt))}</time>
            </p>
          </li>
        ))}
      </ul>
      {page.meta.lastPage > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center gap-3 text-sm">
          {page.meta.page > 1 ? (
            <Link className="link" href={href(page.meta.page - 1)} scroll={false}>
              {t('prev')}
            </Link>
          ) : null}
          <span>{t('pageOf', { page: page.meta.page, last: page.meta.lastPage })}</span>
          {page.meta.page < page.meta.lastPage ? (
            <Link className="link" href={href(page.meta.page + 1)} scroll={false}>
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
