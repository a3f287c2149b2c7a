// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { lazy, Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { island } from './island';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function show(Island: ReturnType<typeof island<{ name: string }>>) {
  // As the RSC client renders a client module's export: through a lazy reference of its own, resolved
  // (the module is there before the page renders).
  const Reference = lazy(
    () =>
      ({ then: (resolve: (m: { default: typeof Island }) => void) => resolve({ default: Island }) }) as never,
  );
  render(
    <Suspense fallback={<p>loading</p>}>
      <Reference name="R740" />
    </Suspense>,
  );
}

describe('island', () => {
  it('starts loading its chunk when created in the browser, before anything renders it', () => {
    const load = vi.fn(() => new Promise<typeof Hello>(() => {}));
    island(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders without suspending once its chunk has loaded', async () => {
    const Island = island(() => Promise.resolve(Hello));
    await act(async () => {}); // the chunk arrives while the page boots
    show(Island);
    // Synchronously there, no fallback in between (hydration would not wait for it).
    expect(screen.getByText('Hello R740')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while its chunk is still loading and loads it only once', async () => {
    const chunk = deferred<typeof Hello>();
    const load = vi.fn(() => chunk.promise);
    const Island = island(load);
    show(Island);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => chunk.resolve(Hello));
    expect(screen.getByText('Hello R740')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again when it renders after the early load failed (offline while the page booted)', async () => {
    const load = vi
      .fn<() => Promise<typeof Hello>>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(Hello);
    const Island = island(load);
    await act(async () => {});
    show(Island);
    await act(async () => {});
    expect(screen.getByText('Hello R740')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
