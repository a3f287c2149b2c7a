'use client';

import dynamic from 'next/dynamic';
import { withIntl } from '@/components/i18n/lazy-intl';

/**
 * The configurator as a chunk of its own, loaded where it renders. Without this the catch-all catalogue
 * route, which renders every category and product page, would load it on all of them (Next.js loads the
 * client components a route imports as one group). `next/dynamic` rather than React's `lazy`: the page
 * preloads its chunk, so it hydrates with the page and a key pressed on a choice is not undone by a late
 * hydration.
 */
export const ConfiguratorIsland = dynamic(
  withIntl(() => import('./configurator').then((m) => m.Configurator)),
);
