'use client';

import { useTranslations } from 'next-intl';
import { formatEuro, vatOf } from '@/lib/money';
import type { SummaryItem, TrayLine } from '../model';
import type { ConfiguratorData } from '../types';

interface Props {
  data: ConfiguratorData;
  locale: string;
  items: SummaryItem[];
  added: SummaryItem[];
  trays: TrayLine[];
  total: number;
  hasDisks: boolean;
  onRemove: (partId: string) => void;
  onRemoveHardDisk: () => void;
}

/** Totals first, then the list: a growing list never moves the price (no layout shift). */
export function ConfigSummary({
  data,
  locale,
  items,
  added,
  trays,
  total,
  hasDisks,
  onRemove,
  onRemoveHardDisk,
}: Props) {
  const t = useTranslations('configurator');
  const euro = (c: number) => formatEuro(c, locale);
  const rate = data.configurator.vatRate;
  const addedQty = new Map(added.map((i) => [i.partId, i.quantity]));
  return (
    <section aria-labelledby="cfg-summary" className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <h2 id="cfg-summary" className="text-lg font-bold">
        {t('summary')}
      </h2>
      <dl className="mt-3 space-y-1 text-sm" aria-live="polite" aria-atomic="true" data-testid="cfg-totals">
        <div className="flex justify-between">
          <dt>{t('basePrice')}</dt>
          <dd>{euro(data.data.price)}</dd>
        </div>
        <div className="flex justify-between font-semibold">
          <dt>{t('totalExcl')}</dt>
          <dd data-testid="cfg-total-excl">{euro(total)}</dd>
        </div>
        <div className="flex justify-between text-slate-700">
          <dt>{t('vat', { rate })}</dt>
          <dd>{euro(vatOf(total, rate))}</dd>
        </div>
        <div className="flex justify-between text-base font-bold">
          <dt>{t('totalIncl')}</dt>
          <dd data-testid="cfg-total-incl">{euro(total + vatOf(total, rate))}</dd>
        </div>
      </dl>
      <ul className="mt-4 space-y-2 border-t border-slate-200 pt-3 text-sm" data-testid="cfg-summary-list">
        {items.map((i) => (
          <li key={i.partId} className="flex items-start gap-2">
            <span className="min-w-0 flex-1">
              <span className="block text-xs text-slate-600">{i.label}</span>
              <span className="block">
                {i.quantity}× {i.name}
              </span>
            </span>
            <span className="shrink-0 text-right whitespace-nowrap">
              {addedQty.has(i.partId) ? `+ ${euro(i.price * addedQty.get(i.partId)!)}` : t('included')}
            </span>
            <button
              type="button"
              className="shrink-0 rounded px-1.5 text-slate-600 hover:bg-slate-200 hover:text-slate-900"
              aria-label={t('remove', { name: `${i.label}: ${i.name}` })}
              onClick={() => onRemove(i.partId)}
            >
              ×
            </button>
          </li>
        ))}
        {trays.map((tr) => (
          <li key={tr.form} className="flex items-start gap-2">
            <span className="min-w-0 flex-1">
              <span className="block text-xs text-slate-600">{t('tray')}</span>
              <span className="block">
                {tr.quantity}× {tr.name}
              </span>
            </span>
            <span className="shrink-0 pr-6 whitespace-nowrap">+ {euro(tr.price * tr.quantity)}</span>
          </li>
        ))}
      </ul>
      {hasDisks ? (
        <button type="button" className="mt-3 text-sm text-brand-700 underline" onClick={onRemoveHardDisk}>
          {t('removeHardDisk')}
        </button>
      ) : null}
    </section>
  );
}
