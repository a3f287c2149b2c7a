'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, toast } from 'sonner';
import { useTranslations } from 'next-intl';
import { setRequestErrorNotifier } from '@/lib/http/client';
import { createThrottledQueue } from '@/lib/notify-queue';

type Notice = { kind: 'success' | 'error' | 'warning' | 'info'; title: string; description?: string };

const NOTIFY_EVENT = 'shop:notify';

/** Shows a toast through the one-per-second queue (spec §4, §9). Callable from any client code. */
export function notify(notice: Notice): void {
  window.dispatchEvent(new CustomEvent<Notice>(NOTIFY_EVENT, { detail: notice }));
}

function Notifications() {
  const t = useTranslations('notify');
  useEffect(() => {
    const push = createThrottledQueue<Notice>((n) => toast[n.kind](n.title, { description: n.description }));
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
  return <Toaster position="top-right" richColors closeButton />;
}

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={client}>
      {children}
      <Notifications />
    </QueryClientProvider>
  );
}
