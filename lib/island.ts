import { createElement, lazy, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A client component in a chunk of its own, for a route that renders it on some of its pages only (the
 * catch-all catalogue route renders category listings and product pages; Next.js loads every client
 * component a route imports as one group). What `next/dynamic` does for such a component, for ≈ 1.5 kB
 * less on every page of the route (its loader and chunk preloading):
 *
 * - the chunk starts loading when the module that creates the island is evaluated in the browser. A
 *   client module is evaluated when the page's RSC payload first refers to it, so only pages that render
 *   the island load it, and they load it while the page boots, before hydration reaches it;
 * - once it is there the component renders at once (a synchronous thenable, which `React.lazy` reads
 *   without suspending), so hydration does not wait a round trip for it, and a key pressed on it after
 *   the page loaded is not undone by a late hydration.
 *
 * On the server the component is imported when it first renders, as any `React.lazy`. A chunk that fails
 * to load fails the render, as with `next/dynamic` (the route's error page; the offline notice). The
 * island is a function component around the lazy one: the RSC client hands a client module's export to
 * React through a lazy reference of its own, and React does not accept a lazy that resolves to a lazy.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: Loaded<P> | null = null;
  let loading: Promise<Loaded<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = { default: component }),
      (err: unknown) => {
        loading = null; // a later render tries again
        throw err;
      },
    );
    return loading;
  };
  if (typeof window !== 'undefined') start().catch(() => undefined); // reported when it renders
  const Lazy = lazy(() => {
    const ready = loaded;
    // `lazy` reads a thenable that resolves synchronously as already resolved: no suspension.
    if (ready) return { then: (resolve: (m: Loaded<P>) => void) => resolve(ready) } as Promise<Loaded<P>>;
    return start();
  });
  return function Island(props: P) {
    return createElement(Lazy as ComponentType<P>, props);
  };
}
