'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

const MobileAccount = lazy(() => import('./mobile-account').then((m) => ({ default: m.MobileAccount })));

/** The mobile menu's Account tab: its content (./mobile-account.tsx) loads when the tab first shows. */
export function MobileAccountSlot(props: ComponentProps<typeof MobileAccount>) {
  return (
    <Suspense fallback={null}>
      <MobileAccount {...props} />
    </Suspense>
  );
}
