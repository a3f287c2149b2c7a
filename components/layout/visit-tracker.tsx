'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { readCookie } from '@/lib/http/cookies';

/** POST /statistic/visits, never announced when it fails (tracking is not the visitor's business). */
async function postVisit(body: object): Promise<unknown> {
  try {
    const { portalApi } = await import('@/lib/http/client');
    return await portalApi.post('/statistic/visits', body, { silent: true });
  } catch {
    return undefined;
  }
}

export const PING_INTERVAL_MS = 30_000;

/** Visit tracking of spec §4: on load, on each route change (to, path, from), every 30 s and on close. */
export function VisitTracker({ locale }: { locale: string }) {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);
  const ready = useRef<Promise<unknown> | null>(null);

  useEffect(() => {
    // The visitor uid (cookie, 7 days) is created by the server on first contact.
    ready.current = import('@/lib/http/client').then(
      ({ loadUid }) => loadUid(),
      () => undefined,
    );
  }, []);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const body = from
      ? { kind: 'route', path: pathname, from, to: pathname, locale }
      : { kind: 'load', path: pathname, locale };
    void ready.current?.then(() => postVisit(body));
  }, [pathname, locale]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') {
        void postVisit({ kind: 'ping', path: location.pathname, locale });
      }
    }, PING_INTERVAL_MS);
    const onHide = () => {
      const uid = readCookie('uid');
      if (!uid) return;
      // A beacon survives the page closing; DELETE can't be sent as a beacon, so fetch keepalive is used.
      void fetch(
        `/api/portal/statistic/visits/${encodeURIComponent(uid)}?path=${encodeURIComponent(location.pathname)}`,
        {
          method: 'DELETE',
          keepalive: true,
          headers: { uid },
        },
      ).catch(() => undefined);
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
    };
  }, [locale]);

  return null;
}
