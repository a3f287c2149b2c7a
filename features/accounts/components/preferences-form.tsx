'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { HttpError } from '@/lib/http/client';
import { fieldErrorsOf } from '@/lib/http/errors';
import { settingsSchema } from '../schemas';
import { saveSettings } from '../api/registration';
import { applyServerErrors, FormMessage, useZodResolver } from '@/components/forms/form-kit';
import { DeliveryFields, LogoField } from './settings-fields';

type Input = z.input<typeof settingsSchema>;

/** Delivery preferences, newsletter consent and logo (POST /customer/register/setting). */
export function PreferencesForm({ initial, logoPath }: { initial: Input; logoPath: string | null }) {
  const t = useTranslations('accounts');
  const [logo, setLogo] = useState<File | null>(null);
  const [current, setCurrent] = useState(logoPath);
  const [logoError, setLogoError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const { register, handleSubmit, formState, watch, setError } = useForm<
    Input,
    unknown,
    z.output<typeof settingsSchema>
  >({
    resolver: useZodResolver(settingsSchema),
    defaultValues: { ...initial, deliveryDays: (initial.deliveryDays ?? []).map(String) as never },
  });
  const mutation = useMutation({
    mutationFn: (v: z.output<typeof settingsSchema>) => saveSettings(v, logo),
    onSuccess: (a) => {
      setAnswer({ kind: 'success', text: a.message });
      setLogoError(null);
      setCurrent(a.logoPath);
    },
    onError: (e) => {
      const logoMessage = e instanceof HttpError ? fieldErrorsOf(e.body).logo?.join(' ') : undefined;
      setLogoError(logoMessage ?? null);
      const text = logoMessage
        ? null
        : applyServerErrors(e, setError, ['deliveryAvailability', 'deliveryDays']);
      setAnswer(text ? { kind: 'error', text } : null);
    },
  });
  return (
    <form
      noValidate
      className="max-w-xl space-y-6"
      data-testid="preferences-form"
      onSubmit={handleSubmit((v) => mutation.mutate(v))}
    >
      <DeliveryFields register={register} watch={watch} errors={formState.errors} />
      <LogoField onChange={setLogo} error={logoError} current={current} />
      {answer ? <FormMessage kind={answer.kind}>{answer.text}</FormMessage> : null}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('portal.save')}
      </button>
    </form>
  );
}
