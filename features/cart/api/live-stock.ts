'use client';

import { useEffect } from 'react';
import { notify } from '@/components/layout/providers';
import { listen } from '@/lib/realtime/events';
import { lineForProduct } from '../model';
import { cachedCart, reloadCart } from './cart-api';

/**
 * Live stock (spec §4, §8): when the realtime bridge reports a stock change for a product in the
 * shopper's cart, the cart is refetched (prices, clamped quantities) and a warning is shown. Mounted
 * once, by the header cart button, so one event gives one refetch and one notification.
 */
export function useLiveCartStock() {
  useEffect(() => {
    return listen('stock-changed', ({ productId }) => {
      const line = lineForProduct(cachedCart()?.orders, productId);
      if (!line) return;
      void reloadCart();
      notify({
        kind: 'warning',
        title: { key: 'cart.stockChangedTitle' },
        description: { key: 'cart.stockChanged', values: { name: line.name } },
      });
    });
  }, []);
}
