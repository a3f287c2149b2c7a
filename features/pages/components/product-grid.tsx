import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { Locale } from '@/lib/i18n/routing';
import { ProductCard, type ProductCardData as Card } from '@/features/catalog';
import type { ProductList } from '../server/lists';

interface Props {
  list: ProductList;
  locale: Locale;
  /** Link to a page of the list (keeps the other query parameters). */
  pageHref: (page: number) => string;
  /** A control under a card, e.g. the pre-order button for products not in stock. */
  action?: (p: Card) => ReactNode;
}

export async function ProductGrid({ list, locale, pageHref, action }: Props) {
  const t = await getTranslations({ locale, namespace: 'brandPages' });
  const { page, lastPage } = list.meta;
  return (
    <div className="space-y-6">
      <ul
        className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4"
        data-testid="product-grid"
      >
        {list.data.map((p, i) => (
          <li key={p.id}>
            <ProductCard
              product={p}
              locale={locale}
              headingLevel="h2"
              priority={i < 2}
              action={action?.(p)}
            />
          </li>
        ))}
      </ul>
      {lastPage > 1 ? (
        <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-center gap-3">
          {page > 1 ? (
            <Link className="btn-secondary" href={pageHref(page - 1)} rel="prev">
              {t('prev')}
            </Link>
          ) : null}
          <span className="text-sm">{t('pageOf', { page, last: lastPage })}</span>
          {page < lastPage ? (
            <Link className="btn-secondary" href={pageHref(page + 1)} rel="next">
              {t('next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
