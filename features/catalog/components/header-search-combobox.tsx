'use client';

import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatEuro } from '@/lib/money';
import {
  AUTOCOMPLETE_DEBOUNCE_MS,
  AUTOCOMPLETE_HIDE_DELAY_MS,
  shouldAutocomplete,
  stockDisplay,
} from '../model';
import { searchSubmitQuery } from '../list-query';
import { fetchSuggestions } from '../api/autocomplete';
import type { Suggestion } from '../model';
import type { ComboboxProps } from './header-search-form';

/**
 * The header search's autocomplete (spec §4, §5, §9): asks only while focused, from 2 characters, 400 ms
 * after the last key, never while a request is pending; hides 400 ms after focus leaves. An ARIA 1.2
 * combobox: arrows move, Enter opens a suggestion or searches, Escape closes. It takes over the field of
 * ./header-search-form.tsx (its events and ARIA state) and renders the suggestions below it.
 */
export function HeaderSearchCombobox({ input, handlers, setAria }: ComboboxProps) {
  const t = useTranslations('catalogSearch');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const id = useId();
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [preview, setPreview] = useState<Suggestion | null>(null);
  const focused = useRef(false);
  const pending = useRef(false);
  const latest = useRef('');
  const asked = useRef('');
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hide = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [hoverable, setHoverable] = useState(false);

  useEffect(() => {
    const mq = window.matchMedia('(hover: hover) and (min-width: 1200px)');
    const update = () => setHoverable(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);

  const ask = useCallback(async function run(): Promise<void> {
    const q = latest.current.trim();
    if (!shouldAutocomplete(q, focused.current, pending.current) || q === asked.current) return;
    pending.current = true;
    asked.current = q;
    try {
      const data = await fetchSuggestions(q);
      if (latest.current.trim() === q) {
        setItems(data);
        setActive(-1);
        setOpen(focused.current && data.length > 0);
      }
    } catch {
      setItems([]);
    } finally {
      pending.current = false;
    }
    // The visitor kept typing while we waited: ask once more for the newest text.
    if (latest.current.trim() !== q) void run();
  }, []);

  const onChange = (value: string) => {
    latest.current = value;
    clearTimeout(debounce.current);
    if (value.trim().length < 1) {
      setItems([]);
      setOpen(false);
      asked.current = '';
      return;
    }
    debounce.current = setTimeout(() => void ask(), AUTOCOMPLETE_DEBOUNCE_MS);
  };

  const go = (path: string) => {
    setOpen(false);
    router.push(localePath(locale, path));
  };

  const submit = () => {
    const query = searchSubmitQuery({ search: latest.current });
    go(`/search${query ? `?${query}` : ''}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % items.length);
    } else if (e.key === 'ArrowUp' && items.length) {
      e.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? items.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      if (open) e.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (open && active >= 0 && items[active]) go(items[active].path);
      else submit();
    }
  };

  const onFocus = () => {
    focused.current = true;
    clearTimeout(hide.current);
    if (items.length && latest.current.trim().length >= 2) setOpen(true);
  };
  const onBlur = () => {
    focused.current = false;
    clearTimeout(hide.current);
    hide.current = setTimeout(() => {
      if (!focused.current) setOpen(false);
    }, AUTOCOMPLETE_HIDE_DELAY_MS);
  };
  // The field's and form's events come here from now on (after every render: the handlers see this state).
  useLayoutEffect(() => {
    handlers.current = {
      onInput: onChange,
      onKeyDown,
      onFocus,
      onBlur,
      onSubmit: (e) => {
        e.preventDefault();
        submit();
      },
    };
  });
  // Once, as it loads: what was typed meanwhile, and whether the visitor is in the field.
  useLayoutEffect(() => {
    const field = input.current;
    if (field && document.activeElement === field) focused.current = true;
    if (field?.value) onChange(field.value);
    return () => {
      handlers.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the takeover happens once
  }, []);

  useEffect(
    () => () => {
      clearTimeout(debounce.current);
      clearTimeout(hide.current);
    },
    [],
  );

  const listId = `${id}-list`;
  const shown = open && items.length > 0;
  const previewItem = hoverable && shown ? (preview ?? (active >= 0 ? items[active] : null)) : null;
  useLayoutEffect(() => {
    setAria({
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': shown,
      'aria-controls': listId,
      'aria-activedescendant': shown && active >= 0 ? `${id}-opt-${active}` : undefined,
    });
  }, [setAria, shown, active, listId, id]);
  return (
    <>
      <p className="sr-only" aria-live="polite" role="status">
        {shown ? t('results', { count: items.length }) : ''}
      </p>
      <div className={shown ? 'absolute left-0 right-0 top-full z-40 mt-1 flex gap-2' : 'hidden'}>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('suggestions')}
          className="card max-h-[70vh] flex-1 overflow-auto py-1 shadow-lg"
          onMouseLeave={() => setPreview(null)}
        >
          {items.map((item, i) => (
            <li
              key={item.id}
              id={`${id}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              className={`cursor-pointer px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
              onMouseDown={(e) => e.preventDefault()}
              onMouseEnter={() => setPreview(item)}
              onClick={() => go(item.path)}
              data-testid="suggestion"
            >
              <span className="block font-medium">{item.name}</span>
              <span className="block text-xs text-slate-600">{item.article}</span>
            </li>
          ))}
        </ul>
        {previewItem ? <PreviewCard item={previewItem} locale={locale} /> : null}
      </div>
    </>
  );
}

function PreviewCard({ item, locale }: { item: Suggestion; locale: Locale }) {
  const t = useTranslations('catalogSearch');
  const tp = useTranslations('product');
  const stock = stockDisplay(item.quantity);
  return (
    <aside
      className="card hidden w-64 shrink-0 p-3 shadow-lg lg:block"
      aria-hidden="true"
      data-testid="suggestion-preview"
    >
      {item.image ? (
        // eslint-disable-next-line @next/next/no-img-element -- seeded SVGs are served as-is from /media
        <img
          src={item.image}
          alt=""
          width={232}
          height={174}
          className="mb-2 aspect-[4/3] w-full rounded bg-slate-50 object-contain"
        />
      ) : null}
      <p className="text-sm font-semibold text-slate-900">{item.name}</p>
      <p className="mt-2 text-base font-bold">
        {formatEuro(item.price, locale)}{' '}
        <span className="text-xs font-medium text-slate-600">{tp('exVat')}</span>
      </p>
      <p className="text-sm text-slate-700">
        {formatEuro(item.priceNds, locale)} <span className="text-xs">{tp('incVat')}</span>
      </p>
      <p className={`mt-1 text-sm font-medium ${stock.kind === 'onRequest' ? 'text-warn' : 'text-ok'}`}>
        {stock.kind === 'plus'
          ? tp('stockPlus')
          : stock.kind === 'count'
            ? tp('stockCount', { count: stock.count })
            : tp('onRequest')}
      </p>
      <p className="sr-only">{t('preview')}</p>
    </aside>
  );
}
