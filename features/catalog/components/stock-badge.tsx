import { getTranslations } from 'next-intl/server';
import { stockDisplay } from '../model';
import { LiveStockBadge } from './live-stock-badge';

/**
 * Stock display of spec §3: '+25', the number, or 'op aanvraag', translated here. With a productId it
 * follows live stock changes (./live-stock-badge.tsx).
 */
export async function StockBadge({
  quantity,
  productId,
}: {
  quantity: number;
  locale?: string;
  productId?: number;
}) {
  const t = await getTranslations('product');
  const d = stockDisplay(quantity);
  return (
    <LiveStockBadge
      quantity={quantity}
      productId={productId}
      plusLabel={t('stockPlus')}
      onRequestLabel={t('onRequest')}
      countLabel={d.kind === 'count' ? t('stockCount', { count: d.count }) : undefined}
    />
  );
}
