import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
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
  const { query, filters, keep, errors } = parseListQuery(subscriberListQuerySchema, await searchParams, [
    'q',
  ]);
  const [t, ti, tm, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.inbox.newsletter' }),
    getTranslations({ locale, namespace: 'backoffice.inbox' }),
    getTranslations({ locale }),
    listSubscribers(query),
  ]);
  const fields = listFields('subscribers', filters, translateErrors(tm, errors, { max: 100 }));
  const exportHref = `/api/portal/api/staff/subscribers/export?${new URLSearchParams({ lang: locale })}`;
  return (
    <div className="container-shop py-8">
      <StaffListHeader
        heading={
          <>
            <PageHead title={ti('title')} intro={ti('intro')} />
            <InboxTabs locale={locale} current="newsletter" />
            <h2 className="mb-1 text-xl font-semibold">{t('title')}</h2>
            <p className="mb-4 max-w-3xl text-sm text-slate-700">{t('intro')}</p>
          </>
        }
        count={t('count', { total: list.meta.total })}
        countTestId="subscribers-count"
      >
        <ListFilters
          label={t('search')}
          className="mb-4 flex flex-wrap items-end gap-3 p-4"
          actionsClassName="grow"
          apply={t('apply')}
          reset={t('reset')}
          resetHref="/staff/inbox/newsletter"
          extra={
            <>
              <a
                href={exportHref}
                className="btn-secondary ml-auto"
                download
                aria-describedby="subscribers-export-hint"
                data-testid="subscribers-export"
              >
                {t('export')}
              </a>
              <span id="subscribers-export-hint" className="text-xs text-slate-600">
                {t('exportHint')}
              </span>
            </>
          }
        >
          {fields.search(t('search'), {
            hint: t('searchHint'),
            maxLength: 100,
            className: 'min-w-64 flex-1',
          })}
        </ListFilters>
      </StaffListHeader>
      <SubscriberTable rows={list.data} caption={t('title')} empty={t('empty')} />
      <Pagination
        pathname="/staff/inbox/newsletter"
        keep={keep}
        page={list.meta.page}
        lastPage={list.meta.lastPage}
      />
    </div>
  );
}
