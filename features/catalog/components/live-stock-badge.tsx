'use client';

import { useLiveQuantity } from '@/lib/realtime/use-live-quantity';
import { useLazyTranslator } from '@/components/i18n/lazy-intl';
import { stockDisplay } from '../model';

interface Props {
  quantity: number;
  productId?: number;
  /** Texts translated by ./stock-badge.tsx: for '+25' (screen readers), 'op aanvraag' and the rendered count. */
  plusLabel: string;
  onRequestLabel: string;
  countLabel?: string;
}

/**
 * The stock badge of ./stock-badge.tsx. With a productId it follows live stock changes
 * (ChangeQuantityProduct); a changed count is formatted by next-intl, loaded when the first change comes.
 * The announcement is polite so screen readers hear it.
 */
export function LiveStockBadge({
  quantity: initial,
  productId,
  plusLabel,
  onRequestLabel,
  countLabel,
}: Props) {
  const quantity = useLiveQuantity(productId, initial);
  const changed = quantity !== initial;
  const t = useLazyTranslator('product', changed);
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
          <span className="sr-only">{plusLabel}</span>
        </span>
      ) : d.kind === 'count' ? (
        !changed && countLabel ? (
          countLabel
        ) : t ? (
          t('stockCount', { count: d.count })
        ) : (
          d.count
        )
      ) : (
        onRequestLabel
      )}
    </span>
  );
}
