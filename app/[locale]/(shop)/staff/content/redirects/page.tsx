import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { listRedirects } from '@/features/backoffice/server/content-menus';
import { redirectListQuerySchema } from '@/features/backoffice/content-menus-schemas';
import { RedirectsTable } from '@/features/backoffice/components/redirects-table';
import { PageHead } from '../../../_shared/page-head';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.redirects',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the redirects a page at a time (searched by path; the list works without JavaScript),
 * with a form to add one and, per row, edit and delete.
 */
export default async function StaffRedirectsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  const parsed = redirectListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : redirectListQuerySchema.parse({});
  const [t, tc, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.redirects' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    listRedirects(query),
  ]);
  const { page, lastPage, total } = list.meta;
  const pageHref = (p: number) => ({
    pathname: '/staff/content/redirects',
    query: { ...(query.q ? { q: query.q } : {}), page: p },
  });
  return (
    <div className="container-shop space-y-6 py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      <form
        method="get"
        className="card flex flex-wrap items-end gap-3 p-4"
        role="search"
        aria-label={t('search')}
      >
        <div className="min-w-64 grow">
          <label htmlFor="redirects-q" className="field-label">
            {t('search')}
          </label>
          <input
            id="redirects-q"
            name="q"
            type="search"
            defaultValue={query.q ?? ''}
            maxLength={200}
            className="field-input w-full"
          />
        </div>
        <button type="submit" className="btn-primary">
          {t('searchApply')}
        </button>
        <Link href="/staff/content/redirects" className="link inline-flex min-h-11 items-center">
          {t('searchReset')}
        </Link>
      </form>
      <p className="text-sm text-slate-700" role="status" data-testid="redirects-count">
        {t('total', { total })}
      </p>
      <RedirectsTable rows={list.data} caption={t('caption')} locale={locale} />
      {lastPage > 1 ? (
        <nav aria-label={t('pagination')} className="flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="btn-secondary" rel="prev">
              {t('previous')}
            </Link>
          ) : null}
          <span>{t('page', { page, last: lastPage })}</span>
          {page < lastPage ? (
            <Link href={pageHref(page + 1)} className="btn-secondary" rel="next">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
