import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThrottledQueue } from './notify-queue';

describe('createThrottledQueue', () => {
  afterEach(() => vi.useRealTimers());

  it('shows at most one notification per second, keeping all of them', () => {
    vi.useFakeTimers();
    const shown: string[] = [];
    const push = createThrottledQueue<string>((s) => shown.push(s));
    push('a');
    push('b');
    push('c');
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(999);
    expect(shown).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual(['a', 'b']);
    vi.advanceTimersByTime(1000);
    expect(shown).toEqual(['a', 'b', 'c']);
  });

  it('shows immediately after a quiet second', () => {
    vi.useFakeTimers();
    const shown: number[] = [];
    const push = createThrottledQueue<number>((n) => shown.push(n));
    push(1);
    vi.advanceTimersByTime(5000);
    push(2);
    expect(shown).toEqual([1, 2]);
  });
});
