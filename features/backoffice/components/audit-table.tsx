'use client';

import { useMemo } from 'react';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useTranslations } from '@/components/i18n/hooks';
import type { AuditListEntry } from '../team-model';

/**
 * An audit entry as the server page hands it over: the API's entry with its time, record, action and
 * details already put into words, and the record's link with the locale.
 */
export type AuditTableRow = Pick<AuditListEntry, 'id' | 'actorName' | 'entity' | 'entityId'> & {
  atText: string;
  recordText: string;
  actionText: string;
  details: string[];
  link: string | null;
};

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AuditTableRow>();

/** The audit list's table (TanStack Table, headless): the server filtered and paged the entries, newest first. */
export function AuditTable({ rows, caption }: { rows: AuditTableRow[]; caption: string }) {
  const t = useTranslations('backoffice.audit');
  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('atText', { id: 'at', header: t('columns.at'), cell: (info) => info.getValue() }),
        helper.accessor('actorName', { header: t('columns.actor'), cell: (info) => info.getValue() }),
        helper.accessor('recordText', {
          id: 'record',
          header: t('columns.record'),
          cell: ({ row }) =>
            row.original.link ? (
              <a href={row.original.link} className="link inline-flex min-h-11 items-center">
                {row.original.recordText}
              </a>
            ) : (
              row.original.recordText
            ),
        }),
        helper.accessor('actionText', {
          id: 'action',
          header: t('columns.action'),
          cell: (info) => <span data-testid="audit-action">{info.getValue()}</span>,
        }),
        helper.accessor('details', {
          header: t('columns.details'),
          cell: (info) =>
            info.getValue().length ? (
              <ul className="space-y-0.5 text-slate-700">
                {info.getValue().map((d) => (
                  <li key={d} className="break-all">
                    {d}
                  </li>
                ))}
              </ul>
            ) : null,
        }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: rows });
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="audit-entries">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={header.column.id === 'at' ? 'descending' : undefined}
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
            <tr
              key={row.id}
              data-testid="audit-entry"
              data-entity={row.original.entity}
              data-entity-id={row.original.entityId}
            >
              {row.getAllCells().map((cell) => {
                // The time names the row for screen readers.
                const Cell = cell.column.id === 'at' ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    {...(Cell === 'th' ? { scope: 'row' } : {})}
                    className={`px-3 py-2 text-left align-top font-normal ${cell.column.id === 'at' ? 'whitespace-nowrap' : ''}`}
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
