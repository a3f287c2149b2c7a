// Whether a component wants the page's live connection right away, apart from the websocket code: the
// deferred loader on every page's first load (features/realtime/components/realtime-deferred.tsx) listens
// here without loading lib/realtime/client.ts and react.tsx.

/** Without any engagement the page connects this long after it loaded and went idle. */
export const REALTIME_FALLBACK_MS = 5000;

let wanted = false;
const watchers = new Set<() => void>();

/**
 * The connection is made when the visitor engages with the page (see RealtimeProvider); a component
 * that shows live data the visitor is waiting for (a chat, an order's status) asks for it right away with this.
 */
export function wantRealtimeNow(): void {
  if (wanted) return;
  wanted = true;
  for (const w of watchers) w();
}

/** Calls `onWanted` when (or now, if) a component has asked for the connection right away. */
export function onRealtimeWanted(onWanted: () => void): () => void {
  if (wanted) {
    onWanted();
    return () => {};
  }
  watchers.add(onWanted);
  return () => {
    watchers.delete(onWanted);
  };
}
