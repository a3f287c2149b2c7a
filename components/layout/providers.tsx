'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { setRequestErrorNotifier } from '@/lib/http/errors';
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
        void import('sonner').then(setSonner);
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

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Notifications />
    </QueryClientProvider>
  );
}
