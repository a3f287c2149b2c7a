'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { DELIVERY_AVAILABILITY, LOGO_MAX_BYTES, LOGO_TYPES, WEEKDAYS } from '../model';
import { CheckboxField } from '@/components/forms/form-kit';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = any;

/** Availability for delivery, days, no-neighbours and newsletter: in registration step two and the portal. */
export function DeliveryFields({
  register,
  watch,
  errors,
}: {
  register: UseFormRegister<AnyForm>;
  watch: UseFormWatch<AnyForm>;
  errors: FieldErrors<AnyForm>;
}) {
  const t = useTranslations('accounts');
  const id = useId();
  const specific = watch('deliveryAvailability') === 'specific';
  const daysError = errors.deliveryDays?.message as string | undefined;
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="field-label">{t('fields.deliveryAvailability')}</legend>
        <div className="flex flex-col gap-1">
          {DELIVERY_AVAILABILITY.map((a) => (
            <label key={a} className="inline-flex min-h-11 items-center gap-2 text-sm">
              <input
                type="radio"
                value={a}
                className="size-6 accent-brand-600"
                {...register('deliveryAvailability')}
              />
              {t(`availability.${a}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {specific ? (
        <fieldset aria-describedby={daysError ? `${id}-days` : undefined}>
          <legend className="field-label">{t('fields.deliveryDays')}</legend>
          <div className="flex flex-wrap gap-x-4">
            {WEEKDAYS.map((d) => (
              <label key={d} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  value={d}
                  className="size-6 accent-brand-600"
                  {...register('deliveryDays')}
                />
                {t(`days.${d}`)}
              </label>
            ))}
          </div>
          {daysError ? (
            <p id={`${id}-days`} className="field-error" data-testid="field-error">
              {daysError}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <CheckboxField label={t('fields.noNeighbours')} registration={register('noNeighbours')} />
      <CheckboxField label={t('fields.newsletter')} registration={register('newsletter')} />
    </div>
  );
}

/** Logo picker: a quick check here for a helpful message; the server checks the content for real. */
export function LogoField({
  onChange,
  error,
  current,
}: {
  onChange: (file: File | null) => void;
  error?: string | null;
  current?: string | null;
}) {
  const t = useTranslations('accounts');
  const id = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const shown = localError ?? error;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {t('fields.logo')} <span className="font-normal text-slate-600">{t('optional')}</span>
      </label>
      {current ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={current}
          alt={t('fields.logoCurrent')}
          width={120}
          height={120}
          className="mb-2 size-30 rounded border border-slate-200 object-contain"
        />
      ) : null}
      <input
        id={id}
        type="file"
        name="logo"
        accept={LOGO_TYPES.join(',')}
        className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold"
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        data-testid="logo-input"
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          const bad = file && file.size > LOGO_MAX_BYTES ? t('validation.logoSize') : null;
          setLocalError(bad);
          onChange(bad ? null : file);
        }}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {t('fields.logoHint')}
      </p>
      {shown ? (
        <p id={`${id}-error`} className="field-error" data-testid="field-error">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
