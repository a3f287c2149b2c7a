'use client';

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useTranslations } from '@/components/i18n/hooks';

/** A coupon row as the server page hands it over, with what it formatted (discount, dates, money, link). */
export type CouponTableRow = {
  code: string;
  href: string;
  active: boolean;
  valueText: string;
  validityText: string;
  usesText: string;
  minOrderText: string;
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, CouponTableRow>();

/** The coupon list's table (TanStack Table, headless): the server paged and searched; sorted by code. */
export function CouponsTable({ rows, caption }: { rows: CouponTableRow[]; caption: string }) {
  const t = useTranslations('backoffice.coupons');
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('code', {
          header: t('columns.code'),
          cell: (info) => (
            <a
              href={info.row.original.href}
              className="link inline-flex min-h-11 items-center font-mono font-semibold"
            >
              {info.getValue()}
            </a>
          ),
        }),
        helper.accessor('valueText', { header: t('columns.discount'), cell: (info) => info.getValue() }),
        helper.accessor('minOrderText', { header: t('columns.minOrder'), cell: (info) => info.getValue() }),
        helper.accessor('validityText', { header: t('columns.validity'), cell: (info) => info.getValue() }),
        helper.accessor('usesText', { header: t('columns.uses'), cell: (info) => info.getValue() }),
        helper.accessor('active', {
          header: t('columns.state'),
          cell: (info) => (
            <span
              data-testid="staff-coupon-state"
              className={info.getValue() ? undefined : 'font-semibold text-red-800'}
            >
              {t(info.getValue() ? 'states.active' : 'states.inactive')}
            </span>
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: rows });
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="staff-coupons">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={header.column.id === 'code' ? 'ascending' : undefined}
                  className="px-3 py-2"
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid="staff-coupon-row" data-code={row.original.code}>
              {row.getAllCells().map((cell) => {
                const Cell = cell.column.id === 'code' ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    className="px-3 py-2 text-left align-top font-normal"
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
