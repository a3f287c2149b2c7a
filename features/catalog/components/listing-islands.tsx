'use client';

import dynamic from 'next/dynamic';

/*
 * The listing's interactive parts as chunks of their own, loaded where a listing renders: the catch-all
 * catalogue route also renders product pages, which should not load them (Next.js loads the client
 * components a route imports as one group). `next/dynamic` so that their chunks are preloaded with the
 * page (see ../../configurator/components/configurator-island.tsx).
 */
export const FiltersPanelIsland = dynamic(() => import('./filters-panel').then((m) => m.FiltersPanel));
export const ListingControlsIsland = dynamic(() =>
  import('./listing-controls').then((m) => m.ListingControls),
);
