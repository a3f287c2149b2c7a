'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { formatEuro } from '@/lib/money';
import {
  applyServerErrors,
  CheckboxField,
  FormMessage,
  TextArea,
  TextField,
  Field,
  useZodResolver,
} from '@/components/forms/form-kit';
import { euroToCents, refundFieldsSchema } from '../schemas';
import { refundForAmount, refundForLines } from '../refund-math';
import { refundOrder } from '../api/orders-api';
import type { StaffOrderDetail } from '../model';

type Input = z.input<typeof refundFieldsSchema>;
type Values = z.output<typeof refundFieldsSchema>;

/**
 * A new request key (a v4 UUID): one per refund, so a repeated click (or a retry after a lost answer)
 * refunds once. From getRandomValues, which, unlike randomUUID, also works on a plain-http shop address.
 */
function newKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * Refund part or all of a paid order: by line (units, and whether they go back into stock) or by an amount
 * incl. VAT, optionally canceling the order with the rest. It previews what goes back (the server prices
 * it again from the frozen order and decides), asks once more in place, then refunds.
 */
export function RefundForm({
  orderId,
  refundable,
  priceInputs,
  canCancel,
}: {
  orderId: number;
  refundable: StaffOrderDetail['refundable'];
  priceInputs: StaffOrderDetail['priceInputs'];
  canCancel: boolean;
}) {
  const t = useTranslations('backoffice.refunds');
  const locale = useLocale();
  const router = useRouter();
  const eur = (c: number) => formatEuro(c, locale);
  const [key, setKey] = useState(newKey);
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [confirming, setConfirming] = useState<Values | null>(null);
  const open = refundable.lines.filter((l) => l.quantity > l.refunded);
  const { register, handleSubmit, formState, setError, control, reset } = useForm<Input, unknown, Values>({
    resolver: useZodResolver(refundFieldsSchema),
    defaultValues: {
      mode: 'lines',
      lines: open.map((l) => ({ productId: l.productId, quantity: 0, restock: true })),
      amount: '',
      note: '',
      cancel: false,
    },
  });
  const values = useWatch({ control });
  const preview =
    values.mode === 'amount'
      ? /^\d{1,7}(?:[.,]\d{1,2})?$/.test(values.amount?.trim() ?? '')
        ? refundForAmount(euroToCents(values.amount ?? ''), priceInputs.vatRate)
        : null
      : refundForLines(
          (values.lines ?? []).map((l, i) => ({
            unitPrice: open[i]?.unitPrice ?? 0,
            quantity: Number.isFinite(l.quantity) ? Math.max(0, Number(l.quantity)) : 0,
          })),
          priceInputs,
        );
  const mutation = useMutation({
    mutationFn: (v: Values) =>
      refundOrder(orderId, {
        key,
        mode: v.mode,
        lines: v.mode === 'lines' ? v.lines.filter((l) => l.quantity > 0) : [],
        ...(v.mode === 'amount' ? { amount: euroToCents(v.amount) } : {}),
        note: v.note || undefined,
        cancel: v.cancel,
      }),
    onSuccess: (r) => {
      setConfirming(null);
      setKey(newKey());
      setAnswer({
        kind: 'success',
        text: r.repeated
          ? t('repeated')
          : t('done', { amount: eur(r.refund.amount), number: r.creditNote?.number ?? '—' }),
      });
      reset();
      router.refresh();
    },
    onError: (e) => {
      setConfirming(null);
      // The provider refused: that refund is recorded as failed, so another try needs a new key. Refused
      // here (422, 409) nothing was recorded; a lost answer keeps the key, so trying again refunds once.
      if (e instanceof HttpError && e.status === 502) setKey(newKey());
      const text = applyServerErrors(e, setError, ['amount', 'lines', 'cancel', 'note']);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  if (!refundable.paymentId || refundable.left < 1)
    return (
      <p className="text-sm text-slate-700" data-testid="refund-unavailable">
        {refundable.paymentId ? t('nothingLeft') : t('nothingToRefund')}
      </p>
    );
  const byLines = values.mode === 'lines';
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="refund-form"
      onSubmit={handleSubmit((v) => {
        setAnswer(null);
        setConfirming(v);
      })}
    >
      <fieldset>
        <legend className="field-label">{t('mode')}</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {(['lines', 'amount'] as const).map((m) => (
            <label key={m} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={m}
                className="size-5 accent-brand-600"
                {...register('mode')}
                data-testid={`refund-mode-${m}`}
              />
              {m === 'lines' ? t('byLines') : t('byAmount')}
            </label>
          ))}
        </div>
      </fieldset>
      {byLines ? (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm" data-testid="refund-lines">
            <caption className="sr-only">{t('byLines')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-2">
                  {t('line')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('ordered')}
                </th>
                <th scope="col" className="py-1 pr-2 text-right">
                  {t('alreadyRefunded')}
                </th>
                <th scope="col" className="py-1 pr-2">
                  {t('quantity')}
                </th>
                <th scope="col" className="py-1">
                  {t('restock')}
                </th>
              </tr>
            </thead>
            <tbody>
              {open.map((l, i) => (
                <tr key={l.productId} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-2 font-normal">
                    {l.name}
                    <span className="block font-mono text-xs text-slate-600">{l.article}</span>
                  </th>
                  <td className="py-1 pr-2 text-right">{l.quantity}</td>
                  <td className="py-1 pr-2 text-right">{l.refunded}</td>
                  <td className="py-1 pr-2">
                    <input
                      type="number"
                      min={0}
                      max={l.quantity - l.refunded}
                      className="field-input w-20"
                      aria-label={`${t('quantity')}: ${l.name}`}
                      {...register(`lines.${i}.quantity`, { valueAsNumber: true })}
                      data-testid={`refund-qty-${l.productId}`}
                    />
                  </td>
                  <td className="py-1">
                    <input
                      type="checkbox"
                      className="size-6 accent-brand-600"
                      aria-label={`${t('restock')}: ${l.name}`}
                      {...register(`lines.${i}.restock`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {formState.errors.lines?.message ? (
            <p className="field-error" role="alert" data-testid="refund-lines-error">
              {formState.errors.lines.message}
            </p>
          ) : null}
        </div>
      ) : (
        <TextField
          label={t('amount')}
          hint={t('amountHint')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          error={formState.errors.amount?.message}
          registration={register('amount')}
          data-testid="refund-amount"
        />
      )}
      <Field id="refund-note" label={t('note')} optional error={formState.errors.note?.message}>
        {(aria) => <TextArea {...aria} rows={2} maxLength={500} {...register('note')} />}
      </Field>
      {canCancel ? (
        <CheckboxField
          label={t('cancel')}
          error={formState.errors.cancel?.message}
          registration={register('cancel')}
        />
      ) : null}
      <p className="text-sm font-semibold" aria-live="polite" data-testid="refund-preview">
        {preview && preview.amount > 0
          ? t('preview', { amount: eur(preview.amount), net: eur(preview.net) })
          : null}
      </p>
      {answer ? (
        <FormMessage kind={answer.kind} testId="refund-message">
          {answer.text}
        </FormMessage>
      ) : null}
      {confirming ? (
        <div
          role="group"
          aria-labelledby="refund-question"
          className="space-y-3 rounded-md border border-sale bg-red-50 p-3"
          data-testid="refund-confirm"
        >
          <p id="refund-question" className="text-sm text-slate-900">
            {t('confirm', { amount: preview ? eur(preview.amount) : '—' })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate(confirming)}
              data-testid="refund-yes"
              // The question appeared because of the click before: the answer is where the focus goes.
              autoFocus
            >
              {mutation.isPending ? t('sending') : t('confirmYes')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={mutation.isPending}
              onClick={() => setConfirming(null)}
            >
              {t('confirmNo')}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className="btn-primary" data-testid="refund-submit">
          {t('submit')}
        </button>
      )}
    </form>
  );
}
