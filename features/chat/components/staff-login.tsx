'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { applyServerErrors, TextField, useZodResolver } from '@/components/forms/form-kit';
import { z } from 'zod';
import { loginSchema } from '@/features/accounts/client';
import { SecondFactorStep } from '@/features/accounts/client';
import { staffLogin } from '../api/staff-chat-api';

/** Staff sign in through the shop's own login call; the console appears after a refresh. */
export function StaffLogin({ notStaff }: { notStaff: boolean }) {
  const t = useTranslations('staffChat');
  const id = useId();
  const router = useRouter();
  const [secondFactor, setSecondFactor] = useState<'verify' | 'enrol' | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: useZodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const answer = await staffLogin(email, password);
      // Staff always have a second step: the code, or at the first login setting it up.
      if (answer.twoFactor) setSecondFactor(answer.twoFactor);
      else router.refresh();
    } catch (e) {
      const text = applyServerErrors(e, form.setError, ['email', 'password']);
      if (text) form.setError('password', { message: text });
    }
  });
  const emailErr = form.formState.errors.email?.message;
  const passErr = form.formState.errors.password?.message;
  return (
    <div className="mx-auto max-w-sm px-4 py-16">
      <h1 className="text-2xl font-bold">{t('loginTitle')}</h1>
      {notStaff ? (
        <p className="mt-3 text-warn" role="alert">
          {t('notStaff')}
        </p>
      ) : null}
      {secondFactor ? (
        <div className="mt-6">
          <SecondFactorStep
            mode={secondFactor}
            onDone={() => router.refresh()}
            onRestart={() => {
              setSecondFactor(null);
              form.reset({ email: form.getValues('email'), password: '', remember: false });
            }}
          />
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="staff-login">
          <TextField
            id={`${id}-email`}
            label={t('email')}
            type="email"
            autoComplete="username"
            error={emailErr}
            registration={form.register('email')}
          />
          <TextField
            id={`${id}-password`}
            label={t('password')}
            type="password"
            autoComplete="current-password"
            error={passErr}
            registration={form.register('password')}
          />
          <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
            {t('login')}
          </button>
        </form>
      )}
    </div>
  );
}
