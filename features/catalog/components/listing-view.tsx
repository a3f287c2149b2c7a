import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { ProductCard as Card } from '../model';
import type { ListQuery } from '../list-query';
import { listProducts } from '../server/listing';
import { getFilters } from '../server/facets';
import { ProductGrid } from './product-grid';
import { FiltersPanelIsland, ListingControlsIsland } from './listing-islands';
import { Pagination } from './pagination';
import { Breadcrumbs } from './breadcrumbs';

interface Props {
  locale: Locale;
  query: ListQuery;
  title: string;
  intro?: string;
  /** The page's own path in its locale ('/opslag', '/en/search'). */
  basePath: string;
  /** Category pages carry the category in their path, not in the query. */
  categoryPage?: boolean;
  breadcrumbs?: { name: string; path: string }[];
  subcategories?: { name: string; path: string }[];
  cardAction?: (p: Card) => ReactNode;
  showFilters?: boolean;
  /** The sale page: "on offer" is the page itself, not a filter in its URLs. */
  saleOnly?: boolean;
}

/** Category, search and sale pages: title, count, filters, sort and page size, cards, pages. */
export async function ListingView({
  locale,
  query,
  title,
  intro,
  basePath,
  categoryPage = false,
  breadcrumbs,
  subcategories,
  cardAction,
  showFilters = true,
  saleOnly = false,
}: Props) {
  const [t, result, filters] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogList' }),
    listProducts(query, locale),
    showFilters ? getFilters(query, locale) : Promise.resolve(null),
  ]);
  const { meta } = result;
  const shownQuery = { ...query, page: meta.page };
  const urlQuery = saleOnly ? { ...shownQuery, typeId: undefined } : shownQuery;
  return (
    <div className="container-shop py-6" data-testid="listing">
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} locale={locale} /> : null}
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      {subcategories?.length ? (
        <nav aria-label={t('subcategories')} className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {subcategories.map((s) => (
              <li key={s.path}>
                <Link
                  href={s.path}
                  className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-medium hover:bg-slate-50"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={`mt-6 grid gap-6 ${filters ? 'lg:grid-cols-[18rem_1fr]' : ''}`}>
        {filters ? (
          <aside aria-label={t('filters')}>
            <FiltersPanelIsland
              filters={filters}
              query={shownQuery}
              basePath={basePath}
              showCategories={!categoryPage}
            />
          </aside>
        ) : null}
        <section aria-labelledby="listing-count">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <div>
              <p
                id="listing-count"
                className="font-semibold"
                role="status"
                data-testid="product-count"
                data-total={meta.total}
                data-capped={meta.capped || undefined}
              >
                {meta.capped ? t('countMore', { count: meta.total }) : t('count', { count: meta.total })}
              </p>
              {meta.corrected ? (
                <p className="text-sm text-slate-700" data-testid="corrected">
                  {t('correctedTo', { text: meta.corrected })}
                </p>
              ) : null}
            </div>
            <ListingControlsIsland query={urlQuery} basePath={basePath} omitCategory={categoryPage} />
          </div>
          {result.data.length ? (
            <ProductGrid products={result.data} locale={locale} cardAction={cardAction} />
          ) : (
            <p className="card p-6 text-slate-700" data-testid="no-results">
              {t('noResults')}
            </p>
          )}
          <Pagination
            query={urlQuery}
            last={meta.lastPage}
            basePath={basePath}
            omitCategory={categoryPage}
            locale={locale}
          />
          {meta.capped && meta.page === meta.lastPage ? (
            <p className="mt-4 text-sm text-slate-700" data-testid="capped-hint">
              {t('cappedHint', { count: meta.total })}
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
