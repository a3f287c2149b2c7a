'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { StaffCustomerRow } from '../customer-model';
import type { CustomerSort } from '../customer-schemas';
import { StaffTable, staffColumns } from './staff-table';

/** A list row as the server page hands it over: the API's row plus what it formatted (money, date, link). */
export type CustomerTableRow = StaffCustomerRow & { href: string; spentText: string; sinceText: string };

const helper = staffColumns<CustomerTableRow>();

/** Which column each server-side sort orders by, and which way (for aria-sort). */
const SORTED: Record<CustomerSort, [string, 'ascending' | 'descending']> = {
  newest: ['since', 'descending'],
  oldest: ['since', 'ascending'],
  name: ['name', 'ascending'],
  orders: ['orders', 'descending'],
  spent: ['spent', 'descending'],
};
const NUMERIC = ['orders', 'spent', 'statusDiscount'];

/**
 * The customer list's table (TanStack Table, headless): the server paged, searched and sorted the rows;
 * this only lays them out, with the sorted column marked for screen readers.
 */
export function CustomersTable({
  rows,
  sort,
  caption,
  empty,
}: {
  rows: CustomerTableRow[];
  sort: CustomerSort;
  caption: string;
  /** What an empty list says. */
  empty: string;
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
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="staff-customers"
      // The customer number names the row for screen readers.
      rowHeader="customerNumber"
      row={(r) => ({ 'data-testid': 'staff-customer-row', 'data-customer-id': r.id })}
      sorted={SORTED[sort]}
      numeric={NUMERIC}
      nowrap={['customerNumber', 'since']}
      empty={{ text: empty, testId: 'staff-customers-empty' }}
    />
  );
}
