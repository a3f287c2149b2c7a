'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { useLocale, useTranslations } from 'next-intl';
import type { z } from 'zod';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { HttpError } from '@/lib/http/client';
import { fieldErrorsOf } from '@/lib/http/errors';
import { AUTH_RESUME_PATH, CUSTOMER_CATEGORIES } from '../model';
import { registerStepTwoSchema } from '../schemas';
import { register as registerCustomer } from '../api/registration';
import {
  applyServerErrors,
  CheckboxField,
  FormMessage,
  SelectField,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import { useRegister } from './register-provider';
import { RegisterSteps } from './register-steps';
import { DeliveryFields, LogoField } from './settings-fields';

type Input = z.input<typeof registerStepTwoSchema>;
const FIELDS = [
  'category',
  'kvk',
  'btw',
  'bankAccount',
  'deliveryAvailability',
  'deliveryDays',
  'noNeighbours',
  'newsletter',
  'terms',
] as const;

/** Registration step two: personal configuration; submits both steps and the logo in one call. */
export function RegisterStepTwoForm({ fromOrder }: { fromOrder: boolean }) {
  const t = useTranslations('accounts');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const { stepOne } = useRegister();
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, watch, setError } = useForm<
    Input,
    unknown,
    z.output<typeof registerStepTwoSchema>
  >({
    resolver: useZodResolver(registerStepTwoSchema),
    defaultValues: {
      category: '' as never,
      kvk: '',
      btw: '',
      bankAccount: '',
      deliveryAvailability: 'weekdays',
      deliveryDays: [],
      noNeighbours: false,
      newsletter: false,
      terms: false as never,
    },
  });

  useEffect(() => {
    if (!stepOne) router.replace(fromOrder ? '/register/step-one?from=order' : '/register/step-one');
  }, [stepOne, router, fromOrder]);

  const mutation = useMutation({
    mutationFn: (data: z.output<typeof registerStepTwoSchema>) =>
      registerCustomer({ ...stepOne, ...data }, logo),
    onSuccess: () => {
      // A full load, so the header and cart render for the new session.
      // Registering while ordering goes straight back to the order (spec §4), on to the billing details.
      window.location.assign(localePath(locale, fromOrder ? AUTH_RESUME_PATH : '/register/success'));
    },
    onError: (error) => {
      const logoMessage = error instanceof HttpError ? fieldErrorsOf(error.body).logo?.join(' ') : undefined;
      setLogoError(logoMessage ?? null);
      // The server checks the data before the logo: a logo error means the fields were fine.
      setFormError(logoMessage ? null : applyServerErrors(error, setError, FIELDS));
    },
  });

  if (!stepOne) return null;
  const e = formState.errors;
  const f = (name: (typeof FIELDS)[number]) => ({ registration: register(name), error: e[name]?.message });
  return (
    <form
      noValidate
      data-testid="register-step-two"
      onSubmit={handleSubmit((data) => {
        setFormError(null);
        mutation.mutate(data);
      })}
    >
      <RegisterSteps current={2} />
      {formError ? (
        <div className="mb-4">
          <FormMessage kind="error" testId="register-error">
            {formError}{' '}
            <Link href={fromOrder ? '/register/step-one?from=order' : '/register/step-one'} className="link">
              {t('register.back')}
            </Link>
          </FormMessage>
        </div>
      ) : null}
      <fieldset className="mb-6 grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t('register.businessData')}</legend>
        <SelectField className="sm:col-span-2" label={t('fields.category')} {...f('category')}>
          <option value="">{t('fields.categoryChoose')}</option>
          {CUSTOMER_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {t(`categories.${c}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.kvk')} optional inputMode="numeric" {...f('kvk')} />
        <TextField label={t('fields.btw')} optional hint={t('fields.btwHint')} {...f('btw')} />
        <TextField
          className="sm:col-span-2"
          label={t('fields.bankAccount')}
          autoComplete="off"
          {...f('bankAccount')}
        />
        <div className="sm:col-span-2">
          <LogoField onChange={setLogo} error={logoError} />
        </div>
      </fieldset>
      <fieldset className="mb-6">
        <legend className="mb-3 text-lg font-semibold">{t('register.delivery')}</legend>
        <DeliveryFields register={register} watch={watch} errors={e} />
      </fieldset>
      <fieldset className="mb-6">
        <legend className="mb-3 text-lg font-semibold">{t('register.consent')}</legend>
        <CheckboxField label={t('fields.terms')} {...f('terms')} />
      </fieldset>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          href={fromOrder ? '/register/step-one?from=order' : '/register/step-one'}
          className="btn-secondary"
        >
          {t('register.back')}
        </Link>
        <button type="submit" className="btn-primary" disabled={mutation.isPending || mutation.isSuccess}>
          {mutation.isPending ? t('register.busy') : t('register.submit')}
        </button>
      </div>
    </form>
  );
}
