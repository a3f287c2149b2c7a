import { useEffect, useSyncExternalStore } from 'react';

/**
 * A shared, fetched value that components read and that actions replace: the cart of the header, the
 * mobile cart tab, the add-to-cart buttons and the order page. It does for one value what react-query did
 * for it (one read in flight, kept data while refetching, staleness, one retry), in a few hundred bytes,
 * so that the pages that only show the cart do not load react-query (≈ 12 kB gzip) — see
 * docs/performance.md.
 */
export interface ResourceState<T> {
  data: T | undefined;
  /** The last read failed (after its retry); `data` keeps what was read before, if anything. */
  isError: boolean;
  isFetching: boolean;
}

/** Names of the resources that features outside their owner change (login and logout reload the cart). */
export type ResourceName = 'cart';

export interface Resource<T> {
  get(): ResourceState<T>;
  subscribe(listener: () => void): () => void;
  /** Reads when there is nothing yet or what there is is stale; joins a read in flight. */
  ensure(): Promise<void>;
  /** Reads now (joins a read in flight that started after the last change). */
  refetch(): Promise<void>;
  /** Replaces the value with one an action answered with; a read in flight is dropped when it lands. */
  set(data: T): void;
  /** Marks the value stale and reads it again when a component shows it. */
  invalidate(): Promise<void>;
  /** Forgets the value (the next component that shows it reads it anew). */
  clear(): void;
}

export interface ResourceOptions {
  /** How long a read value counts as fresh for a component that mounts. */
  staleMs: number;
  /** Wait before the one retry of a failed read. */
  retryMs?: number;
}

const EMPTY: ResourceState<never> = { data: undefined, isError: false, isFetching: false };
const registry = new Map<ResourceName, Resource<unknown>>();

export function createResource<T>(
  name: ResourceName,
  read: () => Promise<T>,
  { staleMs, retryMs = 1000 }: ResourceOptions,
): Resource<T> {
  let state: ResourceState<T> = EMPTY;
  let readAt = 0;
  /** Bumped by every change: a read that started before it is dropped when it lands. */
  let generation = 0;
  let inFlight: { generation: number; promise: Promise<void> } | null = null;
  const listeners = new Set<() => void>();

  const update = (next: Partial<ResourceState<T>>) => {
    state = { ...state, ...next };
    for (const l of listeners) l();
  };

  const readOnce = async (): Promise<T> => {
    try {
      return await read();
    } catch {
      await new Promise((r) => setTimeout(r, retryMs));
      return read();
    }
  };

  const fetchNow = (): Promise<void> => {
    if (inFlight && inFlight.generation === generation) return inFlight.promise;
    const started = generation;
    update({ isFetching: true });
    const promise = readOnce().then(
      (data) => {
        if (started !== generation) return;
        readAt = Date.now();
        update({ data, isError: false, isFetching: false });
      },
      () => {
        if (started !== generation) return;
        update({ isError: true, isFetching: false });
      },
    );
    const entry = { generation: started, promise };
    inFlight = entry;
    void promise.finally(() => {
      if (inFlight === entry) inFlight = null;
    });
    return promise;
  };

  const resource: Resource<T> = {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure() {
      const fresh = state.data !== undefined && Date.now() - readAt < staleMs;
      if (fresh && !state.isError) return Promise.resolve();
      return fetchNow();
    },
    refetch: fetchNow,
    set(data) {
      generation++;
      readAt = Date.now();
      update({ data, isError: false, isFetching: false });
    },
    invalidate() {
      generation++;
      readAt = 0;
      return listeners.size ? fetchNow() : Promise.resolve();
    },
    clear() {
      generation++;
      readAt = 0;
      state = EMPTY;
      for (const l of listeners) l();
    },
  };
  registry.set(name, resource as Resource<unknown>);
  return resource;
}

/** Reloads a resource by name if this page has it (a page without a header cart has nothing to reload). */
export function invalidateResource(name: ResourceName): Promise<void> {
  return registry.get(name)?.invalidate() ?? Promise.resolve();
}

const serverState = () => EMPTY;

/** Shows a resource: re-renders on every change and reads it on mount when it is missing or stale. */
export function useResource<T>(resource: Resource<T>): ResourceState<T> & { refetch: () => Promise<void> } {
  const state = useSyncExternalStore(resource.subscribe, resource.get, serverState);
  useEffect(() => {
    void resource.ensure();
  }, [resource]);
  return { ...state, refetch: resource.refetch };
}
