'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { setRequestErrorNotifier } from '@/lib/http/errors';
import { loadHttp } from '@/lib/http/lazy';
import { whenEngaged } from '@/lib/after-load';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { createThrottledQueue } from '@/lib/notify-queue';

type Notice = { kind: 'success' | 'error' | 'warning' | 'info'; title: string; description?: string };

const NOTIFY_EVENT = 'shop:notify';

/** Shows a toast through the one-per-second queue (spec §4, §9). Callable from any client code. */
export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTIFY_EVENT, { detail: notice }));
}

type Sonner = typeof import('sonner');

/**
 * The toasts. sonner (its Toaster and styles) loads with the first notification rather than with every
 * page; a notice waits until the Toaster has mounted and subscribed.
 */
function Notifications() {
  const t = useTranslations('notify');
  const [sonner, setSonner] = useState<Sonner | null>(null);
  const ready = useRef<Promise<Sonner> | null>(null);
  const onMounted = useRef<((s: Sonner) => void) | null>(null);
  useEffect(() => {
    const load = () =>
      (ready.current ??= new Promise<Sonner>((resolve) => {
        onMounted.current = resolve;
        import('sonner').then(setSonner, (err: unknown) => {
          ready.current = null;
          reportChunkFailure(err);
        });
      }));
    const show = (n: Notice) =>
      void load().then((s) => s.toast[n.kind](n.title, { description: n.description }));
    const push = createThrottledQueue<Notice>(show);
    const onNotice = (e: Event) => push((e as CustomEvent<Notice>).detail);
    window.addEventListener(NOTIFY_EVENT, onNotice);
    setRequestErrorNotifier((_error, path) =>
      push({ kind: 'error', title: t('requestError'), description: t('path', { path }) }),
    );
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotice);
      setRequestErrorNotifier(undefined);
    };
  }, [t]);
  // Runs after the Toaster's own effects (children first): it is subscribed by now.
  useEffect(() => {
    if (sonner) onMounted.current?.(sonner);
  }, [sonner]);
  return sonner ? <sonner.Toaster position="top-right" richColors closeButton /> : null;
}

/** Without any engagement, what the first action needs loads this long after the page went idle. */
export const PRELOAD_FALLBACK_MS = 5000;

/**
 * The HTTP client and the toasts load when the visitor engages with the page (pointer, touch, keys,
 * scroll), ahead of a first click on 'add to cart': not with the page (they are not needed to show it),
 * and not only on that click (slower, and offline by then the click could not work at all).
 */
function usePreloadForActions() {
  useEffect(
    () =>
      whenEngaged(() => {
        loadHttp().catch(() => undefined); // reported by loadHttp
        import('sonner').catch(reportChunkFailure);
      }, PRELOAD_FALLBACK_MS),
    [],
  );
}

export function Providers({ children }: { children: ReactNode }) {
  usePreloadForActions();
  return (
    <>
      {children}
      <Notifications />
    </>
  );
}
