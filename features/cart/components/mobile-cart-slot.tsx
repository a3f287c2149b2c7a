'use client';

import { lazy, Suspense } from 'react';

const MobileCart = lazy(() => import('./mobile-cart').then((m) => ({ default: m.MobileCart })));

/** The mobile menu's Winkelwagen tab: its content (./mobile-cart.tsx) loads when the tab first shows. */
export function MobileCartSlot() {
  return (
    <Suspense fallback={null}>
      <MobileCart />
    </Suspense>
  );
}
