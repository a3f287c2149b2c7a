'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@/lib/query';
import { queryKeys } from '@/lib/query-keys';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { login, rememberedUsername, rememberUsername } from '../api/session';
import { loginSchema, type LoginInput } from '../schemas';
import { safeReturnPath, type LoginAnswer, type SecondFactorNeeded } from '../model';
import {
  applyServerErrors,
  CheckboxField,
  FormMessage,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import { SecondFactorStep } from './two-factor';

export interface SocialLogin {
  provider: string;
  href: string;
}

interface Props {
  social?: SocialLogin | null;
  /** Where to go after login (a same-site path without locale); the portal by default. */
  returnTo?: string | null;
  /** Where the register link goes (the checkout's auth step keeps the way back to the order). */
  registerHref?: string;
  /** Called before navigating away (e.g. to close the mobile menu). */
  onNavigate?: () => void;
  testId?: string;
}

/** Login form of spec §3 (email, password, remember): on the login page and in the mobile menu. */
export function LoginForm({
  social,
  returnTo,
  registerHref = '/register/step-one',
  onNavigate,
  testId = 'login-form',
}: Props) {
  const t = useTranslations('accounts.login');
  const locale = useLocale() as Locale;
  const [formError, setFormError] = useState<string | null>(null);
  const [secondFactor, setSecondFactor] = useState<SecondFactorNeeded | null>(null);
  const { register, handleSubmit, setError, setValue, formState, getValues } = useForm<
    z.input<typeof loginSchema>,
    unknown,
    LoginInput
  >({
    resolver: useZodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: false },
  });

  useEffect(() => {
    const remembered = rememberedUsername();
    if (remembered) {
      setValue('email', remembered);
      setValue('remember', true);
    }
  }, [setValue]);

  const queryClient = useQueryClient();
  const signedIn = async (answer: LoginAnswer) => {
    const { email, remember } = getValues();
    rememberUsername(remember ? email : null);
    // Spec §4: the cart is loaded again after login (the visitor's cart moved to the customer).
    await queryClient.invalidateQueries({ queryKey: queryKeys.cart });
    onNavigate?.();
    // A full load: header, cart and portal all render for the new session.
    window.location.assign(localePath(locale, safeReturnPath(answer.redirect, '/customer')));
  };

  const mutation = useMutation({
    mutationFn: (input: LoginInput) => login({ ...input, returnTo: returnTo ?? null }),
    onSuccess: async (answer) => {
      if ('twoFactor' in answer) setSecondFactor(answer);
      else await signedIn(answer);
    },
    onError: (error) => {
      setFormError(applyServerErrors(error, setError, ['password', 'email']) ?? (error as Error).message);
    },
  });

  const errors = formState.errors;
  if (secondFactor) {
    return (
      <SecondFactorStep
        mode={secondFactor.twoFactor}
        returnTo={returnTo}
        onDone={(answer) => void signedIn(answer)}
        onRestart={() => {
          setSecondFactor(null);
          setValue('password', '');
          mutation.reset();
        }}
      />
    );
  }
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid={testId}
      onSubmit={handleSubmit((input) => {
        setFormError(null);
        mutation.mutate(input);
      })}
    >
      {formError ? (
        <FormMessage kind="error" testId="login-error">
          {formError}
        </FormMessage>
      ) : null}
      <TextField
        label={t('email')}
        type="email"
        autoComplete="username"
        registration={register('email')}
        error={errors.email?.message}
      />
      <TextField
        label={t('password')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password?.message}
      />
      <CheckboxField label={t('remember')} hint={t('rememberHint')} registration={register('remember')} />
      <button
        type="submit"
        className="btn-primary w-full"
        disabled={mutation.isPending || mutation.isSuccess}
      >
        {mutation.isPending ? t('busy') : t('submit')}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Link href="/customer/forgot-password" className="link" onClick={onNavigate}>
          {t('forgot')}
        </Link>
        <Link href={registerHref} className="link" onClick={onNavigate}>
          {t('register')}
        </Link>
      </div>
      {social ? (
        <>
          <p className="text-center text-sm text-slate-600">{t('or')}</p>
          <a href={social.href} className="btn-secondary w-full" data-testid="social-login">
            {t('social', { provider: social.provider })}
          </a>
        </>
      ) : null}
    </form>
  );
}
