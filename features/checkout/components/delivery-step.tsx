'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEuro, withVat } from '@/lib/money';
import {
  applyDeliveryType,
  DELIVERY_OPTIONS,
  DELIVERY_TYPES,
  optionAvailability,
  QUICKLY_FEE,
  type DeliveryFormFields,
  type DeliveryOption,
} from '../model';

import { useDeliveryInfo } from '../api/checkout-api';
import { useCheckout } from './checkout-context';
import { TextField } from '@/components/forms/form-kit';

const ADDRESS_FIELDS = ['customerName', 'namens', 'address', 'postcode', 'region', 'phone'] as const;

/** Step 3: delivery type (5 kinds of spec §3), options per spec §5, address and time window. */
export function DeliveryStep() {
  const t = useTranslations('checkout.delivery');
  const tc = useTranslations('checkout');
  const locale = useLocale();
  const delivery = useDeliveryInfo(useCheckout((s) => s.orderId)).data;
  const draft = useCheckout((s) => s.deliveryDraft);
  const customer = useCheckout((s) => s.customer);
  const serverErrors = useCheckout((s) => s.deliveryErrors);
  const busy = useCheckout((s) => s.busy);
  const submitDelivery = useCheckout((s) => s.submitDelivery);
  const previous = useCheckout((s) => s.previous);
  const [type, setType] = useState<number | null>(draft.type);
  const [options, setOptions] = useState<DeliveryOption[]>(draft.checkboxes);
  const [form, setForm] = useState<DeliveryFormFields>(() =>
    Object.keys(draft.form).length
      ? draft.form
      : {
          customerName: customer.customerName,
          address: [customer.address, customer.house].filter(Boolean).join(' '),
          postcode: customer.postcode,
          region: customer.region,
          phone: customer.phone,
        },
  );
  const [typeError, setTypeError] = useState<string | null>(null);
  const allInStock = delivery?.allInStock ?? true;
  const available = optionAvailability(type, allInStock);
  const err = (k: string) => serverErrors[`form.${k}`]?.[0];
  const typeErr = typeError ?? serverErrors.type?.[0];

  const chooseType = (id: number) => {
    const next = applyDeliveryType(id, form, options, allInStock);
    setType(id);
    setForm(next.form);
    setOptions(next.options);
    setTypeError(null);
  };
  const cost = (id: number) => delivery?.deliveries.find((d) => d.id === id)?.cost ?? 0;
  const vatRate = delivery?.vatRate ?? 0;
  const ex = (cents: number) => formatEuro(cents, locale);
  const inc = (cents: number) => formatEuro(withVat(cents, vatRate), locale);

  return (
    <form
      className="card space-y-5 p-4"
      noValidate
      data-testid="delivery-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (type === null) {
          setTypeError(tc('noDeliveryType'));
          return;
        }
        void submitDelivery({ type, checkboxes: options, form });
      }}
    >
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <fieldset aria-describedby={typeErr ? 'delivery-type-error' : undefined}>
        <legend className="field-label">{t('typeLegend')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {Object.values(DELIVERY_TYPES).map((id) => (
            <label
              key={id}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-slate-300 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="delivery-type"
                className="mt-1"
                checked={type === id}
                onChange={() => chooseType(id)}
                data-testid={`delivery-type-${id}`}
              />
              <span className="flex-1">
                <span className="block font-semibold">{tc(`deliveryTypes.${id}.title`)}</span>
                <span className="block text-sm text-slate-700">{tc(`deliveryTypes.${id}.text`)}</span>
              </span>
              {cost(id) ? (
                <span className="text-right text-sm">
                  <span className="block font-semibold">{t('costEx', { amount: ex(cost(id)) })}</span>
                  <span className="block text-slate-700">{t('costInc', { amount: inc(cost(id)) })}</span>
                </span>
              ) : (
                <span className="text-sm font-semibold">{t('free')}</span>
              )}
            </label>
          ))}
        </div>
        {typeErr ? (
          <p id="delivery-type-error" className="field-error" role="alert">
            {typeErr}
          </p>
        ) : null}
      </fieldset>
      <fieldset aria-describedby={serverErrors.checkboxes ? 'delivery-options-error' : undefined}>
        <legend className="field-label">{t('optionsLegend')}</legend>
        <ul className="space-y-1">
          {DELIVERY_OPTIONS.map((o) => (
            <li key={o}>
              <label
                className={`inline-flex min-h-11 items-center gap-2 ${available[o] ? '' : 'text-slate-600'}`}
              >
                <input
                  type="checkbox"
                  checked={options.includes(o)}
                  disabled={!available[o]}
                  aria-describedby={available[o] ? undefined : `option-${o}-na`}
                  onChange={(e) =>
                    setOptions(e.target.checked ? [...options, o] : options.filter((x) => x !== o))
                  }
                />
                {t(`options.${o}`, { fee: ex(QUICKLY_FEE), feeInc: inc(QUICKLY_FEE) })}
              </label>
              {!available[o] && type !== null ? (
                <span id={`option-${o}-na`} className="ml-6 block text-xs text-slate-600">
                  {tc('optionUnavailable')}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
        {serverErrors.checkboxes ? (
          <p id="delivery-options-error" className="field-error">
            {serverErrors.checkboxes[0]}
          </p>
        ) : null}
      </fieldset>
      {type === DELIVERY_TYPES.pickup ? (
        <p className="text-sm text-slate-700">{t('pickupInfo')}</p>
      ) : type !== null ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="field-label sm:col-span-2">{t('addressLegend')}</legend>
          {ADDRESS_FIELDS.map((k) => (
            <TextField
              key={k}
              id={`delivery-${k}`}
              label={t(k)}
              value={form[k] ?? ''}
              error={err(k)}
              onChange={(e) => setForm({ ...form, [k]: e.target.value })}
            />
          ))}
          <TextField
            id="delivery-date"
            type="date"
            label={t('date')}
            value={form.date ?? ''}
            error={err('date')}
            onChange={(e) => setForm({ ...form, date: e.target.value })}
          />
          <div className="grid grid-cols-2 gap-2">
            <TextField
              id="delivery-start"
              type="time"
              label={t('startTime')}
              value={form.startTime ?? ''}
              error={err('startTime')}
              onChange={(e) => setForm({ ...form, startTime: e.target.value })}
            />
            <TextField
              id="delivery-end"
              type="time"
              label={t('endTime')}
              value={form.endTime ?? ''}
              error={err('endTime')}
              onChange={(e) => setForm({ ...form, endTime: e.target.value })}
            />
          </div>
        </fieldset>
      ) : null}
      <div className="flex justify-between gap-2">
        <button type="button" className="btn-secondary" onClick={() => previous()}>
          {tc('previous')}
        </button>
        <button type="submit" className="btn-primary" disabled={busy} data-testid="delivery-submit">
          {tc('next')}
        </button>
      </div>
    </form>
  );
}
