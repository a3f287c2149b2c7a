'use client';

import { lazy, useEffect, useState, type ComponentType } from 'react';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { useIntlConfig } from './intl-config';
import type { Translate } from './intl-runtime';

/**
 * next-intl off the first load. The components a page hydrates with get their texts from server
 * components (translated there with next-intl); next-intl's client code loads with what comes later:
 *
 * - `withIntl(load)`: a loader of a client component (an island, a dialog, the toasts) that also loads
 *   next-intl and wraps the component in its provider, so the component uses next-intl's hooks as usual;
 * - `lazyWithIntl(load)`: the same as a `React.lazy` component;
 * - `useLazyTranslator(namespace, needed)`: next-intl's translator for a text a first-load component
 *   formats in the browser (a count that changes live, a countdown), loaded once `needed`; null until then.
 */
const runtime = () => import('./intl-runtime');

/** Any component: the wrapper passes its props through unchanged. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a component of any props
export type AnyComponent = ComponentType<any>;

export function withIntl<C extends AnyComponent>(load: () => Promise<C>): () => Promise<C> {
  return () => Promise.all([load(), runtime()]).then(([component, m]) => m.withProvider(component));
}

export function lazyWithIntl<C extends AnyComponent>(load: () => Promise<C>) {
  const loadWrapped = withIntl(load);
  return lazy(() => loadWrapped().then((component) => ({ default: component })));
}

export function useLazyTranslator(namespace: string, needed: boolean): Translate | null {
  const config = useIntlConfig();
  // The translator made for this configuration and namespace (a navigation can bring a new configuration).
  const [translate, setTranslate] = useState<{ t: Translate; config: object; namespace: string } | null>(
    null,
  );
  const ready = translate !== null && translate.config === config && translate.namespace === namespace;
  useEffect(() => {
    if (!needed || ready) return;
    let live = true;
    runtime().then(
      (m) => {
        if (live) setTranslate({ t: m.translatorFor(config, namespace), config, namespace });
      },
      (err: unknown) => reportChunkFailure(err),
    );
    return () => {
      live = false;
    };
  }, [needed, ready, config, namespace]);
  return ready ? translate.t : null;
}
