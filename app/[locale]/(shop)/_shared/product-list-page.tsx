import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { ProductGrid } from '@/features/pages/components/product-grid';
import type { ProductList } from '@/features/pages/server/lists';
import { PreOrderDialog } from '@/features/forms/components/pre-order-dialog';
import { STOCK_ON_REQUEST_BELOW } from '@/features/catalog/model';

/** A product grid where products not in stock offer the pre-order form. */
export function ProductListWithPreOrder({
  list,
  locale,
  pageHref,
}: {
  list: ProductList;
  locale: Locale;
  pageHref: (page: number) => string;
}): ReactNode {
  return (
    <ProductGrid
      list={list}
      locale={locale}
      pageHref={pageHref}
      action={(p) =>
        p.quantity < STOCK_ON_REQUEST_BELOW ? (
          <PreOrderDialog productId={p.id} productName={p.name} article={p.article} />
        ) : null
      }
    />
  );
}
