'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { whenEngaged } from '@/lib/after-load';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { zodWithoutEval } from '@/lib/zod-csp';
import { withIntl } from '@/components/i18n/lazy-intl';
import { NOTIFY_EVENT, type Notice } from './notice';

/** Shows a toast through the one-per-second queue (spec §4, §9). Callable from any client code. */
export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTIFY_EVENT, { detail: notice }));
}

/** Without any engagement, what the first action needs loads this long after the page went idle. */
export const PRELOAD_FALLBACK_MS = 5000;

type NotificationsComponent = ComponentType<{ early: Notice[] }>;

// Before any form's zod schema parses: the pages' CSP allows no eval.
zodWithoutEval();

const loadToasts = withIntl(() => import('./notifications').then((m) => m.Notifications));

/** Notices sent before the toasts' code had loaded, handed to it when it mounts. */
const early: Notice[] = [];

/**
 * The HTTP client and the toasts load when the visitor engages with the page (pointer, touch, keys,
 * scroll), ahead of a first click on 'add to cart': not with the page (they are not needed to show it),
 * and not only on that click (slower, and offline by then the click could not work at all). A notice
 * sent before that loads the toasts at once; it is shown when they are there.
 */
export function Providers({ children }: { children: ReactNode }) {
  const [Notifications, setNotifications] = useState<NotificationsComponent | null>(null);
  const loadNotifications = useRef(() => {});
  useEffect(() => {
    let started = false;
    loadNotifications.current = () => {
      if (started) return;
      started = true;
      loadToasts().then(
        (toasts) => setNotifications(() => toasts),
        (err: unknown) => {
          started = false; // offline: the next notice or engagement tries again
          reportChunkFailure(err);
        },
      );
    };
    return whenEngaged(() => {
      loadNotifications.current();
      import('@/lib/http/client').catch(reportChunkFailure);
      import('sonner').catch(reportChunkFailure);
    }, PRELOAD_FALLBACK_MS);
  }, []);
  useEffect(() => {
    if (Notifications) return;
    const onEarly = (e: Event) => {
      early.push((e as CustomEvent<Notice>).detail);
      loadNotifications.current();
    };
    window.addEventListener(NOTIFY_EVENT, onEarly);
    // Removed in the same commit that mounts the toasts, before their own listener is added.
    return () => window.removeEventListener(NOTIFY_EVENT, onEarly);
  }, [Notifications]);
  return (
    <>
      {children}
      {Notifications ? <Notifications early={early} /> : null}
    </>
  );
}
