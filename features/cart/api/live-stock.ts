'use client';

import { useEffect } from 'react';
import { notify } from '@/components/layout/providers';
import { WINDOW_EVENTS, type StockChanged } from '@/lib/realtime/channels';
import { lineForProduct } from '../model';
import { cartResource } from './cart-api';

/**
 * Live stock (spec §4, §8): when the realtime bridge reports a stock change for a product in the
 * shopper's cart, the cart is refetched (prices, clamped quantities) and a warning is shown. Mounted
 * once, by the header cart button, so one event gives one refetch and one notification.
 */
export function useLiveCartStock() {
  useEffect(() => {
    const onStock = (e: Event) => {
      const detail = (e as CustomEvent<Partial<StockChanged>>).detail;
      const line = lineForProduct(cartResource.get().data?.orders, detail?.productId);
      if (!line) return;
      void cartResource.invalidate();
      notify({
        kind: 'warning',
        title: { key: 'cart.stockChangedTitle' },
        description: { key: 'cart.stockChanged', values: { name: line.name } },
      });
    };
    window.addEventListener(WINDOW_EVENTS.stockChanged, onStock);
    return () => window.removeEventListener(WINDOW_EVENTS.stockChanged, onStock);
  }, []);
}
