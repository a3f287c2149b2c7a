import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  CHUNK_FAILED_EVENT,
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkFailure,
  reportChunkFailure,
  shouldReload,
} from './chunk-reload';

describe('chunk reload guard', () => {
  it('recognises chunk load failures of webpack, turbopack and browsers', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'Loading chunk 123 failed.' })).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError('Loading CSS chunk app-layout failed')).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads at most once per 60 s', () => {
    expect(shouldReload(null, 1000)).toBe(true);
    expect(shouldReload(0, CHUNK_RELOAD_GUARD_MS - 1)).toBe(false);
    expect(shouldReload(0, CHUNK_RELOAD_GUARD_MS)).toBe(true);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: CHUNK_RELOAD_GUARD_MS - 1 }),
        (last, dt) => !shouldReload(last, last + dt),
      ),
    );
  });

  it('never reloads while the browser is offline (the chunk failed for want of a network)', () => {
    expect(shouldReload(null, 1000, true)).toBe(true);
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 2 ** 40 })),
        fc.integer({ min: 0, max: 2 ** 40 }),
        (last, now) => !shouldReload(last, now, false),
      ),
    );
  });
});

describe('reportChunkFailure', () => {
  it('passes a chunk failure on to the page as an event, and nothing else', () => {
    const seen: unknown[] = [];
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    target.addEventListener(CHUNK_FAILED_EVENT, (e) => seen.push((e as CustomEvent).detail));
    const chunk = Object.assign(new Error('Failed to load chunk /_next/static/chunks/x.js'), {
      name: 'ChunkLoadError',
    });
    reportChunkFailure(chunk);
    reportChunkFailure(new Error('Request failed with status code 500'));
    vi.unstubAllGlobals();
    expect(seen).toEqual([chunk]);
  });
});

describe('reloadAfterChunkFailure', () => {
  function browser(online: boolean) {
    const stored = new Map<string, string>();
    const reload = vi.fn();
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => stored.get(k) ?? null,
      setItem: (k: string, v: string) => void stored.set(k, v),
    });
    vi.stubGlobal('navigator', { onLine: online });
    vi.stubGlobal('location', { reload });
    return { stored, reload };
  }

  it('reloads once, remembers when, and not again within 60 s', () => {
    const { stored, reload } = browser(true);
    vi.useFakeTimers({ now: 1_000_000 });
    reloadAfterChunkFailure();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS - 1);
    reloadAfterChunkFailure();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.setSystemTime(1_000_000 + CHUNK_RELOAD_GUARD_MS);
    reloadAfterChunkFailure();
    expect(reload).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('does not reload where session storage is blocked (no guard against a reload loop)', () => {
    const reload = vi.fn();
    const blocked = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('sessionStorage', { getItem: blocked, setItem: blocked });
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('location', { reload });
    reloadAfterChunkFailure();
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('does not reload offline (the notice offers it instead)', () => {
    const { stored, reload } = browser(false);
    reloadAfterChunkFailure();
    expect(reload).not.toHaveBeenCalled();
    expect(stored.size).toBe(0);
    vi.unstubAllGlobals();
  });
});
