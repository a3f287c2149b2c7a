'use client';

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useLocale, useTranslations } from '@/components/i18n/hooks';
import type { SubscriberRow } from '../inbox-model';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, SubscriberRow>();

/** The newsletter's confirmed subscribers as the server paged them (the latest confirmed first). */
export function SubscriberTable({ rows, caption }: { rows: SubscriberRow[]; caption: string }) {
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
  const table = useTable({ features, columns, data: rows, getRowId: (row) => String(row.id) });
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="subscriber-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-3 py-2">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-200">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} data-testid="subscriber-row">
              {row.getAllCells().map((cell) =>
                cell.column.id === 'email' ? (
                  <th key={cell.id} scope="row" className="px-3 py-2 text-left font-normal">
                    <table.FlexRender cell={cell} />
                  </th>
                ) : (
                  <td key={cell.id} className="px-3 py-2">
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
