'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { applyServerErrors, FormMessage, SelectField, useZodResolver } from '@/components/forms/form-kit';
import { INBOX_STATUSES, type InboxAssignee, type InboxKind, type InboxStatus } from '../inbox-model';
import { inboxAssignFieldsSchema } from '../inbox-schemas';
import { assignMessage, setMessageStatus } from '../api/inbox-api';

type Answer = { kind: 'error' | 'success'; text: string } | null;

/**
 * A message's status (new, answered, closed) and who works on it. Each change sends what the page showed,
 * so a colleague's change in between is refused with who made it; the page then shows the message as it is.
 */
export function InboxControls({
  kind,
  id,
  status,
  assigneeId,
  me,
  staff,
}: {
  kind: InboxKind;
  id: number;
  status: InboxStatus;
  assigneeId: number | null;
  /** The signed-in staff member's account id. */
  me: number;
  staff: InboxAssignee[];
}) {
  const t = useTranslations('backoffice.inbox');
  const router = useRouter();
  const [statusAnswer, setStatusAnswer] = useState<Answer>(null);
  const [assignAnswer, setAssignAnswer] = useState<Answer>(null);
  const refusedText = (e: unknown) => (e instanceof Error ? e.message : String(e));

  const statusMutation = useMutation({
    mutationFn: (to: InboxStatus) => setMessageStatus(kind, id, { status: to, from: status }),
    onSuccess: (r, to) => {
      const name = t(`statuses.${to}`);
      setStatusAnswer({
        kind: 'success',
        text: r.repeated ? t('status.repeated', { status: name }) : t('status.saved', { status: name }),
      });
      router.refresh();
    },
    onError: (e) => {
      setStatusAnswer({ kind: 'error', text: refusedText(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });

  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof inboxAssignFieldsSchema>,
    unknown,
    z.output<typeof inboxAssignFieldsSchema>
  >({
    resolver: useZodResolver(inboxAssignFieldsSchema),
    values: { assigneeId: assigneeId === null ? '' : String(assigneeId) },
  });
  const assignMutation = useMutation({
    mutationFn: (to: number | null) => assignMessage(kind, id, { assigneeId: to, from: assigneeId }),
    onSuccess: (r) => {
      setAssignAnswer({ kind: 'success', text: r.repeated ? t('assign.repeated') : t('assign.saved') });
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['assigneeId']);
      setAssignAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  const busy = statusMutation.isPending || assignMutation.isPending;

  return (
    <div className="space-y-6">
      <section aria-labelledby="inbox-status-title" className="space-y-2">
        <h2 id="inbox-status-title" className="text-lg font-semibold">
          {t('status.title')}
        </h2>
        <p className="text-sm" data-testid="inbox-current-status" data-status={status}>
          {t('status.current', { status: t(`statuses.${status}`) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {INBOX_STATUSES.filter((s) => s !== status).map((s) => (
            <button
              key={s}
              type="button"
              className={s === 'answered' ? 'btn-primary' : 'btn-secondary'}
              disabled={busy}
              onClick={() => statusMutation.mutate(s)}
              data-testid={`inbox-status-${s}`}
            >
              {t(`status.${s}`)}
            </button>
          ))}
        </div>
        {statusAnswer ? (
          <FormMessage kind={statusAnswer.kind} testId="inbox-status-message">
            {statusAnswer.text}
          </FormMessage>
        ) : null}
      </section>
      <section aria-labelledby="inbox-assign-title">
        <h2 id="inbox-assign-title" className="mb-2 text-lg font-semibold">
          {t('assign.title')}
        </h2>
        <form
          noValidate
          className="space-y-3"
          data-testid="inbox-assign-form"
          onSubmit={(e) =>
            void handleSubmit((v) => assignMutation.mutate(v.assigneeId ? Number(v.assigneeId) : null))(e)
          }
        >
          <SelectField
            label={t('assign.label')}
            error={formState.errors.assigneeId?.message}
            registration={register('assigneeId')}
          >
            <option value="">{t('assign.nobody')}</option>
            {staff.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </SelectField>
          {assignAnswer ? (
            <FormMessage kind={assignAnswer.kind} testId="inbox-assign-message">
              {assignAnswer.text}
            </FormMessage>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-secondary" disabled={busy} data-testid="inbox-assign-save">
              {t('assign.save')}
            </button>
            {assigneeId !== me ? (
              <button
                type="button"
                className="btn-secondary"
                disabled={busy}
                onClick={() => assignMutation.mutate(me)}
                data-testid="inbox-assign-me"
              >
                {t('assign.toMe')}
              </button>
            ) : null}
          </div>
        </form>
      </section>
    </div>
  );
}
