'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { CUSTOMER_CATEGORIES, GENDERS } from '../model';
import { profileSchema } from '../schemas';
import { updateProfile } from '../api/portal';
import type { CountryOption } from '../countries';
import { CompanyFields } from './company-fields';
import {
  applyServerErrors,
  FormMessage,
  SelectField,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';

type Input = z.input<typeof profileSchema>;

/** Company and contact details in the portal (the same rules as registration). */
export function ProfileForm({ initial, countries }: { initial: Input; countries: CountryOption[] }) {
  const t = useTranslations('accounts');
  const router = useRouter();
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    Input,
    unknown,
    z.output<typeof profileSchema>
  >({
    resolver: useZodResolver(profileSchema),
    defaultValues: initial,
  });
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: (a) => {
      setAnswer({ kind: 'success', text: a.message });
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, Object.keys(initial));
      setAnswer(text ? { kind: 'error', text } : null);
    },
  });
  const e = formState.errors;
  const f = (name: keyof Input) => ({ registration: register(name), error: e[name]?.message });
  return (
    <form
      noValidate
      className="space-y-6"
      data-testid="profile-form"
      onSubmit={handleSubmit((v) => mutation.mutate(v))}
    >
      <CompanyFields field={f} countries={countries} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t('register.person')}</legend>
        <SelectField label={t('fields.gender')} {...f('gender')}>
          <option value="">{t('fields.genderNone')}</option>
          {GENDERS.map((g) => (
            <option key={g} value={g}>
              {g === 'mr' ? t('fields.genderMr') : t('fields.genderMrs')}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.username')} autoComplete="name" {...f('username')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="tel" {...f('phone')} />
        <TextField label={t('fields.mobile')} type="tel" optional {...f('mobile')} />
        <TextField
          className="sm:col-span-2"
          label={t('fields.invoiceEmail')}
          type="email"
          optional
          {...f('invoiceEmail')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-semibold">{t('register.businessData')}</legend>
        <SelectField className="sm:col-span-2" label={t('fields.category')} {...f('category')}>
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
      </fieldset>
      {answer ? <FormMessage kind={answer.kind}>{answer.text}</FormMessage> : null}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('portal.save')}
      </button>
    </form>
  );
}
