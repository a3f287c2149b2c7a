'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The configurator as a chunk of its own, loaded where it renders. Without this the catch-all catalogue
 * route, which renders every category and product page, would load it on all of them (Next.js loads the
 * client components a route imports as one group). React's `lazy` rather than `next/dynamic`, whose loader
 * would be part of every product page; it renders on the server all the same.
 */
const Configurator = lazy(() => import('./configurator').then((m) => ({ default: m.Configurator })));

export function ConfiguratorIsland(props: ComponentProps<typeof Configurator>) {
  return (
    <Suspense>
      <Configurator {...props} />
    </Suspense>
  );
}
