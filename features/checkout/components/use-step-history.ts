'use client';

import { useEffect, useRef } from 'react';
import { stepParam, URL_STEPS, type Step } from '../model';
import type { CheckoutStore } from '../stores/checkout-store';

const currentParam = () => stepParam(new URLSearchParams(window.location.search).get('step'));

function writeUrl(step: Step, how: 'push' | 'replace') {
  const param = URL_STEPS.includes(step) ? step : null;
  const url = `${window.location.pathname}${param ? `?step=${param}` : ''}`;
  // Next's router keeps its own history state through these (native pushState/replaceState are supported).
  if (how === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * Keeps the checkout step in the URL (`?step=delivery`), so a reload reopens the step and the browser's
 * Back and Forward move between steps. Each step the shopper moves to is a history entry; a step the
 * URL asks for is entered through the store (restore on load, go on Back/Forward) and, where the step
 * rules send the shopper elsewhere, the URL is corrected in place.
 */
export function useStepHistory(store: CheckoutStore, itemCount: number | null) {
  // While the URL drives the store, its step changes are not new history entries.
  const following = useRef(false);
  const initial = useRef<Step | null | undefined>(undefined);

  useEffect(() => {
    const unsubscribe = store.subscribe((s, prev) => {
      if (following.current || s.machine.step === prev.machine.step) return;
      // Confirm leaves for the payment page or success page; cancel ends on the cart.
      if (s.machine.step === 'confirm') return;
      const step = s.machine.step === 'cancel' ? 'cart' : s.machine.step;
      if (currentParam() === stepParam(step)) return;
      // Back from logging in (`?resume=auth`): that address is not a place to go back to.
      writeUrl(step, new URLSearchParams(window.location.search).has('resume') ? 'replace' : 'push');
    });
    const onPop = async () => {
      const target = currentParam() ?? 'cart';
      following.current = true;
      try {
        const { machine, go } = store.getState();
        if (machine.step !== target) await go(target);
      } finally {
        following.current = false;
      }
      const step = store.getState().machine.step;
      if (currentParam() !== stepParam(step)) writeUrl(step, 'replace');
    };
    window.addEventListener('popstate', onPop);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPop);
    };
  }, [store]);

  // Opened on a step (a reload): once the cart is known, walk to it as far as the rules allow.
  useEffect(() => {
    if (initial.current === undefined) initial.current = currentParam();
    const target = initial.current;
    if (!target || itemCount === null) return;
    initial.current = null;
    following.current = true;
    const restore = store.getState().restore(itemCount > 0 ? target : 'cart');
    void restore.finally(() => {
      following.current = false;
      const step = store.getState().machine.step;
      if (currentParam() !== stepParam(step)) writeUrl(step, 'replace');
    });
  }, [store, itemCount]);
}
