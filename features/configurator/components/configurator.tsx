'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/layout/providers';
import { HttpError } from '@/lib/http/errors';
import { reportChunkFailure } from '@/lib/chunk-reload';
import { listen } from '@/lib/realtime/events';
import { useMutation } from '@/lib/query';
import { formatEuro, withVat } from '@/lib/money';
import { sortedGroups } from '../compatibility';
import {
  addedSummary,
  dispatch,
  initialState,
  isDiskGroup,
  priceOf,
  repair,
  summary,
  trayLines,
  wouldBreak,
  type Action,
  type Popup,
} from '../model';
import { fromSelection, toSelection, type Selection } from '../selection';
import type { ConfigState, ConfiguratorData } from '../types';
import { addConfigurationToCart, downloadSheet, shareConfiguration } from '../api/configurator-api';
import { ConfigSummary } from './config-summary';
import { OptionGroup } from './option-group';

// The warnings' dialog (Radix, ≈ 13 kB gzip) is not part of the page's first load: it loads when the
// visitor starts configuring (pointer or focus in the configurator), before a choice can open it.
type WarningDialogType = typeof import('./warning-dialog').WarningDialog;
const loadWarningDialog = () => import('./warning-dialog');

interface Props {
  data: ConfiguratorData;
  locale: string;
  /** A shared configuration to restore (from ?config=). */
  initialSelection?: Selection | null;
  /** Called after the configured product was added to the cart (the cart feature can refresh itself). */
  onAdded?: (productId: number) => void;
}

function start(data: ConfiguratorData, selection?: Selection | null): ConfigState {
  if (!selection) return initialState(data);
  return repair(data, fromSelection(data, selection).state).state;
}

