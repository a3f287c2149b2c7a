// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterLoadIdle, whenEngaged } from './after-load';

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setReadyState('complete');
});

describe('afterLoadIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    vi.useFakeTimers();
    setReadyState('loading');
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    const task = vi.fn();
    afterLoadIdle(task);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs soon when the page has already loaded and the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    afterLoadIdle(task);
    vi.advanceTimersByTime(5);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load event', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    setReadyState('loading');
    const early = vi.fn();
    afterLoadIdle(early)();
    window.dispatchEvent(new Event('load'));
    const late = vi.fn();
    const cancel = afterLoadIdle(late);
    cancel();
    vi.advanceTimersByTime(10);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

describe('whenEngaged', () => {
  it('runs once, at the first sign of a visitor', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenEngaged(task, 5000);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs after the fallback time when nobody engages', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenEngaged(task, 5000);
    vi.advanceTimersByTime(4000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1100);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenEngaged(task, 5000)();
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});
