'use client';

import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { AUTH_RESUME_PATH, GENDERS } from '../model';
import { registerStepOneSchema } from '../schemas';
import type { CountryOption } from '../countries';
import { CompanyFields } from './company-fields';
import { TextField, useZodResolver } from '@/components/forms/form-kit';
import { useRegister } from './register-provider';
import { RegisterSteps } from './register-steps';

type Input = z.input<typeof registerStepOneSchema>;

const EMPTY: Input = {
  companyName: '',
  address: '',
  house: '',
  postcode: '',
  city: '',
  mailbox: '',
  country: 'NL',
  gender: '',
  username: '',
  email: '',
  invoiceEmail: '',
  password: '',
  passwordRepeat: '',
  phone: '',
  mobile: '',
};

/** Registration step one: profile data (company, address, contact person, login details). */
export function RegisterStepOneForm({
  countries,
  fromOrder,
}: {
  countries: CountryOption[];
  fromOrder: boolean;
}) {
  const t = useTranslations('accounts');
  const router = useRouter();
  const { stepOne, setStepOne } = useRegister();
  const { register, handleSubmit, formState } = useForm<
    Input,
    unknown,
    z.output<typeof registerStepOneSchema>
  >({
    resolver: useZodResolver(registerStepOneSchema),
    defaultValues: stepOne ?? EMPTY,
  });
  const e = formState.errors;
  const f = (name: keyof Input) => ({ registration: register(name), error: e[name]?.message });

  return (
    <form
      noValidate
      data-testid="register-step-one"
      onSubmit={handleSubmit((data) => {
        setStepOne(data);
        router.push(fromOrder ? '/register/step-two?from=order' : '/register/step-two');
      })}
    >
      <RegisterSteps current={1} />
      <CompanyFields field={f} countries={countries} className="mb-6" />
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t('register.person')}</legend>
        <fieldset className="sm:col-span-2">
          <legend className="field-label">{t('fields.gender')}</legend>
          <div className="flex flex-wrap gap-4">
            {[...GENDERS, ''].map((g) => (
              <label key={g || 'none'} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={g} className="size-6 accent-brand-600" {...register('gender')} />
                {g === 'mr'
                  ? t('fields.genderMr')
                  : g === 'mrs'
                    ? t('fields.genderMrs')
                    : t('fields.genderNone')}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          className="sm:col-span-2"
          label={t('fields.username')}
          autoComplete="name"
          {...f('username')}
        />
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...f('phone')} />
        <TextField label={t('fields.mobile')} type="tel" optional {...f('mobile')} />
      </fieldset>
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t('register.login')}</legend>
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...f('email')} />
        <TextField label={t('fields.invoiceEmail')} type="email" optional {...f('invoiceEmail')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordHint')}
          {...f('password')}
        />
        <TextField
          label={t('fields.passwordRepeat')}
          type="password"
          autoComplete="new-password"
          {...f('passwordRepeat')}
        />
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm">
          {t('register.haveAccount')}{' '}
          <Link
            href={
              fromOrder
                ? `/customer/login?returnTo=${encodeURIComponent(AUTH_RESUME_PATH)}`
                : '/customer/login'
            }
            className="link"
          >
            {t('login.submit')}
          </Link>
        </p>
        <button type="submit" className="btn-primary">
          {t('register.next')}
        </button>
      </div>
    </form>
  );
}
