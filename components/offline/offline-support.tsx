'use client';

import { useEffect } from 'react';
import { CHUNK_FAILED_EVENT, CHUNK_RELOAD_KEY, isChunkLoadError, shouldReload } from '@/lib/chunk-reload';

function reloadOnChunkError(error: unknown) {
  if (!isChunkLoadError(error)) return;
  let last: number | null = null;
  try {
    const v = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    last = v ? Number(v) : null;
  } catch {
    /* storage blocked: still guard within this page */
  }
  const now = Date.now();
  if (!shouldReload(last, now, navigator.onLine)) return;
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    /* ignore */
  }
  location.reload();
}

/**
 * Registers the offline service worker (production builds) and reloads the page when a code chunk
 * fails to load (e.g. after a deploy), at most once per 60 s.
 */
export function OfflineSupport() {
  useEffect(() => {
    if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    }
    const onError = (e: ErrorEvent) => reloadOnChunkError(e.error ?? e.message);
    const onRejection = (e: PromiseRejectionEvent) => reloadOnChunkError(e.reason);
    const onReported = (e: Event) => reloadOnChunkError((e as CustomEvent).detail);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener(CHUNK_FAILED_EVENT, onReported);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener(CHUNK_FAILED_EVENT, onReported);
    };
  }, []);
  return null;
}
