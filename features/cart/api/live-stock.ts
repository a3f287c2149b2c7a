'use client';

import { useEffect } from 'react';
import { notify } from '@/components/layout/providers';
import { listen } from '@/lib/realtime/events';
import { lineForProduct } from '../model';
import { cachedCart, reloadCart } from './cart-api';

/**
 * Live stock and product changes (spec §4, §8): when the realtime bridge reports a stock change, or a
 * change by staff (price, sale, name), for a product in the shopper's cart, the cart is refetched
 * (prices, clamped quantities) and 'Product {name} is gewijzigd' is shown. Mounted once, by the header
 * cart button, so one event gives one refetch and one notification.
 */
export function useLiveCartStock() {
  useEffect(() => {
    const onChange = ({ productId }: { productId: number }) => {
      const line = lineForProduct(cachedCart()?.orders, productId);
      if (!line) return;
      void reloadCart();
      notify({
        kind: 'warning',
        title: { key: 'cart.stockChangedTitle' },
        description: { key: 'cart.stockChanged', values: { name: line.name } },
        id: `product-changed:${productId}`,
      });
    };
    const offStock = listen('stock-changed', onChange);
    const offProduct = listen('product-changed', onChange);
    return () => {
      offStock();
      offProduct();
    };
  }, []);
}
