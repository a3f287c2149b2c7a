'use client';

import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { paymentAddressSchema, type PaymentAddressInput } from '../schemas';
import { COUNTRIES } from '@/lib/address-rules';
import { checkBtw } from '../api/checkout-api';
import { useCheckout } from './checkout-context';
import { TextField, useZodResolver } from '@/components/forms/form-kit';
import { saveAddressDraft } from './address-draft';

const TEXT_FIELDS = [
  ['customerName', 'name', 'text'],
  ['email', 'email', 'email'],
  ['phone', 'tel', 'tel'],
  ['address', 'address-line1', 'text'],
  ['house', 'off', 'text'],
  ['postcode', 'postal-code', 'text'],
  ['region', 'address-level2', 'text'],
] as const;

/** Step 2: the payment address form (zod schema shared with the server), with the VAT number check. */
export function AddressStep() {
  const t = useTranslations('checkout.address');
  const tc = useTranslations('checkout');
  const customer = useCheckout((s) => s.customer);
  const orderId = useCheckout((s) => s.orderId);
  const serverErrors = useCheckout((s) => s.addressErrors);
  const loggedIn = useCheckout((s) => s.loggedIn);
  const busy = useCheckout((s) => s.busy);
  const submitAddress = useCheckout((s) => s.submitAddress);
  const previous = useCheckout((s) => s.previous);
  const form = useForm<PaymentAddressInput>({
    resolver: useZodResolver(paymentAddressSchema),
    defaultValues: { category: 'private', country: 'NL', ...customer } as PaymentAddressInput,
  });
  const { register, handleSubmit, reset, formState, control } = form;
  const [btwCheck, setBtwCheck] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(
    () => reset({ category: 'private', country: 'NL', ...customer } as PaymentAddressInput),
    [customer, reset],
  );
  // Kept as typed, so a reload on this step brings the shopper's own input back.
  const values = useWatch({ control });
  useEffect(() => {
    if (orderId) saveAddressDraft(orderId, values as Partial<PaymentAddressInput>);
  }, [orderId, values]);
  const business = values.category === 'business';
  const err = (name: string) =>
    (formState.errors as Record<string, { message?: string }>)[name]?.message ?? serverErrors[name]?.[0];

  return (
    <form
      className="card space-y-4 p-4"
      noValidate
      onSubmit={handleSubmit((v) => submitAddress(v))}
      data-testid="address-form"
    >
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      {loggedIn ? <p className="text-sm text-slate-700">{t('loggedIn')}</p> : null}
      <fieldset>
        <legend className="field-label">{t('category')}</legend>
        <div className="flex gap-4">
          {(['private', 'business'] as const).map((c) => (
            <label key={c} className="inline-flex min-h-11 items-center gap-2">
              <input type="radio" value={c} {...register('category')} /> {t(c)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {business ? (
          <TextField
            id="username"
            label={t('username')}
            error={err('username')}
            autoComplete="organization"
            {...register('username')}
          />
        ) : null}
        {TEXT_FIELDS.map(([name, auto, type]) => (
          <TextField
            key={name}
            id={name}
            label={t(name)}
            type={type}
            required={name !== 'region'}
            autoComplete={auto}
            error={err(name)}
            {...register(name)}
          />
        ))}
        <div>
          <label htmlFor="country" className="field-label">
            {t('country')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id="country"
            className="field-input"
            autoComplete="country"
            aria-invalid={!!err('country')}
            {...register('country')}
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {tc(`countries.${c}`)}
              </option>
            ))}
          </select>
        </div>
        {business ? (
          <>
            <TextField id="kvk" label={t('kvk')} required error={err('kvk')} {...register('kvk')} />
            <div>
              <TextField
                id="btw"
                label={t('btw')}
                error={err('btw')}
                hint={t('btwHint')}
                {...register('btw')}
              />
              <button
                type="button"
                className="link mt-1 text-sm"
                onClick={async () => {
                  const value = form.getValues('btw');
                  if (!value) return;
                  const r = await checkBtw(value, form.getValues('country'));
                  setBtwCheck({
                    ok: r.valid,
                    text: r.valid
                      ? r.name
                        ? t('btwValidName', { name: r.name })
                        : t('btwValid')
                      : (r.error ?? ''),
                  });
                }}
              >
                {t('btwCheck')}
              </button>
              <p
                role="status"
                className={btwCheck?.ok ? 'text-sm text-ok' : 'text-sm text-warn'}
                data-testid="btw-status"
              >
                {btwCheck?.text}
              </p>
            </div>
          </>
        ) : null}
      </div>
      <div className="flex justify-between gap-2">
        <button type="button" className="btn-secondary" onClick={() => previous()}>
          {tc('previous')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy} data-testid="address-submit">
          {tc('next')}
        </button>
      </div>
    </form>
  );
}
