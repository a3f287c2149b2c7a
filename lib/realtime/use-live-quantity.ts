'use client';

import { useEffect, useState } from 'react';
import { WINDOW_EVENTS, type StockChanged } from './channels';

/** A product's stock, starting from the server-rendered value and following live stock changes. */
export function useLiveQuantity(productId: number | undefined, initial: number): number {
  const [live, setLive] = useState<{ initial: number; quantity: number } | null>(null);
  useEffect(() => {
    if (productId === undefined) return;
    const onChange = (e: Event) => {
      const d = (e as CustomEvent<StockChanged>).detail;
      if (d?.productId === productId && Number.isInteger(d.quantity))
        setLive({ initial, quantity: d.quantity });
    };
    window.addEventListener(WINDOW_EVENTS.stockChanged, onChange);
    return () => window.removeEventListener(WINDOW_EVENTS.stockChanged, onChange);
  }, [productId, initial]);
  // A newer server-rendered value (navigation, refresh) wins over an older live one.
  return live && live.initial === initial ? live.quantity : initial;
}
