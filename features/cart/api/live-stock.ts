'use client';

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/layout/providers';
import { WINDOW_EVENTS, type StockChanged } from '@/lib/realtime/channels';
import { lineForProduct } from '../model';
import { CART_KEY, type CartAnswer } from './cart-api';

/**
 * Live stock (spec §4, §8): when the realtime bridge reports a stock change for a product in the
 * shopper's cart, the cart is refetched (prices, clamped quantities) and a warning is shown. Mounted
 * once, by the header cart button, so one event gives one refetch and one notification.
 */
export function useLiveCartStock() {
  const client = useQueryClient();
  const t = useTranslations('cart');
  useEffect(() => {
    const onStock = (e: Event) => {
      const detail = (e as CustomEvent<Partial<StockChanged>>).detail;
      const cart = client.getQueryData<CartAnswer>(CART_KEY);
      const line = lineForProduct(cart?.orders, detail?.productId);
      if (!line) return;
      void client.invalidateQueries({ queryKey: CART_KEY });
      notify({
        kind: 'warning',
        title: t('stockChangedTitle'),
        description: t('stockChanged', { name: line.name }),
      });
    };
    window.addEventListener(WINDOW_EVENTS.stockChanged, onStock);
    return () => window.removeEventListener(WINDOW_EVENTS.stockChanged, onStock);
  }, [client, t]);
}
