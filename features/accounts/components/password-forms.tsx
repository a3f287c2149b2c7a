'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Link } from '@/lib/i18n/navigation';
import { changePassword, forgotPassword, resetPassword } from '../api/portal';
import { forgotPasswordSchema, passwordChangeSchema, resetPasswordSchema } from '../schemas';
import { applyServerErrors, FormMessage, TextField, useZodResolver } from '@/components/forms/form-kit';

type Answer = { kind: 'error' | 'success'; text: string } | null;

/** Forgot password: the same answer whether or not the address has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations('accounts');
  const [answer, setAnswer] = useState<Answer>(null);
  const form = useForm<z.input<typeof forgotPasswordSchema>, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: useZodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const mutation = useMutation({
    mutationFn: (email: string) => forgotPassword(email),
    onSuccess: (a) => setAnswer({ kind: 'success', text: a.message }),
    onError: (e) => {
      const text = applyServerErrors(e, form.setError, ['email']);
      setAnswer(text ? { kind: 'error', text } : null);
    },
  });
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="forgot-form"
      onSubmit={form.handleSubmit((v) => mutation.mutate(v.email))}
    >
      {answer ? (
        <FormMessage kind={answer.kind} testId="forgot-answer">
          {answer.text}
        </FormMessage>
      ) : null}
      <TextField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        registration={form.register('email')}
        error={form.formState.errors.email?.message}
      />
      <button type="submit" className="btn-primary w-full" disabled={mutation.isPending}>
        {t('forgot.submit')}
      </button>
      <Link href="/customer/login" className="link block text-sm">
        {t('forgot.back')}
      </Link>
    </form>
  );
}

/** New password from a mailed one-time link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('accounts');
  const [answer, setAnswer] = useState<Answer>(null);
  const form = useForm<z.input<typeof resetPasswordSchema>, unknown, z.output<typeof resetPasswordSchema>>({
    resolver: useZodResolver(resetPasswordSchema),
    defaultValues: { token, password: '', passwordRepeat: '' },
  });
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (a) => setAnswer({ kind: 'success', text: a.message }),
    onError: (e) => {
      const text = applyServerErrors(e, form.setError, ['password', 'passwordRepeat']);
      const tokenError = form.formState.errors.token?.message;
      setAnswer(text || tokenError ? { kind: 'error', text: tokenError ?? text ?? '' } : null);
    },
  });
  if (answer?.kind === 'success') {
    return (
      <div className="space-y-4">
        <FormMessage kind="success" testId="reset-answer">
          {answer.text}
        </FormMessage>
        <Link href="/customer/login" className="btn-primary w-full">
          {t('reset.toLogin')}
        </Link>
      </div>
    );
  }
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="reset-form"
      onSubmit={form.handleSubmit((v) => mutation.mutate(v))}
    >
      {answer || errors.token ? (
        <FormMessage kind="error" testId="reset-answer">
          {errors.token?.message ?? answer?.text}{' '}
          <Link href="/customer/forgot-password" className="link">
            {t('reset.again')}
          </Link>
        </FormMessage>
      ) : null}
      <input type="hidden" {...form.register('token')} />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label={t('fields.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        registration={form.register('passwordRepeat')}
        error={errors.passwordRepeat?.message}
      />
      <button type="submit" className="btn-primary w-full" disabled={mutation.isPending}>
        {t('reset.submit')}
      </button>
    </form>
  );
}

/** Password change in the portal. */
export function ChangePasswordForm() {
  const t = useTranslations('accounts');
  const [answer, setAnswer] = useState<Answer>(null);
  const form = useForm<z.input<typeof passwordChangeSchema>, unknown, z.output<typeof passwordChangeSchema>>({
    resolver: useZodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', passwordRepeat: '' },
  });
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: (a) => {
      setAnswer({ kind: 'success', text: a.message });
      form.reset();
    },
    onError: (e) => {
      const text = applyServerErrors(e, form.setError, ['currentPassword', 'password', 'passwordRepeat']);
      setAnswer(text ? { kind: 'error', text } : null);
    },
  });
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="max-w-md space-y-4"
      data-testid="password-form"
      onSubmit={form.handleSubmit((v) => mutation.mutate(v))}
    >
      {answer ? <FormMessage kind={answer.kind}>{answer.text}</FormMessage> : null}
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        registration={form.register('currentPassword')}
        error={errors.currentPassword?.message}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        registration={form.register('password')}
        error={errors.password?.message}
      />
      <TextField
        label={t('fields.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        registration={form.register('passwordRepeat')}
        error={errors.passwordRepeat?.message}
      />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('password.submit')}
      </button>
    </form>
  );
}
