'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { applyServerErrors, Field, FormMessage, TextArea, useZodResolver } from '@/components/forms/form-kit';
import type { InboxKind } from '../inbox-model';
import { inboxReplyFieldsSchema } from '../inbox-schemas';
import { newRequestKey, replyToMessage } from '../api/inbox-api';

type Input = z.input<typeof inboxReplyFieldsSchema>;
type Values = z.output<typeof inboxReplyFieldsSchema>;

/**
 * The reply by e-mail. The form keeps one key per reply written and sends it along, so a double click or a
 * retry after a lost answer sends the mail once; a new key is made once the reply went out.
 */
export function InboxReplyForm({
  kind,
  id,
  email,
  language,
}: {
  kind: InboxKind;
  id: number;
  email: string;
  /** The message's language, named in the staff member's language. */
  language: string;
}) {
  const t = useTranslations('backoffice.inbox.reply');
  const router = useRouter();
  const [key, setKey] = useState(newRequestKey);
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<Input, unknown, Values>({
    resolver: useZodResolver(inboxReplyFieldsSchema),
    defaultValues: { body: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: Values) => replyToMessage(kind, id, { body: values.body, key }),
    onSuccess: (r) => {
      setAnswer({ kind: 'success', text: r.repeated ? t('repeated') : t('sent') });
      setKey(newRequestKey());
      reset();
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['body']);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="inbox-reply-form"
      onSubmit={(e) => void handleSubmit((values) => mutation.mutate(values))(e)}
    >
      <Field
        id="inbox-reply-body"
        label={t('body')}
        required
        hint={t('hint', { email, language })}
        error={formState.errors.body?.message}
      >
        {(aria) => <TextArea {...aria} rows={8} maxLength={5000} {...register('body')} className="w-full" />}
      </Field>
      {answer ? (
        <FormMessage kind={answer.kind} testId="inbox-reply-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <button
        type="submit"
        className="btn-primary"
        disabled={mutation.isPending}
        data-testid="inbox-reply-send"
      >
        {mutation.isPending ? t('sending') : t('send')}
      </button>
    </form>
  );
}
