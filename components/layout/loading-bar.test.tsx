// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { loadFinished, loadStarted, SHOW_AFTER_MS } from '@/lib/http/progress';
import { LoadingBar } from './loading-bar';

vi.mock('next/navigation', () => ({ usePathname: () => '/', useSearchParams: () => new URLSearchParams() }));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const bar = () => document.getElementById('nprogress');

describe('loading bar', () => {
  it('stays hidden for a load shorter than 200 ms', async () => {
    vi.useFakeTimers();
    render(<LoadingBar />);
    act(() => loadStarted());
    await act(() => vi.advanceTimersByTimeAsync(SHOW_AFTER_MS - 50));
    act(() => loadFinished(true));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 50));
    expect(bar()).toBeNull();
  });

  it('shows for a longer load, hidden from assistive technology, and turns red when it failed', async () => {
    render(<LoadingBar />);
    act(() => loadStarted());
    await waitFor(() => expect(bar()).not.toBeNull());
    expect(bar()!.querySelector('.bar')!.getAttribute('aria-hidden')).toBe('true');
    act(() => loadFinished(false));
    await waitFor(() => expect(bar()?.classList.contains('failed')).toBe(true));
  });
});
