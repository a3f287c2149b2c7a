'use client';

import { useMemo } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from 'next-intl';
import type { InboxRow } from '../inbox-model';
import { StaffTable, staffColumns } from './staff-table';

const helper = staffColumns<InboxRow>();

const STATUS_CLASS: Record<InboxRow['status'], string> = {
  new: 'bg-amber-100 text-slate-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
};

/**
 * The inbox's table: rows as the server paged, filtered and sorted them (newest first); TanStack Table
 * lays them out. Each sender's name opens the message.
 */
export function InboxTable({
  rows,
  caption,
  empty,
}: {
  rows: InboxRow[];
  caption: string;
  /** What an empty list says. */
  empty: string;
}) {
  const t = useTranslations('backoffice.inbox');
  const locale = useLocale();
  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Amsterdam',
    });
    return helper.columns([
      helper.accessor('receivedAt', {
        header: () => t('columns.received'),
        cell: (info) => (
          <time dateTime={info.getValue()} className="whitespace-nowrap">
            {date.format(new Date(info.getValue()))}
          </time>
        ),
      }),
      helper.accessor('kind', {
        header: () => t('columns.kind'),
        cell: (info) => t(`kinds.${info.getValue()}`),
      }),
      helper.accessor('name', {
        header: () => t('columns.from'),
        cell: ({ row }) => (
          <>
            <Link
              href={`/staff/inbox/${row.original.kind}/${row.original.id}`}
              className="link font-semibold"
              data-testid="inbox-open"
            >
              {row.original.name || row.original.email}
            </Link>
            <br />
            <span className="break-all text-slate-600">{row.original.email}</span>
          </>
        ),
      }),
      helper.accessor('excerpt', {
        header: () => t('columns.message'),
        cell: ({ row }) => (
          <>
            {row.original.product ? (
              <span className="block text-xs text-slate-600">
                {t('product', { name: row.original.product.name })}
              </span>
            ) : null}
            <span className="line-clamp-2">{row.original.excerpt}</span>
          </>
        ),
      }),
      helper.accessor('status', {
        header: () => t('columns.status'),
        cell: (info) => (
          <span
            className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[info.getValue()]}`}
            data-testid="inbox-status"
            data-status={info.getValue()}
          >
            {t(`statuses.${info.getValue()}`)}
          </span>
        ),
      }),
      helper.accessor('assignee', {
        header: () => t('columns.assignee'),
        cell: (info) => info.getValue()?.name ?? <span className="text-slate-600">{t('nobody')}</span>,
      }),
      helper.accessor('replies', {
        header: () => t('columns.replies'),
        cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
      }),
    ]);
  }, [t, locale]);
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="inbox-table"
      getRowId={(row) => `${row.kind}-${row.id}`}
      // The sender names the row for screen readers.
      rowHeader="name"
      row={(r) => ({
        'data-testid': 'inbox-row',
        'data-kind': r.kind,
        'data-id': r.id,
        className: r.status === 'new' ? 'bg-amber-50/40' : undefined,
      })}
      // Newest first: the order the server lists them in.
      sorted={['receivedAt', 'descending']}
      numeric={['replies']}
      empty={{ text: empty, testId: 'inbox-empty' }}
    />
  );
}
