'use client';

import { useEffect, useRef } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import type NProgressApi from 'nprogress';
import { loadFinished, loadStarted, onLoadChange, SHOW_AFTER_MS } from '@/lib/http/progress';

export const LOADING_BAR_DURATION_MS = 5000;

let bar: Promise<typeof NProgressApi> | null = null;

/** nprogress loads the first time a load outlasts 200 ms, not with every page. */
function loadBar(): Promise<typeof NProgressApi> {
  bar ??= import('nprogress')
    .then(({ default: NProgress }) => {
      // nprogress's default template carries role="bar", which is not an ARIA role (axe: aria-roles);
      // its bar is then found by class instead.
      NProgress.configure({
        showSpinner: false,
        trickleSpeed: LOADING_BAR_DURATION_MS / 25,
        minimum: 0.1,
        template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
        barSelector: '.bar',
      });
      return NProgress;
    })
    .catch((err: unknown) => {
      bar = null; // offline when it was first needed: try again with the next load
      throw err;
    });
  return bar;
}

/**
 * Loading bar (spec §4, §9): progress for navigations and API calls, shown only when a load outlasts
 * 200 ms, turning red when a load failed.
 */
export function LoadingBar() {
  const pathname = usePathname();
  const search = useSearchParams();
  const showTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const navigating = useRef(false);
  const shown = useRef(false);

  useEffect(() => {
    return onLoadChange(({ active, failed }) => {
      if (active > 0) {
        if (!showTimer.current && !shown.current) {
          showTimer.current = setTimeout(() => {
            showTimer.current = undefined;
            shown.current = true;
            // Start and done run in the order they were asked for (both wait for the same load).
            loadBar().then(
              (NProgress) => shown.current && NProgress.start(),
              () => undefined,
            );
          }, SHOW_AFTER_MS);
        }
        return;
      }
      clearTimeout(showTimer.current);
      showTimer.current = undefined;
      if (shown.current) {
        shown.current = false;
        loadBar().then(
          (NProgress) => {
            if (!NProgress.isStarted()) return;
            document.getElementById('nprogress')?.classList.toggle('failed', failed);
            NProgress.done();
          },
          () => undefined, // the bar is cosmetic
        );
      }
    });
  }, []);

  // Navigations: a click on an internal link starts a load; the new URL finishes it.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest('a');
      if (
        !a ||
        e.defaultPrevented ||
        e.button !== 0 ||
        e.metaKey ||
        e.ctrlKey ||
        e.shiftKey ||
        a.target === '_blank'
      )
        return;
      const url = new URL(a.href, location.href);
      if (
        url.origin !== location.origin ||
        (url.pathname === location.pathname && url.search === location.search)
      )
        return;
      if (!navigating.current) {
        navigating.current = true;
        loadStarted();
      }
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    if (navigating.current) {
      navigating.current = false;
      loadFinished(true);
    }
  }, [pathname, search]);

  return null;
}
