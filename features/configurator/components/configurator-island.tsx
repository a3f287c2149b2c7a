'use client';

import dynamic from 'next/dynamic';

/**
 * The configurator as a chunk of its own, loaded where it renders. Without this the catch-all catalogue
 * route, which renders every category and product page, would load it on all of them (Next.js loads the
 * client components a route imports as one group). `next/dynamic`, not React's `lazy`: Next preloads its
 * chunk with the page, so the configurator hydrates with the rest. With `lazy` (session 12, to save
 * next/dynamic's ≈ 1.2 kB loader) it came one round trip later, and a key pressed on a choice before that
 * was undone by hydration (seen in the e2e keyboard test).
 */
export const ConfiguratorIsland = dynamic(() => import('./configurator').then((m) => m.Configurator));
