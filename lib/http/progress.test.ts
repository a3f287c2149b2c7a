import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFinished, loadStarted, onLoadChange } from './progress';

describe('load progress', () => {
  const offs: (() => void)[] = [];
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it('reports active loads and failure, and a throwing listener never breaks the reporting call', () => {
    const seen: { active: number; failed: boolean }[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    offs.push(
      onLoadChange(() => {
        throw new TypeError("Cannot read properties of null (reading 'style')");
      }),
    );
    offs.push(onLoadChange((s) => void seen.push(s)));
    expect(() => loadStarted()).not.toThrow();
    expect(() => loadFinished(false)).not.toThrow();
    expect(seen).toEqual([
      { active: 1, failed: false },
      { active: 0, failed: true },
    ]);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
