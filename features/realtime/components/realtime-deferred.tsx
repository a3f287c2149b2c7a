'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenEngaged } from '@/lib/after-load';
import { reportChunkFailure } from '@/lib/chunk-reload';
import type { RealtimeClientConfig } from '@/lib/realtime/client-config';
import { onRealtimeWanted, REALTIME_FALLBACK_MS } from '@/lib/realtime/wanted';

type Live = ComponentType<{ config: RealtimeClientConfig }>;

/**
 * The live connection of spec §4 (stock, order updates) on every shop page. Its code — the connection's
 * hooks and the bridge, then the websocket libraries (≈ 20 kB gzip) — loads when the visitor engages with
 * the page (pointer, touch, keys, scroll), when a component wants live data now (an order's status, the
 * chat), or a few seconds after the page went idle: not with the page's first load. The components that
 * show live data listen to window events (lib/realtime/events.ts) and do not wait for it.
 */
export function RealtimeDeferred({ config }: { config: RealtimeClientConfig }) {
  const [Live, setLive] = useState<Live | null>(null);
  useEffect(() => {
    if (!config.enabled) return;
    let started = false;
    let cancelled = false;
    const load = () => {
      if (started) return;
      started = true;
      import('./realtime-live').then(
        (m) => {
          if (!cancelled) setLive(() => m.RealtimeLive);
        },
        (err: unknown) => {
          started = false; // offline: the next engagement or request tries again
          reportChunkFailure(err);
        },
      );
    };
    const cancels = [whenEngaged(load, REALTIME_FALLBACK_MS), onRealtimeWanted(load)];
    return () => {
      cancelled = true;
      cancels.forEach((cancel) => cancel());
    };
  }, [config]);
  return Live ? <Live config={config} /> : null;
}
