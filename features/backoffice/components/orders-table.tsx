'use client';

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useTranslations } from '@/components/i18n/hooks';
import type { StaffOrderRow } from '../model';
import type { ORDER_SORTS } from '../schemas';

/** A list row as the server page hands it over: the API's row plus what it formatted (date, money, labels). */
export type OrderTableRow = StaffOrderRow & {
  href: string;
  dateText: string;
  netText: string;
  totalText: string;
  methodText: string;
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, OrderTableRow>();

/** Which column each server-side sort orders by, and which way (for aria-sort). */
const SORTED: Record<(typeof ORDER_SORTS)[number], [string, 'ascending' | 'descending']> = {
  newest: ['date', 'descending'],
  oldest: ['date', 'ascending'],
  totalHigh: ['total', 'descending'],
  totalLow: ['total', 'ascending'],
};
const NUMERIC = new Set(['net', 'total']);

/**
 * The order list's table (TanStack Table, headless): the server filtered, sorted and paged the rows; this
 * lays them out, with the order number naming each row and the sorted column marked for screen readers.
 */
export function OrdersTable({
  rows,
  sort,
  caption,
}: {
  rows: OrderTableRow[];
  sort: (typeof ORDER_SORTS)[number];
  caption: string;
}) {
  const t = useTranslations('backoffice.orders');
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('number', {
          header: t('columns.number'),
          cell: (info) => (
            <>
              <a href={info.row.original.href} className="link font-semibold">
                {info.getValue()}
              </a>
              {info.row.original.testMode ? (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-slate-900">
                  {t('testMode')}
                </span>
              ) : null}
            </>
          ),
        }),
        helper.accessor('dateText', {
          id: 'date',
          header: t('columns.date'),
          cell: (info) => info.getValue(),
        }),
        helper.accessor('customerName', {
          header: t('columns.customer'),
          cell: (info) => {
            const r = info.row.original;
            return (
              <>
                {r.company ? <span className="block">{r.company}</span> : null}
                {info.getValue()}
                <span className="block text-slate-600">{r.email}</span>
              </>
            );
          },
        }),
        helper.accessor('business', {
          header: t('columns.type'),
          cell: (info) => (info.getValue() ? t('business') : t('consumer')),
        }),
        helper.accessor('netText', {
          id: 'net',
          header: t('columns.totalNet'),
          cell: (info) => info.getValue(),
        }),
        helper.accessor('totalText', {
          id: 'total',
          header: t('columns.total'),
          cell: (info) => <span className="font-semibold">{info.getValue()}</span>,
        }),
        helper.accessor('methodText', {
          id: 'payment',
          header: t('columns.payment'),
          cell: (info) => info.getValue(),
        }),
        helper.accessor('status', {
          header: t('columns.status'),
          cell: (info) => <span data-testid="staff-order-status">{t(`statuses.${info.getValue()}`)}</span>,
        }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: rows });
  const [sortedColumn, direction] = SORTED[sort];
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="staff-orders">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={header.column.id === sortedColumn ? direction : undefined}
                  className={`px-3 py-2 ${NUMERIC.has(header.column.id) ? 'text-right' : ''}`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid="staff-order-row" data-order-id={row.original.id}>
              {row.getAllCells().map((cell) => {
                const Cell = cell.column.id === 'number' ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    className={`px-3 py-2 align-top font-normal ${
                      NUMERIC.has(cell.column.id) ? 'text-right tabular-nums' : 'text-left'
                    } ${cell.column.id === 'number' || cell.column.id === 'date' ? 'whitespace-nowrap' : ''}`}
                  >
                    <table.FlexRender cell={cell} />
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
