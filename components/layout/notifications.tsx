'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { setRequestErrorNotifier } from '@/lib/http/errors';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { createThrottledQueue } from '@/lib/notify-queue';
import { NOTIFY_EVENT, type Notice, type NoticeText } from './notice';
import { translateIfKey } from '@/lib/i18n/message-key';

type Sonner = typeof import('sonner');

/**
 * The toasts, loaded by Providers when the visitor engages or the first notice comes. sonner (its Toaster
 * and styles) loads with the first notification; a notice waits until the Toaster has mounted and
 * subscribed. `early`: the notices sent before this code had loaded, shown first.
 */
export function Notifications({ early }: { early: Notice[] }) {
  const t = useTranslations('notify');
  const root = useTranslations();
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
    const text = (x: NoticeText | undefined) =>
      x === undefined || typeof x === 'string' ? x : translateIfKey(root, x.key, x.values);
    const show = (n: Notice) =>
      void load().then((s) => s.toast[n.kind](text(n.title), { id: n.id, description: text(n.description) }));
    const push = createThrottledQueue<Notice>(show);
    for (const notice of early.splice(0)) push(notice);
    const onNotice = (e: Event) => push((e as CustomEvent<Notice>).detail);
    window.addEventListener(NOTIFY_EVENT, onNotice);
    setRequestErrorNotifier((_error, path) =>
      push({ kind: 'error', title: t('requestError'), description: t('path', { path }) }),
    );
    return () => {
      window.removeEventListener(NOTIFY_EVENT, onNotice);
      setRequestErrorNotifier(undefined);
    };
  }, [t, root, early]);
  // Runs after the Toaster's own effects (children first): it is subscribed by now.
  useEffect(() => {
    if (sonner) onMounted.current?.(sonner);
  }, [sonner]);
  // sonner names its region and close buttons in English unless told otherwise.
  return sonner ? (
    <sonner.Toaster
      position="top-right"
      richColors
      closeButton
      customAriaLabel={t('region')}
      toastOptions={{ closeButtonAriaLabel: t('close') }}
    />
  ) : null;
}
