'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type { AuditListEntry } from '../team-model';
import { StaffTable, staffColumns } from './staff-table';

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

const helper = staffColumns<AuditTableRow>();

/** The audit list's table (TanStack Table, headless): the server filtered and paged the entries, newest first. */
export function AuditTable({
  rows,
  caption,
  empty,
}: {
  rows: AuditTableRow[];
  caption: string;
  /** What an empty list says. */
  empty: string;
}) {
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
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="audit-entries"
      // The time names the row for screen readers.
      rowHeader="at"
      row={(r) => ({ 'data-testid': 'audit-entry', 'data-entity': r.entity, 'data-entity-id': r.entityId })}
      sorted={['at', 'descending']}
      nowrap={['at']}
      empty={{ text: empty, testId: 'audit-empty' }}
    />
  );
}
