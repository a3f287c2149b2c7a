'use client';

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useTranslations } from '@/components/i18n/hooks';
import type { StaffCustomerRow } from '../customer-model';
import type { CustomerSort } from '../customer-schemas';

/** A list row as the server page hands it over: the API's row plus what it formatted (money, date, link). */
export type CustomerTableRow = StaffCustomerRow & { href: string; spentText: string; sinceText: string };

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, CustomerTableRow>();

/** Which column each server-side sort orders by, and which way (for aria-sort). */
const SORTED: Record<CustomerSort, [string, 'ascending' | 'descending']> = {
  newest: ['since', 'descending'],
  oldest: ['since', 'ascending'],
  name: ['name', 'ascending'],
  orders: ['orders', 'descending'],
  spent: ['spent', 'descending'],
};
const NUMERIC = new Set(['orders', 'spent', 'statusDiscount']);

/**
 * The customer list's table (TanStack Table, headless): the server paged, searched and sorted the rows;
 * this only lays them out, with the sorted column marked for screen readers.
 */
export function CustomersTable({
  rows,
  sort,
  caption,
}: {
  rows: CustomerTableRow[];
  sort: CustomerSort;
  caption: string;
}) {
  const t = useTranslations('backoffice.customers');
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('customerNumber', {
          header: t('columns.number'),
          cell: (info) => (
            <a href={info.row.original.href} className="link inline-flex min-h-11 items-center font-semibold">
              {info.getValue()}
            </a>
          ),
        }),
        helper.accessor('name', {
          header: t('columns.name'),
          cell: (info) => {
            const r = info.row.original;
            return (
              <>
                {r.erased ? (
                  <span className="italic text-slate-600">{t('erasedName')}</span>
                ) : (
                  info.getValue()
                )}
                {r.company ? <span className="block text-slate-600">{r.company}</span> : null}
              </>
            );
          },
        }),
        helper.accessor('email', {
          header: t('columns.email'),
          cell: (info) =>
            info.row.original.erased ? '—' : <span className="break-all">{info.getValue()}</span>,
        }),
        helper.accessor('business', {
          header: t('columns.type'),
          cell: (info) => (info.getValue() ? t('business') : t('consumer')),
        }),
        helper.accessor('orders', { header: t('columns.orders'), cell: (info) => info.getValue() }),
        helper.accessor('spentText', {
          id: 'spent',
          header: t('columns.spent'),
          cell: (info) => info.getValue(),
        }),
        helper.accessor('statusDiscount', {
          header: t('columns.discount'),
          cell: (info) => `${info.getValue()}%`,
        }),
        helper.accessor('sinceText', {
          id: 'since',
          header: t('columns.since'),
          cell: (info) => info.getValue(),
        }),
        helper.display({
          id: 'state',
          header: t('columns.state'),
          cell: ({ row }) => {
            const state = row.original.erased ? 'erased' : row.original.blocked ? 'blocked' : 'active';
            return (
              <span
                data-testid="staff-customer-state"
                data-state={state}
                className={state === 'active' ? undefined : 'font-semibold text-red-800'}
              >
                {t(`states.${state}`)}
              </span>
            );
          },
        }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: rows });
  const [sortedColumn, direction] = SORTED[sort];
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="staff-customers">
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
            <tr key={row.id} data-testid="staff-customer-row" data-customer-id={row.original.id}>
              {row.getAllCells().map((cell) => {
                // The customer number names the row for screen readers.
                const Cell = cell.column.id === 'customerNumber' ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    className={`px-3 py-2 align-top font-normal ${
                      NUMERIC.has(cell.column.id) ? 'text-right tabular-nums' : 'text-left'
                    } ${cell.column.id === 'customerNumber' || cell.column.id === 'since' ? 'whitespace-nowrap' : ''}`}
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
