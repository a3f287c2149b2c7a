'use client';

import { Suspense } from 'react';
import { lazyWithIntl } from '@/components/i18n/lazy-intl';

const MobileCart = lazyWithIntl(() => import('./mobile-cart').then((m) => m.MobileCart));

/** The mobile menu's Winkelwagen tab: its content (./mobile-cart.tsx) loads when the tab first shows. */
export function MobileCartSlot() {
  return (
    <Suspense fallback={null}>
      <MobileCart />
    </Suspense>
  );
}
