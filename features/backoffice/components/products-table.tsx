'use client';

import { useMemo, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { formatEuro } from '@/lib/money';
import { FormMessage } from '@/components/forms/form-kit';
import type { StaffProductRow } from '../server/products';
import { centsToEuros, eurosToCents, type ProductSort } from '../product-schemas';
import type { BulkPreview } from '../server/products';
import { bulkProducts, quickEditProduct } from '../api/products-api';
import { StaffTable, staffColumns } from './staff-table';

/** A list row as the server page hands it over: the API's row plus its name, category and link in the page's language. */
export type ProductTableRow = StaffProductRow & { href: string; name: string; category: string };

const helper = staffColumns<ProductTableRow>();

const SORTED: Partial<Record<ProductSort, [string, 'ascending' | 'descending']>> = {
  name: ['name', 'ascending'],
  price_asc: ['price', 'ascending'],
  price_desc: ['price', 'descending'],
  stock_asc: ['stock', 'ascending'],
  stock_desc: ['stock', 'descending'],
  article: ['article', 'ascending'],
};
const NUMERIC = ['price', 'stock'];

type Answer = { kind: 'error' | 'success'; text: string } | null;
const messageOf = (e: unknown) =>
  e instanceof HttpError ? e.message : e instanceof Error ? e.message : String(e);

/** A row's inline price and stock edit: the editor's save path (PATCH), with the version the row showed. */
function QuickEdit({ row }: { row: ProductTableRow }) {
  const t = useTranslations('backoffice.products');
  const tv = useTranslations('backoffice.products.validation');
  const locale = useLocale();
  const router = useRouter();
  // Uncontrolled inputs, read at submit: what staff type before the page has hydrated is kept. Save is
  // disabled until then, which also stops Enter from submitting the form natively (a GET that would drop
  // the list's search and save nothing).
  const hydrated = useHydrated();
  const [answer, setAnswer] = useState<Answer>(null);
  const [invalid, setInvalid] = useState<'price' | 'stock' | null>(null);
  const mutation = useMutation({
    mutationFn: (body: { price: number; quantity: number }) =>
      quickEditProduct(row.id, { updatedAt: row.updatedAt, quantityFrom: row.quantity, ...body }),
    onSuccess: () => {
      setAnswer({ kind: 'success', text: t('quick.saved') });
      router.refresh();
    },
    onError: (e) => {
      setAnswer({ kind: 'error', text: messageOf(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  const id = `product-${row.id}`;
  const submit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const stock = String(form.get('stock') ?? '');
    const cents = eurosToCents(String(form.get('price') ?? ''));
    const quantity = /^\d{1,7}$/.test(stock.trim()) ? Number(stock) : NaN;
    if (!Number.isFinite(cents)) {
      setInvalid('price');
      setAnswer({ kind: 'error', text: tv('price') });
      return;
    }
    if (!Number.isFinite(quantity)) {
      setInvalid('stock');
      setAnswer({ kind: 'error', text: tv('quantity') });
      return;
    }
    setInvalid(null);
    mutation.mutate({ price: cents, quantity });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('quick.label', { name: row.name })}
      className="flex flex-wrap items-end gap-2"
      data-testid="product-quick-edit"
    >
      <label className="text-xs" htmlFor={`${id}-price`}>
        <span className="sr-only">{t('quick.price', { name: row.name })}</span>
        <input
          id={`${id}-price`}
          name="price"
          inputMode="decimal"
          defaultValue={centsToEuros(row.price, locale)}
          className="field-input w-24 text-right"
          aria-invalid={invalid === 'price' || undefined}
          aria-describedby={answer ? `${id}-answer` : undefined}
          data-testid="product-quick-price"
        />
      </label>
      <label className="text-xs" htmlFor={`${id}-stock`}>
        <span className="sr-only">{t('quick.stock', { name: row.name })}</span>
        <input
          id={`${id}-stock`}
          name="stock"
          inputMode="numeric"
          defaultValue={String(row.quantity)}
          className="field-input w-20 text-right"
          aria-invalid={invalid === 'stock' || undefined}
          aria-describedby={answer ? `${id}-answer` : undefined}
          data-testid="product-quick-stock"
        />
      </label>
      <button
        type="submit"
        className="btn-secondary min-h-11"
        disabled={!hydrated || mutation.isPending}
        data-testid="product-quick-save"
      >
        {t('quick.save')}
      </button>
      {answer ? (
        <div id={`${id}-answer`} className="basis-full">
          <FormMessage kind={answer.kind}>{answer.text}</FormMessage>
        </div>
      ) : null}
    </form>
  );
}

/** Bulk actions on the selected rows: publish, unpublish, and a price change by percentage with a preview. */
function BulkActions({ ids, clear }: { ids: number[]; clear: () => void }) {
  const t = useTranslations('backoffice.products');
  const locale = useLocale();
  const router = useRouter();
  const [percent, setPercent] = useState('');
  const [preview, setPreview] = useState<{ percent: number; items: BulkPreview[] } | null>(null);
  const [answer, setAnswer] = useState<Answer>(null);
  const mutation = useMutation({
    mutationFn: bulkProducts,
    onSuccess: (r, body) => {
      if (body.action === 'price' && body.preview) {
        setPreview({ percent: body.percent as number, items: r.items });
        setAnswer(null);
        return;
      }
      setPreview(null);
      setAnswer({ kind: 'success', text: t('bulk.done', { count: r.changed }) });
      clear();
      router.refresh();
    },
    onError: (e) => setAnswer({ kind: 'error', text: messageOf(e) }),
  });
  const value = Number(percent.replace(',', '.'));
  return (
    <section
      className="card mb-4 space-y-3 p-4"
      aria-labelledby="products-bulk-title"
      data-testid="products-bulk"
    >
      <h2 id="products-bulk-title" className="font-semibold">
        {t('bulk.legend')}
      </h2>
      <p role="status" className="text-sm" data-testid="products-selected">
        {t('bulk.selected', { count: ids.length })}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={!ids.length || mutation.isPending}
          onClick={() => mutation.mutate({ action: 'publish', ids })}
        >
          {t('bulk.publish')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={!ids.length || mutation.isPending}
          onClick={() => mutation.mutate({ action: 'unpublish', ids })}
        >
          {t('bulk.unpublish')}
        </button>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor="products-bulk-percent" className="field-label">
            {t('bulk.percent')}
          </label>
          <input
            id="products-bulk-percent"
            inputMode="decimal"
            value={percent}
            onChange={(e) => {
              setPercent(e.target.value);
              setPreview(null);
            }}
            className="field-input w-32"
            aria-describedby="products-bulk-percent-hint"
            data-testid="products-bulk-percent"
          />
          <p id="products-bulk-percent-hint" className="mt-0.5 text-xs text-slate-600">
            {t('bulk.percentHint')}
          </p>
        </div>
        <button
          type="button"
          className="btn-secondary"
          disabled={!ids.length || mutation.isPending}
          onClick={() => mutation.mutate({ action: 'price', ids, percent: value, preview: true })}
        >
          {t('bulk.preview')}
        </button>
        {preview ? (
          <button
            type="button"
            className="btn-primary"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate({
                action: 'price',
                ids: preview.items.map((i) => i.id),
                percent: preview.percent,
              })
            }
          >
            {t('bulk.apply')}
          </button>
        ) : null}
      </div>
      {preview ? (
        <table className="w-full text-left text-sm" data-testid="products-bulk-preview">
          <caption className="text-left font-semibold">{t('bulk.previewCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1">
                {t('columns.article')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('columns.name')}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t('bulk.oldPrice')}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t('bulk.newPrice')}
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((i) => (
              <tr key={i.id}>
                <th scope="row" className="px-2 py-1 font-normal">
                  {i.article}
                </th>
                <td className="px-2 py-1">{locale === 'en' ? i.nameEn : i.nameNl}</td>
                <td className="px-2 py-1 text-right tabular-nums">{formatEuro(i.price, locale)}</td>
                <td className="px-2 py-1 text-right font-semibold tabular-nums">
                  {formatEuro(i.newPrice, locale)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {answer ? (
        <FormMessage kind={answer.kind} testId="products-bulk-message">
          {answer.text}
        </FormMessage>
      ) : null}
    </section>
  );
}

/**
 * The product list's table (TanStack Table, headless): the server searched, filtered, sorted and paged the
 * rows; this lays them out with a selection for the bulk actions and each row's inline price/stock edit.
 */
export function ProductsTable({
  rows,
  sort,
  caption,
  empty,
}: {
  rows: ProductTableRow[];
  sort: ProductSort;
  caption: string;
  /** What an empty list says. */
  empty: string;
}) {
  const t = useTranslations('backoffice.products');
  const locale = useLocale();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'select',
          header: () => (
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={allSelected}
              onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
              aria-label={t('selectAll')}
              data-testid="product-select-all"
            />
          ),
          cell: ({ row }) => (
            <input
              type="checkbox"
              className="h-6 w-6"
              checked={selected.has(row.original.id)}
              onChange={() => toggle(row.original.id)}
              aria-label={t('selectRow', { name: row.original.name })}
              data-testid="product-select"
            />
          ),
        }),
        helper.accessor('article', {
          header: t('columns.article'),
          cell: (info) => (
            <a href={info.row.original.href} className="link inline-flex min-h-11 items-center font-semibold">
              {info.getValue()}
            </a>
          ),
        }),
        helper.accessor('name', {
          header: t('columns.name'),
          cell: (info) => (
            <>
              {info.getValue()}
              <span className="block text-xs text-slate-600">{info.row.original.sku}</span>
            </>
          ),
        }),
        helper.accessor('category', { header: t('columns.category'), cell: (info) => info.getValue() }),
        helper.accessor('price', {
          header: t('columns.price'),
          cell: (info) => formatEuro(info.getValue(), locale),
        }),
        helper.accessor('quantity', {
          id: 'stock',
          header: t('columns.stock'),
          cell: (info) => info.getValue(),
        }),
        helper.display({
          id: 'state',
          header: t('columns.state'),
          cell: ({ row }) => (
            <span data-testid="product-state" data-active={row.original.active}>
              {t(row.original.active ? 'states.published' : 'states.hidden')}
              {row.original.sale ? <span className="block text-red-800">{t('states.sale')}</span> : null}
            </span>
          ),
        }),
        helper.display({
          id: 'edit',
          header: t('columns.edit'),
          cell: ({ row }) => <QuickEdit key={row.original.updatedAt} row={row.original} />,
        }),
      ]),
    [t, locale, selected, allSelected, rows],
  );
  return (
    <>
      {rows.length ? <BulkActions ids={[...selected]} clear={() => setSelected(new Set())} /> : null}
      <StaffTable
        rows={rows}
        columns={columns}
        caption={caption}
        testId="staff-products"
        rowHeader="article"
        row={(r) => ({ 'data-testid': 'staff-product-row', 'data-product-id': r.id })}
        sorted={SORTED[sort]}
        numeric={NUMERIC}
        empty={{ text: empty, testId: 'staff-products-empty' }}
      />
    </>
  );
}