/** The configurator island: option groups, live summary and totals, warnings, share, sheet, add to cart. */
export function Configurator({ data, locale, initialSelection, onAdded }: Props) {
  const t = useTranslations('configurator');
  const [state, setState] = useState<ConfigState>(() => start(data, initialSelection));
  const [popup, setPopup] = useState<Popup | null>(null);
  const [WarningDialog, setWarningDialog] = useState<WarningDialogType | null>(null);
  const [open, setOpen] = useState<Record<string, boolean>>({ cpu: true });
  const [shareUrl, setShareUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const groups = useMemo(() => sortedGroups(data), [data]);

  const act = useCallback(
    (action: Action) => {
      const o = dispatch(data, state, action);
      setState(o.state);
      if (o.popup) setPopup(o.popup);
      if (o.reset.length && action.type === 'stock') {
        const part = data.data.options.flatMap((g) => g.values).find((v) => v.productId === action.productId);
        notify({
          kind: 'warning',
          title: t('warehouse'),
          description: t('productChanged', { name: part?.name ?? data.data.name }),
        });
      }
      if (o.state !== state) setShareUrl(null);
    },
    [data, state, t],
  );

  const prepareWarnings = useCallback(() => {
    if (WarningDialog) return;
    loadWarningDialog().then((m) => setWarningDialog(() => m.WarningDialog), reportChunkFailure);
  }, [WarningDialog]);
  // A warning raised before the dialog's code was asked for opens as soon as it has arrived.
  useEffect(() => {
    if (popup) prepareWarnings();
  }, [popup, prepareWarnings]);

  useEffect(
    () => listen('stock-changed', ({ productId, quantity }) => act({ type: 'stock', productId, quantity })),
    [act],
  );

  const items = summary(data, state);
  const total = priceOf(data, state);
  const selection = toSelection(state);
  const blocked = (action: Action) => wouldBreak(data, state, action);
  const stockOf = (productId: number | null, fallback: number) =>
    productId !== null && productId in state.stock ? state.stock[productId] : fallback;
  // Summary items without an option group (the warranty) are never disks.
  const hasDisks = groups.some((g) => isDiskGroup(g) && items.some((i) => i.partId === g.partId));
  const fail = (e: unknown) => setError(e instanceof HttpError ? e.message : String(e));

  const shareCall = useMutation({
    mutationFn: (chosen: Selection) => shareConfiguration(data.data.id, chosen),
    onMutate: () => setError(null),
    onSuccess: (id) => {
      const url = `${window.location.origin}${window.location.pathname}?config=${id}`;
      setShareUrl(url);
      // Copying may be refused (permissions); the link is shown either way.
      void navigator.clipboard?.writeText(url).then(
        () => notify({ kind: 'success', title: t('shareCopied') }),
        () => {},
      );
    },
    onError: fail,
  });

  const sheetCall = useMutation({
    mutationFn: (chosen: Selection) => downloadSheet(data.data.id, chosen),
    onMutate: () => setError(null),
    onSuccess: (blob) => {
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `configuratie-${data.data.id}.pdf`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 60_000);
    },
    onError: fail,
  });

  // The cart the server answers with goes into the cached cart (header, mobile cart tab) in addToCart.
  const cartCall = useMutation({
    mutationFn: (chosen: Selection) => addConfigurationToCart(data.data.id, chosen),
    onMutate: () => setError(null),
    onSuccess: () => {
      notify({
        kind: 'success',
        title: t('cartTitle'),
        description: t('addedToCart', { name: data.data.name }),
      });
      onAdded?.(data.data.id);
    },
    onError: (e) =>
      setError(
        t('errors.cart', { message: e instanceof HttpError ? `${e.status} ${e.message}` : String(e) }),
      ),
  });

  const busy = cartCall.isPending
    ? 'cart'
    : sheetCall.isPending
      ? 'pdf'
      : shareCall.isPending
        ? 'share'
        : null;

  const button = 'rounded px-4 py-2.5 font-semibold disabled:opacity-50';
  return (
    // Laid out by the width it is given (a container query), not the window's: the back office shows it
    // as a narrow live preview beside its editor.
    <div className="@container">
      <div
        className="grid grid-cols-1 gap-6 @4xl:grid-cols-[minmax(0,1fr)_22rem]"
        onPointerEnter={prepareWarnings}
        onFocus={prepareWarnings}
      >
        <div className="min-w-0 space-y-3">
          <p
            className="flex h-12 items-center justify-between rounded-lg bg-slate-100 px-4 text-sm @4xl:hidden"
            aria-hidden="true"
          >
            <span>
              {t('totalExcl')}: <strong>{formatEuro(total, locale)}</strong>
            </span>
            <span>
              {t('inclVat')}: <strong>{formatEuro(withVat(total, data.configurator.vatRate), locale)}</strong>
            </span>
          </p>
          {initialSelection ? (
            <p className="rounded bg-brand-50 px-3 py-2 text-sm text-brand-900">{t('restored')}</p>
          ) : null}
          {groups.map((g) => (
            <OptionGroup
              key={g.partId}
              group={g}
              selected={state.selected[g.partId]}
              blocked={blocked}
              stockOf={stockOf}
              onAction={act}
              open={open[g.partId] ?? false}
              onToggle={(o) => setOpen((prev) => (prev[g.partId] === o ? prev : { ...prev, [g.partId]: o }))}
            />
          ))}
          <fieldset className="rounded-lg border border-slate-200 bg-white px-4 py-3">
            <legend className="px-1 font-semibold">{data.warranty_options.label}</legend>
            <ul className="space-y-1">
              {[
                { id: null, name: t('warrantyStandard'), price: 0 },
                ...data.warranty_options.values.map((w) => ({
                  id: w.id,
                  name: w.name,
                  price: w.priceOption,
                })),
              ].map((w) => (
                <li key={w.id ?? 'std'}>
                  <label className="flex items-center gap-3 rounded px-2 py-1.5 hover:bg-brand-50">
                    <input
                      type="radio"
                      name="cfg-warranty"
                      className="size-4 accent-brand-700"
                      checked={state.warrantyId === w.id}
                      onChange={() => act({ type: 'warranty', id: w.id })}
                    />
                    <span className="flex-1 text-sm">{w.name}</span>
                    <span className="text-sm whitespace-nowrap text-slate-700">
                      {w.price ? `+ ${formatEuro(w.price, locale)}` : t('included')}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {state.warrantyId !== null && data.warranty_delivery.length ? (
              <div className="mt-3">
                <label htmlFor="cfg-warranty-delivery" className="block text-sm font-medium">
                  {t('warrantyDelivery')}
                </label>
                <select
                  id="cfg-warranty-delivery"
                  className="mt-1 w-full rounded border border-slate-300 px-2 py-2"
                  value={state.warrantyDeliveryId ?? ''}
                  onChange={(e) => act({ type: 'warrantyDelivery', id: e.target.value })}
                >
                  {data.warranty_delivery.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.label}
                      {d.price ? ` (+ ${formatEuro(d.price, locale)})` : ''}
                    </option>
                  ))}
                </select>
              </div>
            ) : null}
          </fieldset>
          <ul className="list-inside list-disc text-sm text-slate-700">
            {data.service.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        </div>
        <aside className="min-w-0 space-y-3 @4xl:sticky @4xl:top-4 @4xl:self-start">
          <ConfigSummary
            data={data}
            locale={locale}
            items={items}
            added={addedSummary(data, state)}
            trays={trayLines(data, state)}
            total={total}
            hasDisks={hasDisks}
            onRemove={(partId) => act({ type: 'remove', partId })}
            onRemoveHardDisk={() => act({ type: 'removeHardDisk' })}
          />
          <button
            type="button"
            className={`${button} w-full bg-brand-700 text-white hover:bg-brand-800`}
            disabled={busy !== null}
            onClick={() => cartCall.mutate(selection)}
          >
            {busy === 'cart' ? t('adding') : t('addToCart')}
          </button>
          <div className="grid grid-cols-2 gap-2">
            <button
              type="button"
              className={`${button} border border-brand-700 text-sm text-brand-700`}
              disabled={busy !== null}
              onClick={() => shareCall.mutate(selection)}
            >
              {t('share')}
            </button>
            <button
              type="button"
              className={`${button} border border-brand-700 text-sm text-brand-700`}
              disabled={busy !== null}
              onClick={() => sheetCall.mutate(selection)}
            >
              {busy === 'pdf' ? t('downloading') : t('download')}
            </button>
          </div>
          {shareUrl ? (
            <div>
              <label htmlFor="cfg-share-url" className="block text-sm font-medium">
                {t('shareLink')}
              </label>
              <input
                id="cfg-share-url"
                readOnly
                value={shareUrl}
                className="mt-1 w-full rounded border border-slate-300 px-2 py-1.5 text-sm"
                onFocus={(e) => e.target.select()}
              />
            </div>
          ) : null}
          <p role="alert" className="min-h-5 text-sm text-sale">
            {error}
          </p>
        </aside>
        {WarningDialog ? <WarningDialog popup={popup} onClose={() => setPopup(null)} /> : null}
      </div>
    </div>
  );
}
