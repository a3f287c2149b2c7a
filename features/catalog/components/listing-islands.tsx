'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/*
 * The listing's interactive parts as chunks of their own, loaded where a listing renders: the catch-all
 * catalogue route also renders product pages, which should not load them (Next.js loads the client
 * components a route imports as one group). React's `lazy` rather than `next/dynamic`, whose loader
 * (≈ 1.2 kB) would otherwise be part of every product page; both render on the server.
 */
const FiltersPanel = lazy(() => import('./filters-panel').then((m) => ({ default: m.FiltersPanel })));
const ListingControls = lazy(() =>
  import('./listing-controls').then((m) => ({ default: m.ListingControls })),
);

export function FiltersPanelIsland(props: ComponentProps<typeof FiltersPanel>) {
  return (
    <Suspense>
      <FiltersPanel {...props} />
    </Suspense>
  );
}

export function ListingControlsIsland(props: ComponentProps<typeof ListingControls>) {
  return (
    <Suspense>
      <ListingControls {...props} />
    </Suspense>
  );
}
