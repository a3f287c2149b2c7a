'use client';

import { useMemo, useState } from 'react';
import { createColumnHelper, tableFeatures, useTable, type ReactTable } from '@tanstack/react-table';
import { useTranslations } from '@/components/i18n/hooks';
import type { TeamInvitation, TeamMember } from '../team-model';
import { FormMessage } from '@/components/forms/form-kit';
import { MemberActions, RevokeInvitation, type Answer } from './team-actions';

/** A member as the server page hands it over: the API's row plus its dates formatted, and whether it is the viewer. */
export type TeamTableRow = TeamMember & { lastSeenText: string | null; self: boolean };
/** An open invitation with its dates formatted. */
export type InvitationTableRow = TeamInvitation & { sentText: string; expiresText: string };

const features = tableFeatures({});
const members = createColumnHelper<typeof features, TeamTableRow>();
const invites = createColumnHelper<typeof features, InvitationTableRow>();

/** Header and body of a TanStack table the way the back office lays them out; the first column names the row. */
function Table<T extends { id: number }>({
  table,
  caption,
  testId,
  rowTestId,
}: {
  table: ReactTable<typeof features, T>;
  caption: string;
  testId: string;
  rowTestId: string;
}) {
  return (
    <div className="card overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
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
            <tr key={row.id} data-testid={rowTestId} data-id={row.original.id}>
              {row.getAllCells().map((cell, i) => {
                const Cell = i === 0 ? 'th' : 'td';
                return (
                  <Cell
                    key={cell.id}
                    {...(i === 0 ? { scope: 'row' } : {})}
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

/**
 * The team: staff and admin accounts (TanStack Table, headless), admins first as the server sorted them,
 * each with the changes an admin may make (none on their own row).
 */
export function TeamTable({ rows, caption }: { rows: TeamTableRow[]; caption: string }) {
  const t = useTranslations('backoffice.team');
  const columns = useMemo(
    () =>
      members.columns([
        members.accessor('name', {
          header: t('columns.name'),
          cell: ({ row }) => (
            <span className="font-semibold">
              {row.original.name || t('noName')}
              {row.original.self ? <span className="font-normal text-slate-600"> ({t('you')})</span> : null}
            </span>
          ),
        }),
        members.accessor('email', {
          header: t('columns.email'),
          cell: (info) => <span className="break-all">{info.getValue()}</span>,
        }),
        members.accessor('role', {
          header: t('columns.role'),
          cell: (info) => <span data-testid="team-role">{t(`roles.${info.getValue()}`)}</span>,
        }),
        members.accessor('totp', {
          header: t('columns.totp'),
          cell: (info) => (info.getValue() ? t('totp.on') : t('totp.off')),
        }),
        members.accessor('lastSeenText', {
          header: t('columns.lastSeen'),
          cell: (info) => info.getValue() ?? t('never'),
        }),
        members.accessor('deactivatedAt', {
          header: t('columns.state'),
          cell: (info) => {
            const state = info.getValue() ? 'deactivated' : 'active';
            return (
              <span
                data-testid="team-state"
                data-state={state}
                className={state === 'active' ? undefined : 'font-semibold text-red-800'}
              >
                {t(`states.${state}`)}
              </span>
            );
          },
        }),
        members.display({
          id: 'actions',
          header: t('columns.actions'),
          cell: ({ row }) => {
            const m = row.original;
            return m.self ? (
              <span className="text-slate-600">{t('actions.self')}</span>
            ) : (
              <MemberActions
                id={m.id}
                name={m.name || m.email}
                role={m.role}
                deactivated={m.deactivatedAt !== null}
              />
            );
          },
        }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: rows });
  return <Table table={table} caption={caption} testId="team-members" rowTestId="team-member" />;
}

/**
 * The open invitations, each revocable. A revoked one leaves the list, so the answer shows above it (and
 * the empty list says so).
 */
export function InvitationsTable({ rows, caption }: { rows: InvitationTableRow[]; caption: string }) {
  const t = useTranslations('backoffice.team');
  const [answer, setAnswer] = useState<Answer>(null);
  const columns = useMemo(
    () =>
      invites.columns([
        invites.accessor('email', {
          header: t('invitations.columns.email'),
          cell: (info) => <span className="break-all font-semibold">{info.getValue()}</span>,
        }),
        invites.accessor('name', { header: t('invitations.columns.name'), cell: (info) => info.getValue() }),
        invites.accessor('role', {
          header: t('invitations.columns.role'),
          cell: (info) => t(`roles.${info.getValue()}`),
        }),
        invites.accessor('invitedBy', {
          header: t('invitations.columns.invitedBy'),
          cell: (info) => info.getValue(),
        }),
        invites.accessor('sentText', {
          header: t('invitations.columns.sent'),
          cell: (info) => info.getValue(),
        }),
        invites.accessor('expiresText', {
          header: t('invitations.columns.expires'),
          cell: ({ row }) =>
            row.original.expired ? (
              <span className="font-semibold text-red-800">{t('invitations.expired')}</span>
            ) : (
              row.original.expiresText
            ),
        }),
        invites.display({
          id: 'actions',
          header: t('invitations.columns.actions'),
          cell: ({ row }) => (
            <RevokeInvitation id={row.original.id} email={row.original.email} onAnswer={setAnswer} />
          ),
        }),
      ]),
    [t],
  );
  const table = useTable({ features, columns, data: rows });
  return (
    <div className="space-y-3">
      {answer ? (
        <FormMessage kind={answer.kind} testId="team-revoke-message">
          {answer.text}
        </FormMessage>
      ) : null}
      {rows.length ? (
        <Table table={table} caption={caption} testId="team-invitations" rowTestId="team-invitation" />
      ) : (
        <p className="card p-4" data-testid="team-invitations-empty">
          {t('invitations.empty')}
        </p>
      )}
    </div>
  );
}
