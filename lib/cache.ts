/**
 * A small in-process cache with time-to-live and tags, for catalogue and content reads. It lives in
 * memory on purpose: a fresh database (tests, a reseed) never meets stale entries on disk, and
 * invalidation by tag is immediate. With several app instances on PostgreSQL each keeps its own copy,
 * and an invalidation reaches the others through the database (lib/db/invalidation.ts, NOTIFY).
 *
 * Every invalidation also drops the full-page cache (lib/page-cache.ts): pages show this data.
 */
import { clearPages } from './page-cache';

interface Entry {
  value: unknown;
  expires: number;
  tags: string[];
}

const KEY = Symbol.for('webshop.cache');
type Store = {
  entries: Map<string, Entry>;
  inflight: Map<string, Promise<unknown>>;
  /** Tells the other app instances (set by lib/db/invalidation.ts on PostgreSQL). */
  broadcast?: (tags: string[]) => void;
};
const g = globalThis as typeof globalThis & { [KEY]?: Store };
const store: Store = (g[KEY] ??= { entries: new Map(), inflight: new Map() });

const MAX_ENTRIES = 5000;

export async function cached<T>(
  key: string,
  load: () => Promise<T>,
  opts: { ttlSeconds?: number; tags?: string[] } = {},
): Promise<T> {
  const now = Date.now();
  const hit = store.entries.get(key);
  if (hit && hit.expires > now) return hit.value as T;
  const pending = store.inflight.get(key);
  if (pending) return pending as Promise<T>;
  const p = load()
    .then((value) => {
      if (store.entries.size >= MAX_ENTRIES) {
        const oldest = store.entries.keys().next().value;
        if (oldest !== undefined) store.entries.delete(oldest);
      }
      store.entries.set(key, {
        value,
        expires: Date.now() + (opts.ttlSeconds ?? 60) * 1000,
        tags: opts.tags ?? [],
      });
      return value;
    })
    .finally(() => store.inflight.delete(key));
  store.inflight.set(key, p);
  return p;
}

/** Drops every entry carrying one of the tags (e.g. 'products' after a stock change). */
export function invalidate(...tags: string[]): void {
  invalidateHere(tags);
  store.broadcast?.(tags);
}

/** Drops the tags in this process only: what another instance's invalidation does here. */
export function invalidateHere(tags: string[]): void {
  clearPages();
  for (const [key, entry] of store.entries) {
    if (entry.tags.some((t) => tags.includes(t))) store.entries.delete(key);
  }
}

export function setInvalidationBroadcast(broadcast: ((tags: string[]) => void) | undefined): void {
  store.broadcast = broadcast;
}

export function clearCache(): void {
  clearPages();
  store.entries.clear();
}
