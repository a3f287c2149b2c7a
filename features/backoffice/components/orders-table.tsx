'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { StaffOrderRow } from '../model';
import type { ORDER_SORTS } from '../schemas';
import { StaffTable, staffColumns } from './staff-table';

/** A list row as the server page hands it over: the API's row plus what it formatted (date, money, labels). */
export type OrderTableRow = StaffOrderRow & {
  href: string;
  dateText: string;
  netText: string;
  totalText: string;
  methodText: string;
};

const helper = staffColumns<OrderTableRow>();

/** Which column each server-side sort orders by, and which way (for aria-sort). */
const SORTED: Record<(typeof ORDER_SORTS)[number], [string, 'ascending' | 'descending']> = {
  newest: ['date', 'descending'],
  oldest: ['date', 'ascending'],
  totalHigh: ['total', 'descending'],
  totalLow: ['total', 'ascending'],
};
const NUMERIC = ['net', 'total'];

/**
 * The order list's table (TanStack Table, headless): the server filtered, sorted and paged the rows; this
 * lays them out, with the order number naming each row and the sorted column marked for screen readers.
 */
export function OrdersTable({
  rows,
  sort,
  caption,
  empty,
}: {
  rows: OrderTableRow[];
  sort: (typeof ORDER_SORTS)[number];
  caption: string;
  /** What an empty list says. */
  empty: string;
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
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="staff-orders"
      rowHeader="number"
      row={(r) => ({ 'data-testid': 'staff-order-row', 'data-order-id': r.id })}
      sorted={SORTED[sort]}
      numeric={NUMERIC}
      nowrap={['number', 'date']}
      empty={{ text: empty, testId: 'staff-orders-empty' }}
    />
  );
}
