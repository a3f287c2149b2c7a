'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import {
  applyServerErrors,
  FormMessage,
  SelectField,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import { invitationSchema, TEAM_ROLES, type TeamRole } from '../team-schemas';
import { changeRole, inviteStaff, revokeInvitation, setDeactivated } from '../api/team-api';

export type Answer = { kind: 'error' | 'success'; text: string } | null;

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Invite a colleague (admins): e-mail address, name and role. The server mails the link; the list of
 * open invitations below is the server's, refreshed after sending.
 */
export function InviteForm() {
  const t = useTranslations('backoffice.team');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    z.input<typeof invitationSchema>,
    unknown,
    z.output<typeof invitationSchema>
  >({ resolver: useZodResolver(invitationSchema), defaultValues: { email: '', name: '', role: 'staff' } });
  const mutation = useMutation({
    mutationFn: inviteStaff,
    onSuccess: (r) => {
      setAnswer({
        kind: 'success',
        text: t(r.repeated ? 'invite.repeated' : 'invite.sent', { email: r.invitation.email }),
      });
      reset();
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['email', 'name', 'role']);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr]"
      data-testid="team-invite-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <TextField
        id="team-invite-email"
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        required
        maxLength={100}
        error={formState.errors.email?.message}
        registration={register('email')}
      />
      <TextField
        id="team-invite-name"
        label={t('invite.name')}
        autoComplete="off"
        required
        maxLength={50}
        error={formState.errors.name?.message}
        registration={register('name')}
      />
      <SelectField
        label={t('invite.role')}
        error={formState.errors.role?.message}
        registration={register('role')}
      >
        {TEAM_ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      <div className="space-y-3 sm:col-span-2 lg:col-span-3">
        {answer ? (
          <FormMessage kind={answer.kind} testId="team-invite-message">
            {answer.text}
          </FormMessage>
        ) : null}
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {t('invite.submit')}
        </button>
      </div>
    </form>
  );
}

/**
 * What an admin may change of a colleague: staff ↔ admin, and deactivate or reactivate. The server
 * refuses one's own account and the last admin (409 with the reason; the page then shows the state as it is).
 */
export function MemberActions({
  id,
  name,
  role,
  deactivated,
}: {
  id: number;
  name: string;
  role: TeamRole;
  deactivated: boolean;
}) {
  const t = useTranslations('backoffice.team');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const onError = (e: unknown) => {
    setAnswer({ kind: 'error', text: errorText(e) });
    if (e instanceof HttpError && e.status === 409) router.refresh();
  };
  const roleChange = useMutation({
    mutationFn: (next: TeamRole) => changeRole(id, next),
    onSuccess: (r) => {
      setAnswer({
        kind: 'success',
        text: r.repeated
          ? t('actions.repeated')
          : t('actions.roleDone', { name, role: t(`roleNames.${r.role}`) }),
      });
      router.refresh();
    },
    onError,
  });
  const activation = useMutation({
    mutationFn: () => setDeactivated(id, !deactivated),
    onSuccess: (r) => {
      setAnswer({
        kind: 'success',
        text: r.repeated
          ? t('actions.repeated')
          : t(r.deactivatedAt ? 'actions.deactivated' : 'actions.reactivated', { name }),
      });
      router.refresh();
    },
    onError,
  });
  const busy = roleChange.isPending || activation.isPending;
  const roleAction = role === 'admin' ? t('actions.makeStaff') : t('actions.makeAdmin');
  const activationAction = deactivated ? t('actions.reactivate') : t('actions.deactivate');
  return (
    <div className="flex min-w-56 flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-secondary"
          disabled={busy}
          aria-label={t('actions.for', { action: roleAction, name })}
          data-testid="team-role-toggle"
          onClick={() => roleChange.mutate(role === 'admin' ? 'staff' : 'admin')}
        >
          {roleAction}
        </button>
        <button
          type="button"
          className={deactivated ? 'btn-primary' : 'btn-secondary'}
          disabled={busy}
          aria-label={t('actions.for', { action: activationAction, name })}
          data-testid={deactivated ? 'team-reactivate' : 'team-deactivate'}
          onClick={() => activation.mutate()}
        >
          {activationAction}
        </button>
      </div>
      {answer ? (
        <FormMessage kind={answer.kind} testId="team-member-message">
          {answer.text}
        </FormMessage>
      ) : null}
    </div>
  );
}

/**
 * Revokes an open invitation: its link stops working at once. The row then leaves the list, so the answer
 * goes to the list's own message (`onAnswer`).
 */
export function RevokeInvitation({
  id,
  email,
  onAnswer,
}: {
  id: number;
  email: string;
  onAnswer: (answer: Answer) => void;
}) {
  const t = useTranslations('backoffice.team');
  const router = useRouter();
  const mutation = useMutation({
    mutationFn: () => revokeInvitation(id),
    onSuccess: () => {
      onAnswer({ kind: 'success', text: t('invitations.revoked', { email }) });
      router.refresh();
    },
    onError: (e) => {
      onAnswer({ kind: 'error', text: errorText(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <button
      type="button"
      className="btn-secondary"
      disabled={mutation.isPending}
      aria-label={t('actions.for', { action: t('invitations.revoke'), name: email })}
      data-testid="team-revoke"
      onClick={() => mutation.mutate()}
    >
      {t('invitations.revoke')}
    </button>
  );
}
