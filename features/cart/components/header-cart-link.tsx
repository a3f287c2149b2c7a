'use client';

import { lazy, Suspense } from 'react';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { useHydrated } from '@/lib/use-hydrated';
import { CartLinkView, type CartLinkTexts } from './header-cart-view';

// The cart's count comes from the visitor's cart (react-query), read in the browser after the page is
// hydrated: the page itself is the same for every visitor (full-page cache). Loading that part after
// hydration keeps react-query and the cart's client code out of every page's first load.
// Should its chunk fail to load (offline), the link stays as an empty cart's rather than failing the page.
const HeaderCartLive = lazy(() =>
  import('./cart-live').then(
    (m) => ({ default: m.HeaderCartLive }),
    (err: unknown) => {
      reportChunkFailure(err);
      return { default: (props: { href: string } & CartLinkTexts) => <CartLinkView {...props} count={0} /> };
    },
  ),
);

/**
 * The header's cart link (the `cart` slot of SiteHeader, texts from ./header-cart-button.tsx): rendered
 * as an empty cart's link by the server and until the live part has loaded, then with the number of items.
 */
export function HeaderCartLink(props: { href: string } & CartLinkTexts) {
  const hydrated = useHydrated();
  const empty = <CartLinkView {...props} count={0} />;
  if (!hydrated) return empty;
  return (
    <Suspense fallback={empty}>
      <HeaderCartLive {...props} />
    </Suspense>
  );
}
