import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translateIfKey } from '@/lib/i18n/message-key';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { listProducts, productCategories } from '@/features/backoffice/server/products';
import {
  PRODUCT_CONDITIONS,
  PRODUCT_SORTS,
  PRODUCT_TYPE_VALUES,
  PUBLISHED_FILTERS,
  STOCK_FILTERS,
  productListQuerySchema,
} from '@/features/backoffice/product-schemas';
import { ProductsTable } from '@/features/backoffice/components/products-table';
import { exportCsvUrl } from '@/features/backoffice/product-csv';
import { PageHead } from '../../_shared/page-head';

/** The list's parameters as the form sends them (page is the pagination's). */
const FILTER_NAMES = ['q', 'category', 'condition', 'type', 'stock', 'sale', 'published', 'sort'] as const;

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.products',
  });
  return { title: t('title'), robots: { index: false } };
}

/**
 * Staff page: products a page at a time, searched over names, article and SKU, filtered (category,
 * condition, type, stock, sale, published) and sorted by a GET form, so every view has its URL and works
 * without JavaScript. Rows carry an inline price/stock edit; selected rows take bulk actions.
 */
export default async function StaffProductsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const raw = Object.fromEntries(
    Object.entries(await searchParams).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && !!e[1],
    ),
  );
  const parsed = productListQuerySchema.safeParse(raw);
  const query = parsed.success ? parsed.data : productListQuerySchema.parse({});
  const [t, tm, list, cats] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.products' }),
    getTranslations({ locale }),
    listProducts(query),
    productCategories(),
  ]);
  const errors: Partial<Record<string, string>> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[field] ??= translateIfKey(tm, issue.message, { max: 100 });
    }
  const filters = Object.fromEntries(
    Object.entries(raw).filter(([k]) => FILTER_NAMES.includes(k as (typeof FILTER_NAMES)[number])),
  );
  const valid = parsed.success ? filters : {};
  const pageHref = (page: number) => ({ pathname: '/staff/products', query: { ...valid, page } });
  const { page, lastPage, total } = list.meta;
  const field = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `products-${name}-error` } : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`products-${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null;
  const rows = list.data.map((r) => ({
    ...r,
    href: localePath(locale, `/staff/products/${r.id}`),
    name: locale === 'en' ? r.nameEn : r.nameNl,
    category: (locale === 'en' ? r.categoryEn : r.categoryNl) ?? String(r.categoryId),
  }));
  const select = (
    name: string,
    label: string,
    options: { value: string; label: string }[],
    withAny = true,
  ) => (
    <div>
      <label htmlFor={`products-${name}`} className="field-label">
        {label}
      </label>
      <select
        id={`products-${name}`}
        name={name}
        defaultValue={filters[name] ?? ''}
        className="field-input w-full"
        {...field(name)}
      >
        {withAny ? <option value="">{t('filters.any')}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {fieldError(name)}
    </div>
  );
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <p className="mb-4 flex flex-wrap items-center gap-4">
        <Link href="/staff/products/new" className="btn-primary" data-testid="product-new">
          {t('new')}
        </Link>
        <Link href="/staff/products/import" className="link inline-flex min-h-11 items-center">
          {t('import.importLink')}
        </Link>
        <a href={exportCsvUrl} className="link inline-flex min-h-11 items-center" download>
          {t('import.export')}
        </a>
      </p>
      <form
        method="get"
        className="card mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
        role="search"
        aria-label={t('filters.legend')}
      >
        <div className="sm:col-span-2">
          <label htmlFor="products-q" className="field-label">
            {t('filters.search')}
          </label>
          <input
            id="products-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="field-input w-full"
            aria-describedby={`products-q-hint${errors.q ? ' products-q-error' : ''}`}
            aria-invalid={errors.q ? true : undefined}
          />
          <p id="products-q-hint" className="mt-0.5 text-xs text-slate-600">
            {t('filters.searchHint')}
          </p>
          {fieldError('q')}
        </div>
        {select(
          'category',
          t('filters.category'),
          cats.map((c) => ({ value: String(c.id), label: locale === 'en' ? c.nameEn : c.nameNl })),
        )}
        {select(
          'condition',
          t('filters.condition'),
          PRODUCT_CONDITIONS.map((c) => ({ value: c, label: t(`conditions.${c}`) })),
        )}
        {select(
          'type',
          t('filters.type'),
          PRODUCT_TYPE_VALUES.map((v) => ({ value: String(v), label: t(`types.${v}`) })),
        )}
        {select(
          'stock',
          t('filters.stock'),
          STOCK_FILTERS.map((s) => ({ value: s, label: t(`stockFilters.${s}`) })),
        )}
        {select(
          'published',
          t('filters.published'),
          PUBLISHED_FILTERS.map((s) => ({ value: s, label: t(`publishedFilters.${s}`) })),
        )}
        {select(
          'sort',
          t('filters.sort'),
          PRODUCT_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
          false,
        )}
        <div className="flex items-center gap-2">
          <input
            id="products-sale"
            name="sale"
            type="checkbox"
            value="1"
            defaultChecked={filters.sale === '1'}
            className="h-6 w-6"
          />
          <label htmlFor="products-sale">{t('filters.sale')}</label>
        </div>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4">
          <button type="submit" className="btn-primary">
            {t('filters.apply')}
          </button>
          <Link href="/staff/products" className="link inline-flex min-h-11 items-center">
            {t('filters.reset')}
          </Link>
        </div>
      </form>
      <p className="mb-2 text-sm text-slate-700" role="status" data-testid="staff-products-count">
        {t('count', { total })}
      </p>
      {rows.length === 0 ? (
        <p className="card p-4" data-testid="staff-products-empty">
          {t('empty')}
        </p>
      ) : (
        <ProductsTable
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
