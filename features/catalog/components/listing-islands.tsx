'use client';

import dynamic from 'next/dynamic';
import { withIntl } from '@/components/i18n/lazy-intl';

/*
 * The listing's interactive parts as chunks of their own, loaded where a listing renders: the catch-all
 * catalogue route also renders product pages, which should not load them (Next.js loads the client
 * components a route imports as one group). `next/dynamic` renders them on the server and has the page
 * preload their chunks, so they hydrate with the page.
 */
export const FiltersPanelIsland = dynamic(
  withIntl(() => import('./filters-panel').then((m) => m.FiltersPanel)),
);
export const ListingControlsIsland = dynamic(
  withIntl(() => import('./listing-controls').then((m) => m.ListingControls)),
);
