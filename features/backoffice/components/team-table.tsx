'use client';

import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { TeamInvitation, TeamMember } from '../team-model';
import { FormMessage } from '@/components/forms/form-kit';
import { MemberActions, RevokeInvitation, type Answer } from './team-actions';
import { StaffTable, staffColumns } from './staff-table';

/** A member as the server page hands it over: the API's row plus its dates formatted, and whether it is the viewer. */
export type TeamTableRow = TeamMember & { lastSeenText: string | null; self: boolean };
/** An open invitation with its dates formatted. */
export type InvitationTableRow = TeamInvitation & { sentText: string; expiresText: string };

const members = staffColumns<TeamTableRow>();
const invites = staffColumns<InvitationTableRow>();

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
  return (
    <StaffTable
      rows={rows}
      columns={columns}
      caption={caption}
      testId="team-members"
      rowHeader="name"
      row={(r) => ({ 'data-testid': 'team-member', 'data-id': r.id })}
    />
  );
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
  return (
    <div className="space-y-3">
      {answer ? (
        <FormMessage kind={answer.kind} testId="team-revoke-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <StaffTable
        rows={rows}
        columns={columns}
        caption={caption}
        testId="team-invitations"
        rowHeader="email"
        row={(r) => ({ 'data-testid': 'team-invitation', 'data-id': r.id })}
        empty={{ text: t('invitations.empty'), testId: 'team-invitations-empty' }}
      />
    </div>
  );
}
