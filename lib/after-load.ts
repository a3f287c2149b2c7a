/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest `timeoutMs` after
 * load), so work the first screen does not need (the websocket, say) stays out of hydration.
 * Returns a cancel function.
 */
export function afterLoadIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancel = () => {};
  const run = () => task();
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: timeoutMs });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(run, 1);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else {
    window.addEventListener('load', schedule, { once: true });
    cancel = () => window.removeEventListener('load', schedule);
  }
  return () => cancel();
}

const ENGAGEMENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel', 'scroll'] as const;

/**
 * Runs `task` once the visitor does something on the page (moves the pointer, touches, types, scrolls),
 * or at the latest `fallbackMs` after the page has loaded and gone idle: for work that only matters to
 * someone who stays (a live connection, say), so a glance at the page costs nothing. Returns a cancel function.
 */
export function whenEngaged(task: () => void, fallbackMs: number): () => void {
  let timer: number | undefined;
  let cancelIdle = () => {};
  const stop = () => {
    for (const name of ENGAGEMENT_EVENTS) window.removeEventListener(name, run, true);
    cancelIdle();
    window.clearTimeout(timer);
  };
  function run() {
    stop();
    task();
  }
  for (const name of ENGAGEMENT_EVENTS) window.addEventListener(name, run, { capture: true, passive: true });
  cancelIdle = afterLoadIdle(() => {
    timer = window.setTimeout(run, fallbackMs);
  });
  return stop;
}
