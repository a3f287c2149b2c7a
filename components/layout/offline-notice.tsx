'use client';

import { useEffect, useState } from 'react';
import { CHUNK_FAILED_EVENT, isChunkLoadError, reloadAfterChunkFailure } from '@/lib/chunk-reload';

/**
 * Offline support (spec §4, §8): registers the offline service worker (production builds) and shows a
 * notice with 'Reload page' while the browser has no network. A code chunk that fails to load reloads the
 * page when online (e.g. after a deploy; at most once per 60 s, lib/chunk-reload.ts); offline, or when the
 * reload was just tried, the part stays failed until a reload, so the notice stays, saying so.
 */
export function OfflineNotice({
  labels,
}: {
  /** The notice's texts (namespace `offline`), translated by the layout. */
  labels: Record<'title' | 'text' | 'staleTitle' | 'staleText' | 'reload', string>;
}) {
  const [offline, setOffline] = useState(false);
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    }
    const update = () => setOffline(!navigator.onLine);
    const failed = (error: unknown) => {
      if (!isChunkLoadError(error)) return;
      setStale(true);
      reloadAfterChunkFailure();
    };
    const onError = (e: ErrorEvent) => failed(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => failed(e.reason);
    const onReported = (e: Event) => failed((e as CustomEvent).detail);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(CHUNK_FAILED_EVENT, onReported);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(CHUNK_FAILED_EVENT, onReported);
    };
  }, []);
  if (!offline && !stale) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-0 z-50 bg-amber-100 text-amber-950 shadow"
      data-testid="offline-notice"
    >
      <div className="container-shop flex flex-wrap items-center gap-3 py-3">
        <span aria-hidden="true" className="mask-icon icon-wifi-off size-5" />
        <p className="flex-1 text-sm">
          <strong>{offline ? labels.title : labels.staleTitle}.</strong>{' '}
          {offline ? labels.text : labels.staleText}
        </p>
        <button type="button" className="btn-secondary" onClick={() => location.reload()}>
          {labels.reload}
        </button>
      </div>
    </div>
  );
}
