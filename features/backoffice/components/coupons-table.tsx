'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { StaffTable, staffColumns } from './staff-table';

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

const helper = staffColumns<CouponTableRow>();

/** The coupon list's table (TanStack Table, headless): the server paged and searched; sorted by code. */
export function CouponsTable({
  rows,
  caption,
  empty,
}: {
  rows: CouponTableRow[];
  caption: string;
  /** What an empty list says. */
  empty: string;
}) {
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
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="staff-coupons"
      rowHeader="code"
      row={(r) => ({ 'data-testid': 'staff-coupon-row', 'data-code': r.code })}
      sorted={['code', 'ascending']}
      empty={{ text: empty, testId: 'staff-coupons-empty' }}
    />
  );
}
