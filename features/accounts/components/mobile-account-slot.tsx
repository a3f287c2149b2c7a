'use client';

import { Suspense, type ComponentProps } from 'react';
import { lazyWithIntl } from '@/components/i18n/lazy-intl';

const MobileAccount = lazyWithIntl(() => import('./mobile-account').then((m) => m.MobileAccount));

/** The mobile menu's Account tab: its content (./mobile-account.tsx) loads when the tab first shows. */
export function MobileAccountSlot(props: ComponentProps<typeof MobileAccount>) {
  return (
    <Suspense fallback={null}>
      <MobileAccount {...props} />
    </Suspense>
  );
}
