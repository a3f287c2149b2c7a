import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { ChevronLeft, ChevronRight } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { pageWindow, queryString, type ListQuery } from '../list-query';
import type { Locale } from '@/lib/i18n/routing';

/** Page links (plain links: crawlable, work without JavaScript). */
export async function Pagination({
  query,
  last,
  basePath,
  omitCategory,
  locale,
}: {
  query: ListQuery;
  last: number;
  basePath: string;
  omitCategory: boolean;
  locale: Locale;
}) {
  if (last <= 1) return null;
  const t = await getTranslations({ locale, namespace: 'catalogList' });
  const href = (page: number) => `${basePath}${queryString({ ...query, page }, { omitCategory })}`;
  const cls =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('pagination')} className="mt-8" data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {query.page > 1 ? (
          <li>
            <Link
              href={href(query.page - 1)}
              className={`${cls} border-slate-300 hover:bg-slate-50`}
              rel="prev"
            >
              <Icon icon={ChevronLeft} aria-hidden="true" size={18} />
              <span className="sr-only">{t('previous')}</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(query.page, last).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={p}>
              {p === query.page ? (
                <span aria-current="page" className={`${cls} border-brand-600 bg-brand-600 text-white`}>
                  <span className="sr-only">{t('page')} </span>
                  {p}
                </span>
              ) : (
                <Link href={href(p)} className={`${cls} border-slate-300 hover:bg-slate-50`}>
                  <span className="sr-only">{t('page')} </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {query.page < last ? (
          <li>
            <Link
              href={href(query.page + 1)}
              className={`${cls} border-slate-300 hover:bg-slate-50`}
              rel="next"
              data-testid="next-page"
            >
              <span className="sr-only">{t('next')}</span>
              <Icon icon={ChevronRight} aria-hidden="true" size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
