import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
import { listCustomers } from '@/features/backoffice/server/customers';
import { CUSTOMER_SORTS, customerListQuerySchema } from '@/features/backoffice/customer-schemas';
import { CustomersTable } from '@/features/backoffice/components/customers-table';
import { PageHead } from '../../_shared/page-head';

/** The list's parameters as the form sends them (page is the pagination's). */
const FILTER_NAMES = ['q', 'sort'] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.customers',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: customer accounts a page at a time, searched over name, e-mail, company, customer number,
 * KvK and VAT number, and sorted. A GET form and links: it works without JavaScript and every view has
 * its URL. Anyone but staff gets the 404 page.
 */
export default async function StaffCustomersPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  // A hand-edited URL: the message at its field, and the first page of all customers.
  const { query, filters, keep, errors } = parseListQuery(
    customerListQuerySchema,
    await searchParams,
    FILTER_NAMES,
  );
  const [t, tm, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.customers' }),
    getTranslations({ locale }),
    listCustomers(query),
  ]);
  const fields = listFields('customers', filters, translateErrors(tm, errors, { max: 100 }));
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const rows = list.data.map((r) => ({
    ...r,
    href: localePath(locale, `/staff/customers/${r.id}`),
    spentText: formatEuro(r.spent, locale),
    sinceText: date.format(new Date(r.createdAt)),
  }));
  return (
    <div className="container-shop py-8">
      <StaffListHeader
        heading={<PageHead title={t('title')} intro={t('intro')} />}
        count={t('count', { total: list.meta.total })}
        countTestId="staff-customers-count"
      >
        <ListFilters
          label={t('filters.legend')}
          className="mb-4 grid gap-3 p-4 sm:grid-cols-[2fr_1fr]"
          actionsClassName="sm:col-span-2"
          apply={t('filters.apply')}
          reset={t('filters.reset')}
          resetHref="/staff/customers"
        >
          {fields.search(t('filters.search'), { hint: t('filters.searchHint'), maxLength: 100 })}
          {fields.select(
            'sort',
            t('filters.sort'),
            CUSTOMER_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
          )}
        </ListFilters>
      </StaffListHeader>
      <CustomersTable
        rows={rows}
        sort={query.sort}
        caption={`${t('title')}, ${t('sortedBy', { sort: t(`sorts.${query.sort}`) })}`}
        empty={t('empty')}
      />
      <Pagination
        pathname="/staff/customers"
        keep={keep}
        page={list.meta.page}
        lastPage={list.meta.lastPage}
      />
    </div>
  );
}
