'use client';

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server render and during hydration, true once the page is hydrated. Controls that would
 * act natively before then (a form's submit, a button the page's code must handle) stay disabled until
 * their handlers are attached; `useSyncExternalStore` gives this without an effect and a second render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
