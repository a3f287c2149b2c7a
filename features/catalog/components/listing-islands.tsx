'use client';

import { island } from '@/lib/island';
import { withIntl } from '@/components/i18n/lazy-intl';

/*
 * The listing's interactive parts as chunks of their own, loaded where a listing renders: the catch-all
 * catalogue route also renders product pages, which should not load them (Next.js loads the client
 * components a route imports as one group). `island` starts their chunks as the page boots and renders
 * them without waiting once loaded (lib/island.ts).
 */
export const FiltersPanelIsland = island(
  withIntl(() => import('./filters-panel').then((m) => m.FiltersPanel)),
);
export const ListingControlsIsland = island(
  withIntl(() => import('./listing-controls').then((m) => m.ListingControls)),
);
