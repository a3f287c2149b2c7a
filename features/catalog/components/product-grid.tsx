import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';
import { isSaleActive, type ProductCard as Card } from '../model';
import { ProductCard } from './product-card';
import { SaleCountdown } from './sale-countdown';

/** Cards in a responsive grid; running sales show their countdown. */
export function ProductGrid({
  products,
  locale,
  cardAction,
  headingLevel = 'h2',
}: {
  products: Card[];
  locale: Locale;
  /** Add-to-cart control per card (the cart feature fills it). */
  cardAction?: (p: Card) => ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4" data-testid="product-grid">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard
            product={p}
            locale={locale}
            priority={i < 2}
            headingLevel={headingLevel}
            action={cardAction?.(p)}
            extra={
              isSaleActive(p) && !p.indefinitePeriod && p.finishSale ? (
                <SaleCountdown finishSale={p.finishSale} compact />
              ) : null
            }
          />
        </li>
      ))}
    </ul>
  );
}
