'use client';

import {
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type FormHTMLAttributes,
  type ReactNode,
} from 'react';

/** What the light form had when the real one took its place. */
export interface FormHandover {
  /** Every named field's value (a checked radio's value; '' when none is checked). */
  values: Record<string, string>;
  /** The field the visitor was in. */
  focus: string | null;
  /** The visitor submitted the light form: submit right away. */
  submit: boolean;
}

/**
 * Read by the real form while it mounts (a layout effect, in the same task as the swap), so not even a
 * keystroke made while it was loading or rendering is lost.
 */
export type Handover = () => FormHandover;

type RealForm<P> = ComponentType<P & { handover: Handover }>;

interface Props<P> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** Loads the real form (react-hook-form and the rest), which takes over with `useTakeOver` (./take-over). */
  load: () => Promise<RealForm<P>>;
  /** The real form's own props. */
  realProps: P;
  /** The light form's content: plain fields with names, rendered on the server or the client. */
  children: ReactNode;
}

/**
 * A form that renders as plain HTML and becomes the real form when the visitor comes near it (pointer
 * over it, touch, focus) or submits it. Pages with a form far down (footer newsletter, review form) then
 * don't load and hydrate a form library for visitors who never use it.
 */
export function DeferredForm<P extends object>({ load, realProps, children, ...formProps }: Props<P>) {
  const form = useRef<HTMLFormElement | null>(null);
  const focused = useRef<string | null>(null);
  const submitted = useRef(false);
  const loading = useRef(false);
  // The loaded component itself (not React.lazy): it replaces the light form in one commit, no fallback frame.
  const [Real, setReal] = useState<RealForm<P> | null>(null);

  const activate = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => setReal(() => component),
      // A failed chunk load (offline): the next approach or submit tries again.
      () => {
        loading.current = false;
      },
    );
  };
  // A form that was just replaced keeps its fields and their values, so this is still right when the real form mounts.
  const handover: Handover = () => {
    const values: Record<string, string> = {};
    for (const el of Array.from(form.current?.elements ?? [])) {
      if (
        !(
          el instanceof HTMLInputElement ||
          el instanceof HTMLTextAreaElement ||
          el instanceof HTMLSelectElement
        ) ||
        !el.name
      )
        continue;
      if (el instanceof HTMLInputElement && (el.type === 'radio' || el.type === 'checkbox')) {
        values[el.name] ??= '';
        if (el.checked) values[el.name] = el.value;
      } else values[el.name] = el.value;
    }
    return { values, focus: focused.current, submit: submitted.current };
  };
  // Runs as the light form is taken out, while its field still has the focus (the browser moves it away
  // as the field leaves the document).
  const onReplace = useCallback(() => {
    const el = document.activeElement;
    focused.current =
      el && 'name' in el && typeof el.name === 'string' && form.current?.contains(el)
        ? el.name || null
        : null;
  }, []);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submitted.current = true;
    activate();
  };

  if (Real) return <Real {...realProps} handover={handover} />;
  return (
    <form
      {...formProps}
      ref={(el) => {
        // Kept after unmount (a ref object would be cleared): the real form reads the replaced fields.
        if (el) form.current = el;
      }}
      onSubmit={onSubmit}
      onPointerEnter={activate}
      onTouchStart={activate}
      onFocus={activate}
    >
      {children}
      <OnRemove run={onReplace} />
    </form>
  );
}

/** Calls `run` when it is removed, before its parent's elements leave the document. */
function OnRemove({ run }: { run: () => void }) {
  useLayoutEffect(() => run, [run]);
  return null;
}
