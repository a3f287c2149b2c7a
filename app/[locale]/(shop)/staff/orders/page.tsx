import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
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
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  // A hand-edited URL or a bad date range: the message at its field, and the first page of all orders.
  const parsed = orderListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : orderListQuerySchema.parse({});
  const [t, tc, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.orders' }),
    getTranslations({ locale, namespace: 'checkout' }),
    listOrders(query),
  ]);
  const tm = await getTranslations({ locale });
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= translateIfKey(tm, issue.message);
    }
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  // The filters as given (also those refused, so that the form shows what was typed).
  const filters = Object.fromEntries(
    Object.entries(raw).filter(([k]) => FILTER_NAMES.includes(k as (typeof FILTER_NAMES)[number])),
  );
  const valid = parsed.success ? filters : {};
  const pageHref = (page: number) => ({ pathname: '/staff/orders', query: { ...valid, page } });
  const exportHref = `/api/portal/api/staff/orders/export?${new URLSearchParams({ ...valid, lang: locale })}`;
  const { page, lastPage, total } = list.meta;
  const field = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `orders-${name}-error` } : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`orders-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const select = <O extends string>(
    name: 'status' | 'payment' | 'delivery' | 'customer' | 'sort',
    options: readonly O[],
    label: (o: O) => string,
    all?: string,
  ) => (
    <div>
      <label htmlFor={`orders-${name}`} className="field-label">
        {t(`filters.${name}`)}
      </label>
      <select
        id={`orders-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        className="field-input"
        {...field(name)}
      >
        {all ? <option value="">{all}</option> : null}
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
      {fieldError(name)}
    </div>
  );
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <form
        method="get"
        className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
        aria-label={t('filters.legend')}
      >
        <div className="sm:col-span-2">
          <label htmlFor="orders-q" className="field-label">
            {t('filters.search')}
          </label>
          <input
            id="orders-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="field-input w-full"
            aria-describedby="orders-q-hint"
          />
          <p id="orders-q-hint" className="mt-0.5 text-xs text-slate-600">
            {t('filters.searchHint')}
          </p>
        </div>
        {select('status', ORDER_STATUSES, (s) => t(`statuses.${s}`), t('filters.all'))}
        {select('payment', ['paid', 'unpaid'] as const, (p) => t(`filters.${p}`), t('filters.paymentAll'))}
        {(['from', 'to'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`orders-${name}`} className="field-label">
              {t(`filters.${name}`)}
            </label>
            <input
              id={`orders-${name}`}
              name={name}
              type="date"
              defaultValue={filters[name] ?? ''}
              className="field-input w-full"
              {...field(name)}
            />
            {fieldError(name)}
          </div>
        ))}
        {select(
          'delivery',
          ORDER_DELIVERIES,
          (d) => tc(`deliveryTypes.${DELIVERY_TYPES[d]}.title`),
          t('filters.deliveryAll'),
        )}
        {select('customer', ['business', 'consumer'] as const, (c) => t(c), t('filters.customerAll'))}
        {select('sort', ORDER_SORTS, (o) => t(`sorts.${o}`))}
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t('filters.apply')}
          </button>
          <Link href="/staff/orders" className="link">
            {t('filters.reset')}
          </Link>
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
        </div>
      </form>
      <NewOrdersNotice />
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="staff-orders-count">
        {t('count', { total })}
      </p>
      {list.data.length === 0 ? (
        <p className="card p-4" data-testid="staff-orders-empty">
          {t('empty')}
        </p>
      ) : (
        <OrdersTable
          caption={t('title')}
          sort={query.sort}
          rows={list.data.map((o) => ({
            ...o,
            href: localePath(locale, `/staff/orders/${o.id}`),
            dateText: date.format(new Date(o.confirmedAt)),
            netText: formatEuro(o.totalExclVat, locale),
            totalText: formatEuro(o.totalInclVat, locale),
            methodText: translateIfKey(tc, `methods.${o.paymentMethod}`),
          }))}
        />
      )}
      {lastPage > 1 ? (
        <nav aria-label={t('pagination.label')} className="mt-4 flex items-center gap-4 text-sm">
          {page > 1 ? (
            <Link href={pageHref(page - 1)} className="btn-secondary" rel="prev">
              {t('pagination.previous')}
            </Link>
          ) : null}
          <span>{t('pagination.pageOf', { page, last: lastPage })}</span>
          {page < lastPage ? (
            <Link href={pageHref(page + 1)} className="btn-secondary" rel="next">
              {t('pagination.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
