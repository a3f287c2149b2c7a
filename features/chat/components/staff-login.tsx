'use client';

import { useId, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from '@/components/i18n/hooks';
import { HttpError } from '@/lib/http/client';
import { z } from 'zod';
import { loginSchema } from '@/features/accounts/schemas';
import { SecondFactorStep } from '@/features/accounts/components/two-factor';
import { staffLogin } from '../api/staff-chat-api';

/** Staff sign in through the shop's own login call; the console appears after a refresh. */
export function StaffLogin({ notStaff }: { notStaff: boolean }) {
  const t = useTranslations('staffChat');
  const tAll = useTranslations();
  const id = useId();
  const router = useRouter();
  const [secondFactor, setSecondFactor] = useState<'verify' | 'enrol' | null>(null);
  const form = useForm<z.input<typeof loginSchema>, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });
  const msg = (m?: string) => (m ? (tAll.has(m) ? tAll(m, { min: 1, max: 50 }) : m) : null);
  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      const answer = await staffLogin(email, password);
      // Staff always have a second step: the code, or at the first login setting it up.
      if (answer.twoFactor) setSecondFactor(answer.twoFactor);
      else router.refresh();
    } catch (e) {
      const errors = e instanceof HttpError ? ((e.body?.errors ?? {}) as Record<string, string[]>) : {};
      form.setError('password', { message: errors.password?.join(' ') ?? (e as Error).message });
    }
  });
  const emailErr = msg(form.formState.errors.email?.message);
  const passErr = msg(form.formState.errors.password?.message);
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
          <div>
            <label htmlFor={`${id}-email`} className="field-label">
              {t('email')}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="username"
              className="field-input"
              aria-invalid={emailErr ? true : undefined}
              aria-describedby={emailErr ? `${id}-email-err` : undefined}
              {...form.register('email')}
            />
            {emailErr ? (
              <p id={`${id}-email-err`} className="field-error">
                {emailErr}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={`${id}-password`} className="field-label">
              {t('password')}
            </label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              className="field-input"
              aria-invalid={passErr ? true : undefined}
              aria-describedby={passErr ? `${id}-password-err` : undefined}
              {...form.register('password')}
            />
            {passErr ? (
              <p id={`${id}-password-err`} className="field-error" role="alert">
                {passErr}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
            {t('login')}
          </button>
        </form>
      )}
    </div>
  );
}
