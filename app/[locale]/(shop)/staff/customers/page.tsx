import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { formatEuro } from '@/lib/money';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
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
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  // A hand-edited URL: the message at its field, and the first page of all customers.
  const parsed = customerListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : customerListQuerySchema.parse({});
  const [t, tm, list] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.customers' }),
    getTranslations({ locale }),
    listCustomers(query),
  ]);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= translateIfKey(tm, issue.message, { max: 100 });
    }
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Amsterdam' });
  const filters = Object.fromEntries(
    Object.entries(raw).filter(([k]) => FILTER_NAMES.includes(k as (typeof FILTER_NAMES)[number])),
  );
  const valid = parsed.success ? filters : {};
  const pageHref = (page: number) => ({ pathname: '/staff/customers', query: { ...valid, page } });
  const { page, lastPage, total } = list.meta;
  const field = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `customers-${name}-error` } : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`customers-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const rows = list.data.map((r) => ({
    ...r,
    href: localePath(locale, `/staff/customers/${r.id}`),
    spentText: formatEuro(r.spent, locale),
    sinceText: date.format(new Date(r.createdAt)),
  }));
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <form
        method="get"
        className="card mb-4 grid gap-3 p-4 sm:grid-cols-[2fr_1fr]"
        role="search"
        aria-label={t('filters.legend')}
      >
        <div>
          <label htmlFor="customers-q" className="field-label">
            {t('filters.search')}
          </label>
          <input
            id="customers-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="field-input w-full"
            aria-describedby={`customers-q-hint${errors.q ? ' customers-q-error' : ''}`}
            aria-invalid={errors.q ? true : undefined}
          />
          <p id="customers-q-hint" className="mt-0.5 text-xs text-slate-600">
            {t('filters.searchHint')}
          </p>
          {fieldError('q')}
        </div>
        <div>
          <label htmlFor="customers-sort" className="field-label">
            {t('filters.sort')}
          </label>
          <select
            id="customers-sort"
            name="sort"
            defaultValue={filters.sort ?? 'newest'}
            className="field-input w-full"
            {...field('sort')}
          >
            {CUSTOMER_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
          {fieldError('sort')}
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <button type="submit" className="btn-primary">
            {t('filters.apply')}
          </button>
          <Link href="/staff/customers" className="link inline-flex min-h-11 items-center">
            {t('filters.reset')}
          </Link>
        </div>
      </form>
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="staff-customers-count">
        {t('count', { total })}
      </p>
      {rows.length === 0 ? (
        <p className="card p-4" data-testid="staff-customers-empty">
          {t('empty')}
        </p>
      ) : (
        <CustomersTable
          rows={rows}
          sort={query.sort}
          caption={`${t('title')}, ${t('sortedBy', { sort: t(`sorts.${query.sort}`) })}`}
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
