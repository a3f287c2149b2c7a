import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
import { ORDER_STATUSES } from '@/features/checkout/client';
import { listOrders } from '@/features/backoffice/server/orders';
import { ORDER_DELIVERIES, ORDER_SORTS, orderListQuerySchema } from '@/features/backoffice/schemas';
import { DELIVERY_TYPES } from '@/features/checkout/model';
import { PageHead } from '../../_shared/page-head';
import { NewOrdersNotice } from '@/features/backoffice/components/new-orders-notice';
import { OrdersTable } from '@/features/backoffice/components/orders-table';

/** The list's filters as URL parameters (page is the pagination's). */
const FILTER_NAMES = ['q', 'status', 'payment', 'from', 'to', 'delivery', 'customer', 'sort'] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.orders',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: confirmed orders, newest first, a page at a time, filtered by status and searched by number,
 * name, company or e-mail. A GET form and links: it works without JavaScript and every view has its URL.
 * Anyone but staff gets the 404 page.
 */
export default async function StaffOrdersPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  // A hand-edited URL or a bad date range: the message at its field, and the first page of all orders.
  const {
    query,
    filters,
    keep,
    errors: issues,
  } = parseListQuery(orderListQuerySchema, await searchParams, FILTER_NAMES);
  const [t, tc, tm, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.orders' }),
    getTranslations({ locale, namespace: 'checkout' }),
    getTranslations({ locale }),
    listOrders(query),
  ]);
  const fields = listFields('orders', filters, translateErrors(tm, issues));
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  const exportHref = `/api/portal/api/staff/orders/export?${new URLSearchParams({ ...keep, lang: locale })}`;
  const options = <O extends string>(values: readonly O[], label: (o: O) => string) =>
    values.map((value) => ({ value, label: label(value) }));
  return (
    <div className="container-shop py-8">
      <StaffListHeader
        heading={<PageHead title={t('title')} intro={t('intro')} />}
        count={t('count', { total: list.meta.total })}
        countTestId="staff-orders-count"
      >
        <ListFilters
          label={t('filters.legend')}
          className="mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
          actionsClassName="sm:col-span-2 lg:col-span-4"
          apply={t('filters.apply')}
          reset={t('filters.reset')}
          resetHref="/staff/orders"
          extra={
            <>
              <a
                href={exportHref}
                className="btn-secondary ml-auto"
                download
                aria-describedby="orders-export-hint"
                data-testid="staff-orders-export"
              >
                {t('export')}
              </a>
              <span id="orders-export-hint" className="text-xs text-slate-600">
                {t('exportHint')}
              </span>
            </>
          }
        >
          {fields.search(t('filters.search'), {
            hint: t('filters.searchHint'),
            maxLength: 100,
            className: 'sm:col-span-2',
          })}
          {fields.select(
            'status',
            t('filters.status'),
            options(ORDER_STATUSES, (s) => t(`statuses.${s}`)),
            t('filters.all'),
          )}
          {fields.select(
            'payment',
            t('filters.payment'),
            options(['paid', 'unpaid'] as const, (p) => t(`filters.${p}`)),
            t('filters.paymentAll'),
          )}
          {fields.date('from', t('filters.from'))}
          {fields.date('to', t('filters.to'))}
          {fields.select(
            'delivery',
            t('filters.delivery'),
            options(ORDER_DELIVERIES, (d) => tc(`deliveryTypes.${DELIVERY_TYPES[d]}.title`)),
            t('filters.deliveryAll'),
          )}
          {fields.select(
            'customer',
            t('filters.customer'),
            options(['business', 'consumer'] as const, (c) => t(c)),
            t('filters.customerAll'),
          )}
          {fields.select(
            'sort',
            t('filters.sort'),
            options(ORDER_SORTS, (o) => t(`sorts.${o}`)),
          )}
        </ListFilters>
        <NewOrdersNotice />
      </StaffListHeader>
      <OrdersTable
        caption={t('title')}
        sort={query.sort}
        empty={t('empty')}
        rows={list.data.map((o) => ({
          ...o,
          href: localePath(locale, `/staff/orders/${o.id}`),
          dateText: date.format(new Date(o.confirmedAt)),
          netText: formatEuro(o.totalExclVat, locale),
          totalText: formatEuro(o.totalInclVat, locale),
          methodText: translateIfKey(tc, `methods.${o.paymentMethod}`),
        }))}
      />
      <Pagination pathname="/staff/orders" keep={keep} page={list.meta.page} lastPage={list.meta.lastPage} />
    </div>
  );
}
