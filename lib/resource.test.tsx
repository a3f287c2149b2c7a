// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createResource, invalidateResource, useResource, type Resource } from './resource';

afterEach(cleanup);

/** A read that the test finishes (or fails) by hand, like a slow network. */
function manualReads<T>() {
  const pending: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  const read = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { read, pending };
}

/** Mounts `n` components that show the resource, as the header and the mobile cart tab do. */
function show<T>(resource: Resource<T>, n = 1) {
  const seen: (T | undefined)[][] = Array.from({ length: n }, () => []);
  function View({ i }: { i: number }) {
    seen[i].push(useResource(resource).data);
    return null;
  }
  const view = render(
    <>
      {seen.map((_, i) => (
        <View key={i} i={i} />
      ))}
    </>,
  );
  return { seen, last: (i = 0) => seen[i].at(-1), view };
}

describe('createResource', () => {
  it('reads once for every component that shows it, and shows what it read', async () => {
    const { read, pending } = manualReads<number>();
    const r = createResource('cart', read, { staleMs: 10_000 });
    const { last } = show(r, 3);
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => pending[0].resolve(4));
    expect([last(0), last(1), last(2)]).toEqual([4, 4, 4]);
  });

  it('keeps the value a change answered with when a read that started before it lands afterwards', async () => {
    const { read, pending } = manualReads<number>();
    const r = createResource('cart', read, { staleMs: 10_000 });
    const { last } = show(r);
    // The header's first read is in flight (it read the empty cart); the shopper adds a product.
    act(() => r.set(1));
    expect(last()).toBe(1);
    await act(async () => pending[0].resolve(0));
    expect(r.get().data).toBe(1);
    expect(last()).toBe(1);
    expect(r.get().isFetching).toBe(false);
  });

  it('reads again at once when invalidated while shown, and drops the older read', async () => {
    const { read, pending } = manualReads<number>();
    const r = createResource('cart', read, { staleMs: 10_000 });
    const { last } = show(r);
    let done = false;
    act(() => void invalidateResource('cart').then(() => (done = true)));
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => pending[1].resolve(2));
    await act(async () => pending[0].resolve(1));
    expect(last()).toBe(2);
    expect(done).toBe(true);
  });

  it('reads again when shown after an invalidation while nothing showed it, not before', async () => {
    const read = vi.fn(async () => 5);
    const r = createResource('cart', read, { staleMs: 60_000 });
    const first = show(r);
    await waitFor(() => expect(first.last()).toBe(5));
    first.view.unmount();
    await r.invalidate();
    expect(read).toHaveBeenCalledTimes(1);
    show(r);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });

  it('does not read a fresh value again for a component that mounts, but does a stale one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const read = vi.fn(async () => 5);
      const r = createResource('cart', read, { staleMs: 10_000 });
      show(r).view.unmount();
      await waitFor(() => expect(r.get().data).toBe(5));
      show(r).view.unmount();
      expect(read).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 10_001);
      show(r);
      await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('retries a failed read once, then reports the error and keeps the value it had', async () => {
    let fail = false;
    const read = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return 3;
    });
    const r = createResource('cart', read, { staleMs: 0, retryMs: 1 });
    show(r);
    await waitFor(() => expect(r.get().data).toBe(3));
    fail = true;
    await act(() => r.refetch());
    expect(read).toHaveBeenCalledTimes(3);
    expect(r.get()).toMatchObject({ data: 3, isError: true, isFetching: false });
    fail = false;
    await act(() => r.refetch());
    expect(r.get()).toMatchObject({ data: 3, isError: false });
  });

  it('forgets the value when cleared; the next component reads it anew', async () => {
    const read = vi.fn(async () => 7);
    const r = createResource('cart', read, { staleMs: 60_000 });
    const { last, view } = show(r);
    await waitFor(() => expect(last()).toBe(7));
    act(() => r.clear());
    expect(last()).toBeUndefined();
    view.unmount();
    show(r);
    await waitFor(() => expect(read).toHaveBeenCalledTimes(2));
  });
});
