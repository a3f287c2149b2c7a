'use client';

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { Link } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from '@/components/i18n/hooks';
import type { InboxRow } from '../inbox-model';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, InboxRow>();

const STATUS_CLASS: Record<InboxRow['status'], string> = {
  new: 'bg-amber-100 text-slate-900',
  answered: 'bg-green-100 text-green-900',
  closed: 'bg-slate-200 text-slate-800',
};

/**
 * The inbox's table: rows as the server paged, filtered and sorted them (newest first); TanStack Table
 * lays them out. Each sender's name opens the message.
 */
export function InboxTable({ rows, caption }: { rows: InboxRow[]; caption: string }) {
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
  const table = useTable({
    features,
    columns,
    data: rows,
    getRowId: (row) => `${row.kind}-${row.id}`,
  });
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="inbox-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className="px-3 py-2"
                  // Newest first: the order the server lists them in.
                  aria-sort={header.column.id === 'receivedAt' ? 'descending' : undefined}
                >
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid="inbox-row"
              data-kind={row.original.kind}
              data-id={row.original.id}
              className={row.original.status === 'new' ? 'bg-amber-50/40' : undefined}
            >
              {row.getAllCells().map((cell) =>
                // The sender names the row for screen readers.
                cell.column.id === 'name' ? (
                  <th key={cell.id} scope="row" className="px-3 py-2 text-left align-top font-normal">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td
                    key={cell.id}
                    className={`px-3 py-2 align-top ${cell.column.id === 'replies' ? 'text-right' : ''}`}
                  >
                    <table.FlexRender cell={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
