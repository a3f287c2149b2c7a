import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { listSubscribers } from '@/features/backoffice/server/inbox';
import { subscriberListQuerySchema } from '@/features/backoffice/inbox-schemas';
import { SubscriberTable } from '@/features/backoffice/components/subscriber-table';
import { PageHead } from '../../../_shared/page-head';
import { InboxTabs } from '../inbox-tabs';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.inbox.newsletter',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: the newsletter's confirmed subscribers (double opt-in done), the latest first, a page at a
 * time, searched by address or name, with a CSV export of every confirmed subscriber.
 */
export default async function StaffNewsletterPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  const parsed = subscriberListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : subscriberListQuerySchema.parse({});
  const [t, ti, tm, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.inbox.newsletter' }),
    getTranslations({ locale, namespace: 'backoffice.inbox' }),
    getTranslations({ locale }),
    listSubscribers(query),
  ]);
  const qError = parsed.success ? null : parsed.error.issues.find((i) => i.path[0] === 'q')?.message;
  const q = parsed.success && query.q ? { q: query.q } : {};
  const pageHref = (page: number) => ({ pathname: '/staff/inbox/newsletter', query: { ...q, page } });
  const exportHref = `/api/portal/api/staff/subscribers/export?${new URLSearchParams({ lang: locale })}`;
  const { page, lastPage, total } = list.meta;
  return (
    <div className="container-shop py-8">
      <PageHead title={ti('title')} intro={ti('intro')} />
      <InboxTabs locale={locale} current="newsletter" />
      <h2 className="mb-1 text-xl font-semibold">{t('title')}</h2>
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t('intro')}</p>
      <form
        method="get"
        className="card mb-4 flex flex-wrap items-end gap-3 p-4"
        role="search"
        aria-label={t('search')}
      >
        <div className="min-w-64 flex-1">
          <label htmlFor="subscribers-q" className="field-label">
            {t('search')}
          </label>
          <input
            id="subscribers-q"
            name="q"
            type="search"
            defaultValue={typeof raw.q === 'string' ? raw.q : ''}
            maxLength={100}
            className="field-input w-full"
            aria-describedby={qError ? 'subscribers-q-hint subscribers-q-error' : 'subscribers-q-hint'}
            aria-invalid={qError ? true : undefined}
          />
          <p id="subscribers-q-hint" className="mt-0.5 text-xs text-slate-600">
            {t('searchHint')}
          </p>
          {qError ? (
            <p id="subscribers-q-error" className="field-error">
              {translateIfKey(tm, qError, { max: 100 })}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-primary">
          {t('apply')}
        </button>
        <Link href="/staff/inbox/newsletter" className="link self-center">
          {t('reset')}
        </Link>
        <a
          href={exportHref}
          className="btn-secondary ml-auto"
          download
          aria-describedby="subscribers-export-hint"
          data-testid="subscribers-export"
        >
          {t('export')}
        </a>
        <span id="subscribers-export-hint" className="self-center text-xs text-slate-600">
          {t('exportHint')}
        </span>
      </form>
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="subscribers-count">
        {t('count', { total })}
      </p>
      {list.data.length === 0 ? (
        <p className="card p-4">{t('empty')}</p>
      ) : (
        <SubscriberTable rows={list.data} caption={t('title')} />
      )}
      {lastPage > 1 ? (
        <nav aria-label={ti('pagination.label')} className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="btn-secondary" rel="prev">
              {ti('pagination.previous')}
            </Link>
          ) : null}
          <span>{ti('pagination.pageOf', { page, last: lastPage })}</span>
          {page < lastPage ? (
            <Link href={pageHref(page + 1)} className="btn-secondary" rel="next">
              {ti('pagination.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
