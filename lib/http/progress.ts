/**
 * Load tracking for the loading bar: navigation and API calls report here; the bar shows only when
 * something has been loading for longer than SHOW_AFTER_MS (spec §9: 200 ms) and fails on failed loads.
 */
export const SHOW_AFTER_MS = 200;

type Listener = (state: { active: number; failed: boolean }) => void;

const listeners = new Set<Listener>();
let active = 0;
let failed = false;

function emit() {
  for (const l of listeners) {
    // Progress display is cosmetic: a failing listener must never fail the API call that reported it.
    try {
      l({ active, failed });
    } catch (err) {
      console.error(err);
    }
  }
}

export function loadStarted(): void {
  active += 1;
  if (active === 1) failed = false;
  emit();
}

export function loadFinished(ok = true): void {
  active = Math.max(0, active - 1);
  if (!ok) failed = true;
  emit();
}

export function onLoadChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
