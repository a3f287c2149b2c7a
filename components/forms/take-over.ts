import { useLayoutEffect, type RefObject } from 'react';
import type { Handover } from './deferred-form';

// The real form's side of components/forms/deferred-form.tsx, in a module of its own: the light form is
// on the first load of every page, this only comes with the real forms.

/**
 * In the real form, once while it mounts: puts each of the light form's values in (`setValue`, e.g.
 * react-hook-form's), the focus back in the same field (caret at the end) and submits when the visitor
 * already did.
 */
export function useTakeOver(
  handover: Handover | undefined,
  form: RefObject<HTMLFormElement | null>,
  setValue: (name: string, value: string) => void,
  submit: () => void,
): void {
  useLayoutEffect(() => {
    if (!handover) return;
    const { values, focus, submit: submitted } = handover();
    for (const [name, value] of Object.entries(values)) setValue(name, value);
    const el = focus ? form.current?.elements.namedItem(focus) : null;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      // Directly, not react-hook-form's setFocus: that focuses later, and a keystroke in between would be lost.
      el.focus();
      if (el instanceof HTMLTextAreaElement || el.type === 'text')
        el.setSelectionRange(el.value.length, el.value.length);
    }
    if (submitted) submit();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the handover happens once
  }, []);
}
