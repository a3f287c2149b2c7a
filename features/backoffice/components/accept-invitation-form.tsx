'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Link } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { applyServerErrors, FormMessage, TextField, useZodResolver } from '@/components/forms/form-kit';
import { acceptInvitationSchema } from '../team-schemas';
import { acceptInvitation } from '../api/team-api';

/**
 * The invitee's form behind an invitation link: name and password (the staff password rules, checked here
 * and again on the server). Done: off to the login, where staff set up the second factor. A link that died
 * meanwhile (used in another tab, revoked, expired) says so instead of the form.
 */
export function AcceptInvitationForm({ token, email, name }: { token: string; email: string; name: string }) {
  const t = useTranslations('backoffice.team');
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success' | 'dead'; text: string } | null>(null);
  const form = useForm<
    z.input<typeof acceptInvitationSchema>,
    unknown,
    z.output<typeof acceptInvitationSchema>
  >({
    resolver: useZodResolver(acceptInvitationSchema),
    defaultValues: { name, password: '', passwordRepeat: '' },
  });
  const mutation = useMutation({
    mutationFn: (v: z.output<typeof acceptInvitationSchema>) => acceptInvitation(token, v),
    onSuccess: (r) => setAnswer({ kind: 'success', text: t('accept.done', { email: r.email }) }),
    onError: (e) => {
      const text = applyServerErrors(e, form.setError, ['name', 'password', 'passwordRepeat']);
      if (!text) return setAnswer(null);
      const dead = e instanceof HttpError && [404, 409, 410].includes(e.status);
      setAnswer({ kind: dead ? 'dead' : 'error', text });
    },
  });
  if (answer?.kind === 'success' || answer?.kind === 'dead') {
    return (
      <div className="space-y-4">
        <FormMessage kind={answer.kind === 'success' ? 'success' : 'error'} testId="invite-answer">
          {answer.text}
        </FormMessage>
        <Link
          href={{ pathname: '/customer/login', query: { returnTo: '/staff' } }}
          className="btn-primary w-full"
        >
          {t('link.toLogin')}
        </Link>
      </div>
    );
  }
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="invite-accept-form"
      onSubmit={(e) => void form.handleSubmit((v) => mutation.mutate(v))(e)}
    >
      {answer ? (
        <FormMessage kind="error" testId="invite-answer">
          {answer.text}
        </FormMessage>
      ) : null}
      <TextField label={t('accept.email')} type="email" value={email} readOnly autoComplete="username" />
      <TextField
        label={t('accept.name')}
        autoComplete="name"
        required
        maxLength={50}
        registration={form.register('name')}
        error={errors.name?.message}
      />
      <TextField
        label={t('accept.password')}
        type="password"
        autoComplete="new-password"
        required
        hint={t('accept.passwordHint')}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label={t('accept.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        required
        registration={form.register('passwordRepeat')}
        error={errors.passwordRepeat?.message}
      />
      <button type="submit" className="btn-primary w-full" disabled={mutation.isPending}>
        {t('accept.submit')}
      </button>
    </form>
  );
}
