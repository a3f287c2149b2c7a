'use client';

import { useEffect, useState } from 'react';
import { listen } from './events';

/** A product's stock, starting from the server-rendered value and following live stock changes. */
export function useLiveQuantity(productId: number | undefined, initial: number): number {
  const [live, setLive] = useState<{ initial: number; quantity: number } | null>(null);
  useEffect(() => {
    if (productId === undefined) return;
    return listen('stock-changed', (d) => {
      if (d.productId === productId) setLive({ initial, quantity: d.quantity });
    });
  }, [productId, initial]);
  // A newer server-rendered value (navigation, refresh) wins over an older live one.
  return live && live.initial === initial ? live.quantity : initial;
}
