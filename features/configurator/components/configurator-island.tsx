'use client';

import { island } from '@/lib/island';
import { withIntl } from '@/components/i18n/lazy-intl';

/**
 * The configurator as a chunk of its own, loaded where it renders. Without this the catch-all catalogue
 * route, which renders every category and product page, would load it on all of them (Next.js loads the
 * client components a route imports as one group). Not plain React `lazy` (tried in session 12): its
 * chunk then came only when hydration reached it, a round trip later, and a key pressed on a choice before
 * that was undone by hydration (seen in the e2e keyboard test). `island` starts the chunk as the page
 * boots and renders it without suspending once loaded (lib/island.ts), as `next/dynamic` did.
 */
export const ConfiguratorIsland = island(
  withIntl(() => import('./configurator').then((m) => m.Configurator)),
);
