'use client';

import type { ReactNode } from 'react';
import {
  createColumnHelper,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** The features of every staff list table: none (the server filtered, sorted and paged the rows). */
const features = tableFeatures({});
type Features = typeof features;

/** The column helper of a staff list table with rows of type `T`. */
export const staffColumns = <T extends RowData>() => createColumnHelper<Features, T>();

/** A row's `data-*` attributes (what tests and scripts find it by) and, optionally, its class. */
type RowAttributes = { [key: `data-${string}`]: string | number | boolean | undefined } & {
  className?: string;
};

/**
 * A staff list's table (TanStack Table, headless) the way the back office lays them out: a caption for
 * screen readers, the column the server sorted by marked with aria-sort, `rowHeader`'s cell naming each
 * row (a th with scope row), numbers right-aligned, and without rows a card that says so.
 */
export function StaffTable<T extends RowData>({
  rows,
  columns,
  caption,
  testId,
  rowHeader,
  row,
  sorted,
  numeric = [],
  nowrap = [],
  getRowId,
  empty,
}: {
  rows: T[];
  columns: ColumnDef<Features, T, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each column has its own value type, as in TanStack's own helper
  caption: string;
  testId: string;
  /** The column whose cell names the row. */
  rowHeader: string;
  /** The row's test id and data attributes. */
  row: (original: T) => RowAttributes & { 'data-testid': string };
  /** The server's sort: which column, which way. */
  sorted?: readonly [column: string, direction: 'ascending' | 'descending'];
  numeric?: readonly string[];
  nowrap?: readonly string[];
  getRowId?: (original: T) => string;
  /** What shows instead of an empty table, with its test id. */
  empty?: { text: ReactNode; testId?: string };
}) {
  const table = useTable({ features, columns, data: rows, ...(getRowId ? { getRowId } : {}) });
  if (empty && rows.length === 0)
    return (
      <p className="card p-4" data-testid={empty.testId}>
        {empty.text}
      </p>
    );
  const isNumeric = (id: string) => numeric.includes(id);
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sorted && header.column.id === sorted[0] ? sorted[1] : undefined}
                  className={`px-3 py-2 ${isNumeric(header.column.id) ? 'text-right' : ''}`}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.getRowModel().rows.map((r) => (
            <tr key={r.id} {...row(r.original)}>
              {r.getAllCells().map((cell) => {
                const id = cell.column.id;
                const Cell = id === rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    className={`px-3 py-2 align-top font-normal ${
                      isNumeric(id) ? 'text-right tabular-nums' : 'text-left'
                    } ${nowrap.includes(id) ? 'whitespace-nowrap' : ''}`}
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
