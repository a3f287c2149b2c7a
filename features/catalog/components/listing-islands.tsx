'use client';

import { island } from '@/lib/island';

/*
 * The listing's interactive parts as chunks of their own, loaded where a listing renders: the catch-all
 * catalogue route also renders product pages, which should not load them (Next.js loads the client
 * components a route imports as one group). `island` starts their chunks as the page boots and renders
 * them without waiting once loaded (lib/island.ts).
 */
export const FiltersPanelIsland = island(() => import('./filters-panel').then((m) => m.FiltersPanel));
export const ListingControlsIsland = island(() =>
  import('./listing-controls').then((m) => m.ListingControls),
);
