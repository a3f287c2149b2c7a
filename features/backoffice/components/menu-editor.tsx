'use client';

import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError, fieldErrorsOf } from '@/lib/http/errors';
import { FormMessage, TextField, useZodResolver } from '@/components/forms/form-kit';
import {
  menuRowsSchema,
  type EditableMenu,
  type MenuRowsInput,
  type MenuRowsOutput,
  type StaffCategoryMenuItem,
  type StaffMenuItem,
} from '../content-menus-schemas';
import { saveCategoryMenu, saveMenu } from '../api/content-menus-api';

type Answer = { kind: 'error' | 'success'; text: string } | null;
type Row = MenuRowsInput['rows'][number];

/** The menu flattened for editing: each child right after its parent, with depth 1. */
function flatten(items: StaffMenuItem[]): Row[] {
  return items.flatMap((i) => [
    { labelNl: i.labelNl, labelEn: i.labelEn, route: i.route, depth: 0 as const },
    ...i.children.map((c) => ({ ...c, depth: 1 as const })),
  ]);
}

/** Back to the saved shape, remembering which row each item came from (for the server's field errors). */
function nest(rows: MenuRowsOutput['rows']) {
  const items: { labelNl: string; labelEn: string; route: string; children: Omit<Row, 'depth'>[] }[] = [];
  const rowOf: Record<string, number> = {};
  rows.forEach(({ depth, ...r }, k) => {
    if (depth === 1 && items.length) {
      const parent = items.length - 1;
      rowOf[`items.${parent}.children.${items[parent].children.length}`] = k;
      items[parent].children.push(r);
    } else {
      rowOf[`items.${items.length}`] = k;
      items.push({ ...r, children: [] });
    }
  });
  return { items, rowOf };
}

/** Where the row's block (the row and, for a top-level row, its children) ends. */
function blockEnd(rows: Row[], i: number): number {
  if (rows[i].depth === 1) return i + 1;
  let end = i + 1;
  while (end < rows.length && rows[end].depth === 1) end++;
  return end;
}

/**
 * The main or footer menu's editor: labels in both languages and a link per item, nesting one level.
 * Items move with buttons (up, down, indent under the item above, outdent), so the keyboard does it all;
 * focus stays on the button just used and a live region says what moved. Saved as a whole with the
 * version loaded; a colleague's save in between is refused with who and when (the page then reloads).
 */
