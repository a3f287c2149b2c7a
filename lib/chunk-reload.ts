/** Spec §4/§9: a failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

const PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

/** Window event for a failed lazy load that the caller caught (so no 'error'/'unhandledrejection' saw it). */
export const CHUNK_FAILED_EVENT = 'shop:chunk-failed';

/**
 * Passes a caught chunk failure on to the page (reload, or the notice that offers one): the bundler keeps
 * a failed chunk failed until the page reloads, so trying the same action again would fail silently.
 */
export function reportChunkFailure(error: unknown): void {
  if (typeof window !== 'undefined' && isChunkLoadError(error)) {
    window.dispatchEvent(new CustomEvent(CHUNK_FAILED_EVENT, { detail: error }));
  }
}

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const e = error as { name?: unknown; message?: unknown };
  const text = typeof error === 'string' ? error : `${String(e.name ?? '')} ${String(e.message ?? '')}`;
  return PATTERNS.some((p) => p.test(text));
}

/**
 * Whether to reload now, given when the last chunk reload happened (ms epoch, or null) and whether the
 * browser is online. Offline, a chunk fails because the network is down, not because of a new deploy:
 * a reload would swap the page (and its offline notice) for the browser's own error page.
 */
export function shouldReload(lastReloadAt: number | null, now: number, online = true): boolean {
  if (!online) return false;
  return (
    lastReloadAt === null ||
    !Number.isFinite(lastReloadAt) ||
    now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS ||
    now < lastReloadAt
  );
}

/**
 * After a chunk failed to load (e.g. a deploy replaced it): reloads the page when `shouldReload` says so,
 * remembering when in session storage so a chunk that keeps failing does not reload in a loop. Where
 * session storage is blocked nothing could remember it across the reload, so the page does not reload by
 * itself; the offline notice offers the reload instead.
 */
export function reloadAfterChunkFailure(): void {
  const now = Date.now();
  try {
    const v = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    if (!shouldReload(v ? Number(v) : null, now, navigator.onLine)) return;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return; // storage blocked
  }
  location.reload();
}
