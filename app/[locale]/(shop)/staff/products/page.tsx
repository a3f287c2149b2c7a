import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { parseListQuery, translateErrors } from '@/features/backoffice/list-query';
import {
  ListFilters,
  listFields,
  Pagination,
  StaffListHeader,
} from '@/features/backoffice/components/staff-list';
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
  const { query, filters, keep, errors } = parseListQuery(
    productListQuerySchema,
    await searchParams,
    FILTER_NAMES,
  );
  const [t, tm, list, cats] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.products' }),
    getTranslations({ locale }),
    listProducts(query),
    productCategories(),
  ]);
  const fields = listFields('products', filters, translateErrors(tm, errors, { max: 100 }));
  const rows = list.data.map((r) => ({
    ...r,
    href: localePath(locale, `/staff/products/${r.id}`),
    name: locale === 'en' ? r.nameEn : r.nameNl,
    category: (locale === 'en' ? r.categoryEn : r.categoryNl) ?? String(r.categoryId),
  }));
  const any = t('filters.any');
  return (
    <div className="container-shop py-8">
      <StaffListHeader
        heading={<PageHead title={t('title')} intro={t('intro')} />}
        actions={
          <>
            <Link href="/staff/products/new" className="btn-primary" data-testid="product-new">
              {t('new')}
            </Link>
            <Link href="/staff/products/import" className="link inline-flex min-h-11 items-center">
              {t('import.importLink')}
            </Link>
            <a href={exportCsvUrl} className="link inline-flex min-h-11 items-center" download>
              {t('import.export')}
            </a>
          </>
        }
        count={t('count', { total: list.meta.total })}
        countTestId="staff-products-count"
      >
        <ListFilters
          label={t('filters.legend')}
          className="mb-4 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-4"
          actionsClassName="sm:col-span-2 lg:col-span-4"
          apply={t('filters.apply')}
          reset={t('filters.reset')}
          resetHref="/staff/products"
        >
          {fields.search(t('filters.search'), {
            hint: t('filters.searchHint'),
            maxLength: 100,
            className: 'sm:col-span-2',
          })}
          {fields.select(
            'category',
            t('filters.category'),
            cats.map((c) => ({ value: String(c.id), label: locale === 'en' ? c.nameEn : c.nameNl })),
            any,
          )}
          {fields.select(
            'condition',
            t('filters.condition'),
            PRODUCT_CONDITIONS.map((c) => ({ value: c, label: t(`conditions.${c}`) })),
            any,
          )}
          {fields.select(
            'type',
            t('filters.type'),
            PRODUCT_TYPE_VALUES.map((v) => ({ value: String(v), label: t(`types.${v}`) })),
            any,
          )}
          {fields.select(
            'stock',
            t('filters.stock'),
            STOCK_FILTERS.map((s) => ({ value: s, label: t(`stockFilters.${s}`) })),
            any,
          )}
          {fields.select(
            'published',
            t('filters.published'),
            PUBLISHED_FILTERS.map((s) => ({ value: s, label: t(`publishedFilters.${s}`) })),
            any,
          )}
          {fields.select(
            'sort',
            t('filters.sort'),
            PRODUCT_SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })),
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
        </ListFilters>
      </StaffListHeader>
      <ProductsTable
        rows={rows}
        sort={query.sort}
        caption={`${t('title')}, ${t('sortedBy', { sort: t(`sorts.${query.sort}`) })}`}
        empty={t('empty')}
      />
      <Pagination
        pathname="/staff/products"
        keep={keep}
        page={list.meta.page}
        lastPage={list.meta.lastPage}
        texts={{ label: t('pagination.label') }}
      />
    </div>
  );
}
