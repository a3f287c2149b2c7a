'use client';

import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { notify } from '@/components/layout/providers';
import { listen } from '@/lib/realtime/events';

/** How often, and how far apart, a refresh is tried again while the page still shows an older version. */
const RETRIES = 3;
const RETRY_MS = 1500;

/**
 * Keeps a server-rendered product page current when staff change a product it shows (realtime
 * ChangeProduct): the page is refreshed from the server, so prices, sale and texts are the new ones, and
 * 'Product {name} is gewijzigd' is shown (spec §8). `version` is the shown product's `updatedAt`: with
 * several app instances the refresh may reach one whose cache has not heard of the change yet, so it is
 * tried again until the page shows that version. Parts (a configurator's) have no version here: one
 * refresh.
 */
export function LiveProduct({
  products,
  version,
}: {
  /** The products the page shows: the first is the page's own (with `version`), then e.g. parts. */
  products: { id: number; name: string }[];
  version?: string;
}) {
  const router = useRouter();
  // The latest props, read by the one subscription (a refresh brings new props; the retry must survive it).
  const latest = useRef({ products, shown: version ? Date.parse(version) : 0, own: version !== undefined });
  useEffect(() => {
    latest.current = { products, shown: version ? Date.parse(version) : 0, own: version !== undefined };
  }, [products, version]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After a refresh: the page still older than the change announced? Try again a little later.
    const until = (wanted: number, tries: number) => {
      timer = setTimeout(() => {
        if (latest.current.shown >= wanted || tries >= RETRIES) return;
        router.refresh();
        until(wanted, tries + 1);
      }, RETRY_MS);
    };
    const off = listen('product-changed', ({ productId, version: next }) => {
      const { products: shownProducts, shown, own: versioned } = latest.current;
      const product = shownProducts.find((p) => p.id === productId);
      if (!product) return;
      const own = versioned && productId === shownProducts[0]?.id;
      if (own && next <= shown) return;
      notify({
        kind: 'warning',
        title: { key: 'cart.stockChangedTitle' },
        description: { key: 'cart.stockChanged', values: { name: product.name } },
        id: `product-changed:${productId}`,
      });
      router.refresh();
      clearTimeout(timer);
      if (own) until(next, 0);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [router]);

  return null;
}
