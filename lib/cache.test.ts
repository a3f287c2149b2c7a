import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, clearCache, invalidate } from './cache';

describe('cache', () => {
  beforeEach(() => clearCache());

  it('loads once and serves the cached value', async () => {
    const load = vi.fn(async () => 42);
    expect(await cached('a', load)).toBe(42);
    expect(await cached('a', load)).toBe(42);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one in-flight load between concurrent callers', async () => {
    const load = vi.fn(() => new Promise<number>((r) => setTimeout(() => r(7), 5)));
    const [a, b] = await Promise.all([cached('b', load), cached('b', load)]);
    expect([a, b]).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('invalidates by tag', async () => {
    let n = 0;
    const load = async () => ++n;
    await cached('c', load, { tags: ['products'] });
    invalidate('products');
    expect(await cached('c', load, { tags: ['products'] })).toBe(2);
  });

  it('expires after the ttl', async () => {
    vi.useFakeTimers();
    let n = 0;
    await cached('d', async () => ++n, { ttlSeconds: 1 });
    vi.advanceTimersByTime(1500);
    expect(await cached('d', async () => ++n, { ttlSeconds: 1 })).toBe(2);
    vi.useRealTimers();
  });
});
