'use client';

import {
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { withIntl } from '@/components/i18n/lazy-intl';

/** What the combobox does with the field's and the form's events once it has loaded. */
export interface SearchHandlers {
  onInput: (value: string) => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
  onFocus: () => void;
  onBlur: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
}

/** The combobox's ARIA state of the field (role, expanded, active option). */
export type ComboboxAria = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'role' | 'aria-autocomplete' | 'aria-expanded' | 'aria-controls' | 'aria-activedescendant'
>;

export interface ComboboxProps {
  /** The field, kept as it is: the visitor may be typing in it (on a phone, with its keyboard open). */
  input: RefObject<HTMLInputElement | null>;
  handlers: RefObject<SearchHandlers | null>;
  setAria: (aria: ComboboxAria) => void;
}

const load = withIntl(() => import('./header-search-combobox').then((m) => m.HeaderSearchCombobox));

interface Props {
  action: string;
  label: string;
  placeholder: string;
  submitLabel: string;
  /** The submit button's icon. */
  children: ReactNode;
}

/**
 * The header search form (spec §4, §5): a plain GET form to the search page, which is all it is until the
 * visitor comes near it (pointer, touch, focus); then the autocomplete combobox
 * (./header-search-combobox.tsx) loads and takes over the same field — never a new one, so the focus, what
 * was typed and a phone's open keyboard stay. A search sent before that is an ordinary page load.
 */
export function HeaderSearchForm({ action, label, placeholder, submitLabel, children }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const handlers = useRef<SearchHandlers | null>(null);
  const loading = useRef(false);
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxProps> | null>(null);
  const [aria, setAria] = useState<ComboboxAria>({});

  const activate = () => {
    if (loading.current) return;
    loading.current = true;
    load().then(
      (component) => setCombobox(() => component),
      // A failed chunk load (offline): the next approach tries again; the form still works as a page load.
      () => {
        loading.current = false;
      },
    );
  };

  return (
    <form
      role="search"
      className="relative flex"
      action={action}
      method="get"
      onPointerEnter={activate}
      onTouchStart={activate}
      onFocus={() => {
        activate();
        handlers.current?.onFocus();
      }}
      onBlur={() => handlers.current?.onBlur()}
      onSubmit={(e) => handlers.current?.onSubmit(e)}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {label}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        name="search"
        type="search"
        autoComplete="off"
        className="field-input rounded-r-none"
        placeholder={placeholder}
        onChange={(e) => handlers.current?.onInput(e.target.value)}
        onKeyDown={(e) => handlers.current?.onKeyDown(e)}
        data-testid="header-search-input"
        {...aria}
      />
      <button type="submit" className="btn-primary rounded-l-none" aria-label={submitLabel}>
        {children}
      </button>
      {Combobox ? <Combobox input={input} handlers={handlers} setAria={setAria} /> : null}
    </form>
  );
}
