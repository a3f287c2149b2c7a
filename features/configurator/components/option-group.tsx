'use client';

import { useTranslations } from 'next-intl';
import type { Violation } from '../compatibility';
import type { Action } from '../model';
import type { OptionGroup as Group, SelectedOption } from '../types';

interface Props {
  group: Group;
  selected: SelectedOption;
  /** Why a choice (value id, or 'none') or the next quantity would be refused. */
  blocked: (action: Action) => Violation[];
  stockOf: (productId: number | null, fallback: number) => number;
  onAction: (action: Action) => void;
  open: boolean;
  onToggle: (open: boolean) => void;
}

export function OptionGroup({ group, selected, blocked, stockOf, onAction, open, onToggle }: Props) {
  const t = useTranslations('configurator');
  const rule = (v: Violation) => t(`rules.${v.rule}`, v.params as Record<string, string | number>);
  const current = group.values.find((v) => v.value === selected.value);
  const hasDefault = group.values.some((v) => v.isDefault);
  const id = `grp-${group.partId}`;
  const choices: { key: string; value: number | null; name: string; price: string; stock: number | null }[] =
    [
      ...(hasDefault ? [] : [{ key: 'none', value: null, name: t('none'), price: '', stock: null }]),
      ...group.values
        .filter((v) => v.visible)
        .map((v) => ({
          key: String(v.value),
          value: v.value,
          name: v.name,
          price: v.textPrice,
          stock: v.isProduct ? stockOf(v.productId, v.quantity) : null,
        })),
    ];
  const more = current
    ? blocked({ type: 'quantity', partId: group.partId, quantity: selected.quantity + 1 })
    : [];
  const atMax = current ? current.maxQuantity > 0 && selected.quantity >= current.maxQuantity : true;
  const atMin = current ? selected.quantity <= Math.max(current.baseQuantity, 1) : true;
  return (
    <details
      className="rounded-lg border border-slate-200 bg-white"
      open={open}
      onToggle={(e) => onToggle((e.target as HTMLDetailsElement).open)}
      data-part={group.partId}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3">
        <span className="font-semibold">{group.label}</span>
        <span className="truncate text-right text-sm text-slate-600">
          {current ? `${selected.quantity > 1 ? `${selected.quantity}× ` : ''}${current.name}` : t('none')}
        </span>
      </summary>
      <fieldset className="border-t border-slate-200 px-4 py-3" disabled={group.disabled}>
        <legend className="sr-only">{group.label}</legend>
        <ul className="space-y-1">
          {choices.map((c) => {
            const why =
              c.value === selected.value
                ? []
                : blocked({ type: 'select', partId: group.partId, value: c.value });
            const reasonId = `${id}-${c.key}-why`;
            return (
              <li key={c.key}>
                <label
                  className={`flex items-start gap-3 rounded px-2 py-1.5 ${why.length ? 'text-slate-500' : 'hover:bg-brand-50'}`}
                >
                  <input
                    type="radio"
                    name={id}
                    className="mt-1 size-4 accent-brand-700"
                    checked={c.value === selected.value}
                    disabled={why.length > 0}
                    aria-describedby={why.length ? reasonId : undefined}
                    onChange={() => onAction({ type: 'select', partId: group.partId, value: c.value })}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block text-sm">{c.name}</span>
                    {why.length ? (
                      <span id={reasonId} className="block text-xs text-warn">
                        {t('unavailable')}: {rule(why[0])}
                      </span>
                    ) : c.stock !== null ? (
                      <span className="block text-xs text-slate-600">
                        {t('stock', {
                          stock: c.stock < 1 ? t('onRequest') : c.stock >= 25 ? '+25' : c.stock,
                        })}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 text-sm whitespace-nowrap text-slate-700">{c.price}</span>
                </label>
              </li>
            );
          })}
        </ul>
        {current && current.maxQuantity !== 1 ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <label htmlFor={`${id}-qty`} className="text-sm font-medium">
              {t('quantity')}
            </label>
            <button
              type="button"
              className="size-9 rounded border border-slate-300 text-lg disabled:opacity-40"
              aria-label={t('decrease', { label: group.label })}
              disabled={atMin}
              onClick={() =>
                onAction({ type: 'quantity', partId: group.partId, quantity: selected.quantity - 1 })
              }
            >
              −
            </button>
            <input
              id={`${id}-qty`}
              type="number"
              inputMode="numeric"
              className="w-16 rounded border border-slate-300 px-2 py-1.5 text-center"
              value={selected.quantity}
              min={Math.max(current.baseQuantity, 0)}
              max={current.maxQuantity || undefined}
              aria-describedby={more.length ? `${id}-qty-why` : undefined}
              onChange={(e) =>
                onAction({ type: 'quantity', partId: group.partId, quantity: Number(e.target.value) })
              }
            />
            <button
              type="button"
              className="size-9 rounded border border-slate-300 text-lg disabled:opacity-40"
              aria-label={t('increase', { label: group.label })}
              disabled={atMax || more.length > 0}
              aria-describedby={more.length ? `${id}-qty-why` : undefined}
              onClick={() =>
                onAction({ type: 'quantity', partId: group.partId, quantity: selected.quantity + 1 })
              }
            >
              +
            </button>
            {more.length && !atMax ? (
              <p id={`${id}-qty-why`} className="w-full text-xs text-warn">
                {rule(more[0])}
              </p>
            ) : null}
          </div>
        ) : null}
      </fieldset>
    </details>
  );
}
