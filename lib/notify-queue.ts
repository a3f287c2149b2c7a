/**
 * Spec §4/§9: notifications are throttled to one per second. Nothing is dropped: each notification
 * waits until a second has passed since the previous one was shown.
 */
export const NOTIFY_INTERVAL_MS = 1000;

export function createThrottledQueue<T>(show: (item: T) => void, intervalMs = NOTIFY_INTERVAL_MS) {
  const queue: T[] = [];
  let lastShown = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    timer = undefined;
    const now = Date.now();
    const wait = lastShown + intervalMs - now;
    if (wait > 0) {
      timer = setTimeout(flush, wait);
      return;
    }
    const item = queue.shift();
    if (item === undefined) return;
    lastShown = now;
    show(item);
    if (queue.length) timer = setTimeout(flush, intervalMs);
  };

  return (item: T) => {
    queue.push(item);
    if (!timer) flush();
  };
}
