'use client';

import { useTranslations } from 'next-intl';
import { useLiveQuantity } from '@/lib/realtime/use-live-quantity';
import { stockDisplay } from '../model';

/**
 * Stock display of spec §3: '+25', the number, or 'op aanvraag'. With a productId it follows live
 * stock changes (ChangeQuantityProduct); the announcement is polite so screen readers hear it.
 */
export function StockBadge({
  quantity: initial,
  productId,
}: {
  quantity: number;
  locale?: string;
  productId?: number;
}) {
  const t = useTranslations('product');
  const quantity = useLiveQuantity(productId, initial);
  const d = stockDisplay(quantity);
  const inStock = d.kind !== 'onRequest';
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium ${inStock ? 'text-ok' : 'text-warn'}`}
      data-testid="stock"
      data-quantity={quantity}
      data-product-id={productId}
      aria-live={productId !== undefined ? 'polite' : undefined}
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 rounded-full ${inStock ? 'bg-ok' : 'bg-amber-500'}`} />
      {d.kind === 'plus' ? (
        <span>
          <span aria-hidden="true">+25</span>
          <span className="sr-only">{t('stockPlus')}</span>
        </span>
      ) : d.kind === 'count' ? (
        t('stockCount', { count: d.count })
      ) : (
        t('onRequest')
      )}
    </span>
  );
}