export function MenuEditor({
  menu,
  items,
  updatedAt,
}: {
  menu: EditableMenu;
  items: StaffMenuItem[];
  updatedAt: string;
}) {
  const t = useTranslations('backoffice.content.menus');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  // The version the next save sends: loaded with the page, then each save's answer.
  const [version, setVersion] = useState(updatedAt);
  const [announce, setAnnounce] = useState('');
  const focusNext = useRef<string | null>(null);
  const { register, control, handleSubmit, formState, setError, getValues, setValue } = useForm<
    MenuRowsInput,
    unknown,
    MenuRowsOutput
  >({
    resolver: useZodResolver(menuRowsSchema),
    defaultValues: { rows: flatten(items) },
  });
  const { fields, move, remove, append } = useFieldArray({ control, name: 'rows' });
  const rows = useWatch({ control, name: 'rows' }) ?? [];

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const id = (i: number, what: string) => `menu-${menu}-${i}-${what}`;
  const nameOf = (i: number) => rows[i]?.labelNl || t('unnamed');
  const done = (name: string, focusId: string) => {
    setAnnounce(t('moved', { name }));
    focusNext.current = focusId;
  };

  /** Moves a row (with its children) past its neighbour at the same level. */
  const shift = (i: number, direction: -1 | 1) => {
    const all = getValues('rows');
    const row = all[i];
    const end = blockEnd(all, i);
    if (row.depth === 1) {
      const j = i + direction;
      if (j < 0 || j >= all.length || all[j].depth !== 1) return;
      move(i, j);
      done(nameOf(i), id(j, direction < 0 ? 'up' : 'down'));
      return;
    }
    if (direction < 0) {
      let prev = i - 1;
      while (prev >= 0 && all[prev].depth === 1) prev--;
      if (prev < 0) return;
      for (let k = 0; k < end - i; k++) move(i + k, prev + k);
      done(nameOf(i), id(prev, 'up'));
    } else {
      if (end >= all.length) return;
      const nextEnd = blockEnd(all, end);
      const size = nextEnd - end;
      for (let k = 0; k < size; k++) move(end + k, i + k);
      done(nameOf(i), id(i + size, 'down'));
    }
  };
  const indent = (i: number) => {
    const all = getValues('rows');
    if (i === 0 || all[i].depth === 1 || blockEnd(all, i) > i + 1) return;
    setValue(`rows.${i}.depth`, 1);
    done(nameOf(i), id(i, 'outdent'));
  };
  const outdent = (i: number) => {
    if (getValues(`rows.${i}.depth`) !== 1) return;
    setValue(`rows.${i}.depth`, 0);
    done(nameOf(i), id(i, 'indent'));
  };
  const drop = (i: number) => {
    const all = getValues('rows');
    const end = blockEnd(all, i);
    remove(Array.from({ length: end - i }, (_, k) => i + k));
    focusNext.current = `menu-${menu}-add`;
  };

  const rowOf = useRef<Record<string, number>>({});
  const mutation = useMutation({
    mutationFn: (v: MenuRowsOutput) => {
      const nested = nest(v.rows);
      rowOf.current = nested.rowOf;
      return saveMenu(menu, { updatedAt: version, items: nested.items });
    },
    // The form already shows what was saved: it keeps it, with the new version for the next save (a
    // refresh would remount it and could drop what staff typed since).
    onSuccess: (saved) => {
      setVersion(saved.updatedAt);
      setAnswer({ kind: 'success', text: t('saved') });
    },
    onError: (e) => {
      // The server names nested fields (items.1.children.0.route): put them at the row they came from.
      let placed = false;
      if (e instanceof HttpError && e.status === 422) {
        for (const [field, messages] of Object.entries(fieldErrorsOf(e.body))) {
          const m = /^(items\.\d+(?:\.children\.\d+)?)\.(labelNl|labelEn|route)$/.exec(field);
          const k = m ? rowOf.current[m[1]] : undefined;
          if (!m || k === undefined) continue;
          setError(
            `rows.${k}.${m[2]}` as FieldPath<MenuRowsInput>,
            { type: 'server', message: messages.join(' ') },
            { shouldFocus: !placed },
          );
          placed = true;
        }
      }
      setAnswer(placed ? null : { kind: 'error', text: e instanceof Error ? e.message : String(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });

  // The watched values trail the field array by a render after an append or remove: a row not watched yet
  // is shown from its field.
  const shown = fields.map((f, i) => rows[i] ?? f);
  const errorAt = (i: number, f: 'labelNl' | 'labelEn' | 'route') => formState.errors.rows?.[i]?.[f]?.message;
  const btn = 'btn-secondary min-h-11 px-3 text-sm';
  const menuName = t(menu);
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid={`menu-editor-${menu}`}
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      {fields.length === 0 ? <p className="text-slate-700">{t('empty')}</p> : null}
      <ol className="space-y-3" aria-label={t('items', { menu: menuName })}>
        {fields.map((f, i) => {
          const row = shown[i];
          const child = row.depth === 1;
          const parent = child ? shown.slice(0, i).findLast((r) => r.depth === 0) : undefined;
          const canIndent = i > 0 && !child && blockEnd(shown, i) === i + 1;
          return (
            <li
              key={f.id}
              className={`card space-y-2 p-3 ${child ? 'ml-8 border-l-4 border-l-brand-600' : ''}`}
              data-testid="menu-item"
              data-depth={row.depth}
            >
              <fieldset className="space-y-2">
                <legend className="font-semibold">
                  {t('item', { n: i + 1 })}
                  {parent ? (
                    <span className="font-normal text-slate-700">
                      {' '}
                      ({t('child', { parent: parent.labelNl || t('unnamed') })})
                    </span>
                  ) : null}
                </legend>
                <div className="grid gap-3 md:grid-cols-3">
                  <TextField
                    id={id(i, 'nl')}
                    label={t('labelNl')}
                    lang="nl"
                    required
                    error={errorAt(i, 'labelNl')}
                    registration={register(`rows.${i}.labelNl`)}
                  />
                  <TextField
                    id={id(i, 'en')}
                    label={t('labelEn')}
                    lang="en"
                    required
                    error={errorAt(i, 'labelEn')}
                    registration={register(`rows.${i}.labelEn`)}
                  />
                  <TextField
                    id={id(i, 'route')}
                    label={t('route')}
                    hint={t('routeHint')}
                    required
                    autoComplete="off"
                    error={errorAt(i, 'route')}
                    registration={register(`rows.${i}.route`)}
                  />
                </div>
              </fieldset>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  id={id(i, 'up')}
                  className={btn}
                  aria-label={t('upLabel', { name: nameOf(i) })}
                  onClick={() => shift(i, -1)}
                >
                  {t('up')}
                </button>
                <button
                  type="button"
                  id={id(i, 'down')}
                  className={btn}
                  aria-label={t('downLabel', { name: nameOf(i) })}
                  onClick={() => shift(i, 1)}
                >
                  {t('down')}
                </button>
                {child ? (
                  <button
                    type="button"
                    id={id(i, 'outdent')}
                    className={btn}
                    aria-label={t('outdentLabel', { name: nameOf(i) })}
                    onClick={() => outdent(i)}
                  >
                    {t('outdent')}
                  </button>
                ) : (
                  <button
                    type="button"
                    id={id(i, 'indent')}
                    className={btn}
                    aria-label={t('indentLabel', { name: nameOf(i) })}
                    aria-disabled={!canIndent}
                    onClick={() => indent(i)}
                  >
                    {t('indent')}
                  </button>
                )}
                <button
                  type="button"
                  className={btn}
                  aria-label={t('removeLabel', { name: nameOf(i) })}
                  onClick={() => drop(i)}
                >
                  {t('remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          id={`menu-${menu}-add`}
          className="btn-secondary"
          onClick={() => {
            append({ labelNl: '', labelEn: '', route: '', depth: 0 }, { shouldFocus: false });
            focusNext.current = id(fields.length, 'nl');
          }}
        >
          {t('add')}
        </button>
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {t('save')}
        </button>
      </div>
      {answer ? (
        <FormMessage kind={answer.kind} testId={`menu-${menu}-message`}>
          {answer.text}
        </FormMessage>
      ) : null}
    </form>
  );
}

/**
 * The category menu: each category's place among its siblings (up/down buttons) and whether it shows in
 * the menu. Names are the categories' own. Saved as a whole with the version loaded.
 */
export function CategoryMenuEditor({
  items,
  updatedAt,
  locale,
}: {
  items: StaffCategoryMenuItem[];
  updatedAt: string;
  locale: 'nl' | 'en';
}) {
  const t = useTranslations('backoffice.content.menus');
  const router = useRouter();
  const [list, setList] = useState(() => [...items].sort((a, b) => a.sort - b.sort || a.id - b.id));
  const [answer, setAnswer] = useState<Answer>(null);
  // The version the next save sends: loaded with the page, then each save's answer.
  const [version, setVersion] = useState(updatedAt);
  const [announce, setAnnounce] = useState('');
  const focusNext = useRef<string | null>(null);
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });
  const name = (c: StaffCategoryMenuItem) => (locale === 'en' ? c.nameEn : c.nameNl);
  const ids = new Set(list.map((c) => c.id));
  const parentOf = (c: StaffCategoryMenuItem) =>
    c.parentId !== null && ids.has(c.parentId) ? c.parentId : null;
  const childrenOf = (parent: number | null) => list.filter((c) => parentOf(c) === parent);

  const shift = (c: StaffCategoryMenuItem, direction: -1 | 1, what: 'up' | 'down') => {
    const siblings = childrenOf(parentOf(c));
    const at = siblings.findIndex((s) => s.id === c.id);
    const other = siblings[at + direction];
    if (!other) return;
    setList((all) => {
      const next = [...all];
      const a = next.findIndex((x) => x.id === c.id);
      const b = next.findIndex((x) => x.id === other.id);
      [next[a], next[b]] = [next[b], next[a]];
      return next;
    });
    setAnnounce(t('moved', { name: name(c) }));
    focusNext.current = `category-menu-${c.id}-${what}`;
  };

  const mutation = useMutation({
    mutationFn: () =>
      saveCategoryMenu({ updatedAt: version, items: list.map((c) => ({ id: c.id, inMenu: c.inMenu })) }),
    onSuccess: (saved) => {
      setVersion(saved.updatedAt);
      setAnswer({ kind: 'success', text: t('category.saved') });
    },
    onError: (e) => {
      setAnswer({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });

  const renderLevel = (parent: number | null, depth: number) => {
    const level = childrenOf(parent);
    if (!level.length) return null;
    return (
      <ul className={depth ? 'ml-6 mt-2 space-y-2 border-l border-slate-200 pl-3' : 'space-y-2'}>
        {level.map((c) => (
          <li key={c.id} data-testid="category-menu-item" data-id={c.id}>
            <div className="flex flex-wrap items-center gap-2">
              <input
                id={`category-menu-${c.id}-shown`}
                type="checkbox"
                className="size-6 accent-brand-600"
                checked={c.inMenu}
                onChange={(e) =>
                  setList((all) => all.map((x) => (x.id === c.id ? { ...x, inMenu: e.target.checked } : x)))
                }
              />
              <label htmlFor={`category-menu-${c.id}-shown`} className="min-w-40 font-medium">
                <span className="sr-only">{t('category.visible', { name: name(c) })}: </span>
                <span aria-hidden="true">{name(c)}</span>
              </label>
              <span className="font-mono text-xs text-slate-700">{c.path}</span>
              <button
                type="button"
                id={`category-menu-${c.id}-up`}
                className="btn-secondary min-h-11 px-3 text-sm"
                aria-label={t('upLabel', { name: name(c) })}
                onClick={() => shift(c, -1, 'up')}
              >
                {t('up')}
              </button>
              <button
                type="button"
                id={`category-menu-${c.id}-down`}
                className="btn-secondary min-h-11 px-3 text-sm"
                aria-label={t('downLabel', { name: name(c) })}
                onClick={() => shift(c, 1, 'down')}
              >
                {t('down')}
              </button>
            </div>
            {renderLevel(c.id, depth + 1)}
          </li>
        ))}
      </ul>
    );
  };

  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="menu-editor-category"
      onSubmit={(e) => {
        e.preventDefault();
        mutation.mutate();
      }}
    >
      <p className="sr-only" role="status" aria-live="polite">
        {announce}
      </p>
      {renderLevel(null, 0)}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('category.save')}
      </button>
      {answer ? (
        <FormMessage kind={answer.kind} testId="menu-category-message">
          {answer.text}
        </FormMessage>
      ) : null}
    </form>
  );
}
