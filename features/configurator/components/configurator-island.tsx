'use client';

import dynamic from 'next/dynamic';

/**
 * The configurator as a chunk of its own, loaded where it renders. Without this the catch-all catalogue
 * route, which renders every category and product page, would load it on all of them (Next.js loads the
 * client components a route imports as one group).
 */
export const ConfiguratorIsland = dynamic(() => import('./configurator').then((m) => m.Configurator));
