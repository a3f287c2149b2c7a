import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
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
  const { query, filters, keep } = parseListQuery(redirectListQuerySchema, await searchParams, ['q']);
  const fields = listFields('redirects', filters, {});
  const [t, tc, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.redirects' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    listRedirects(query),
  ]);
  return (
    <div className="container-shop space-y-6 py-8">
      <StaffListHeader
        heading={
          <>
            <p className="mb-2 text-sm">
              <Link href="/staff/content" className="link">
                {tc('title')}
              </Link>
            </p>
            <PageHead title={t('title')} intro={t('intro')} />
          </>
        }
        count={t('total', { total: list.meta.total })}
        countTestId="redirects-count"
      >
        <ListFilters
          label={t('search')}
          className="flex flex-wrap items-end gap-3 p-4"
          apply={t('searchApply')}
          reset={t('searchReset')}
          resetHref="/staff/content/redirects"
        >
          {fields.search(t('search'), { maxLength: 200, className: 'min-w-64 grow' })}
        </ListFilters>
      </StaffListHeader>
      <RedirectsTable rows={list.data} caption={t('caption')} locale={locale} />
      <Pagination
        pathname="/staff/content/redirects"
        keep={keep}
        page={list.meta.page}
        lastPage={list.meta.lastPage}
        texts={{ label: t('pagination'), previous: t('previous'), next: t('next') }}
      />
    </div>
  );
}
