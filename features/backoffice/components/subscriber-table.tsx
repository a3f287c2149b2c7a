'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { SubscriberRow } from '../inbox-model';
import { StaffTable, staffColumns } from './staff-table';

const helper = staffColumns<SubscriberRow>();

/** The newsletter's confirmed subscribers as the server paged them (the latest confirmed first). */
export function SubscriberTable({
  rows,
  caption,
  empty,
}: {
  rows: SubscriberRow[];
  caption: string;
  /** What an empty list says. */
  empty: string;
}) {
  const t = useTranslations('backoffice.inbox.newsletter');
  const locale = useLocale();
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Amsterdam',
    });
    return helper.columns([
      helper.accessor('email', {
        header: () => t('columns.email'),
        cell: (info) => <span className="break-all">{info.getValue()}</span>,
      }),
      helper.accessor('name', { header: () => t('columns.name'), cell: (info) => info.getValue() }),
      helper.accessor('locale', {
        header: () => t('columns.language'),
        cell: (info) => (info.getValue() === 'en' ? t('languages.en') : t('languages.nl')),
      }),
      helper.accessor('confirmedAt', {
        header: () => t('columns.confirmedAt'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {date.format(new Date(info.getValue()))}
          </time>
        ),
      }),
    ]);
  }, [t, locale]);
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="subscriber-table"
      getRowId={(row) => String(row.id)}
      rowHeader="email"
      row={() => ({ 'data-testid': 'subscriber-row' })}
      empty={{ text: empty }}
    />
  );
}
