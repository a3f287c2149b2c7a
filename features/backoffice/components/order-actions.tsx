'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import {
  applyServerErrors,
  Field,
  FormMessage,
  TextArea,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import type { Fulfilment, OrderAction } from '@/features/checkout/client';
import { orderActionFieldsSchema } from '../schemas';
import { actOnOrder } from '../api/orders-api';

type Input = z.input<typeof orderActionFieldsSchema>;
type Values = z.output<typeof orderActionFieldsSchema>;

/**
 * The actions staff can take on an order now, with a note for the timeline and, for shipping, the carrier
 * and track-and-trace code. Each action sends the state the page showed, so a colleague's action in
 * between is refused with who did what; the page then shows the order as it is.
 */
export function OrderActions({
  orderId,
  number,
  fulfilment,
  actions,
}: {
  orderId: number;
  number: string;
  fulfilment: Fulfilment;
  actions: OrderAction[];
}) {
  const t = useTranslations('backoffice.orders');
  const router = useRouter();
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  // Canceling can't be undone: it asks once more, in place, with the consequences.
  const [confirming, setConfirming] = useState(false);
  const { register, handleSubmit, formState, setError, reset } = useForm<Input, unknown, Values>({
    resolver: useZodResolver(orderActionFieldsSchema),
    defaultValues: { carrier: '', trackingCode: '', note: '' },
  });
  const mutation = useMutation({
    mutationFn: ({ action, values }: { action: OrderAction; values: Values }) =>
      actOnOrder(orderId, {
        action,
        from: fulfilment,
        note: values.note,
        ...(action === 'ship' ? { carrier: values.carrier, trackingCode: values.trackingCode } : {}),
      }),
    onSuccess: (r, { action }) => {
      setConfirming(false);
      setAnswer({
        kind: 'success',
        text: r.repeated ? t('repeated') : t('saved', { action: t(`done.${action}`) }),
      });
      reset();
      router.refresh();
    },
    onError: (e) => {
      setConfirming(false);
      const text = applyServerErrors(e, setError, ['carrier', 'trackingCode', 'note']);
      setAnswer(text ? { kind: 'error', text } : null);
      // Refused because the order moved on: show it as it is now.
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  if (!actions.length) return <p className="text-sm text-slate-700">{t('detail.noActions')}</p>;
  const run = (action: OrderAction) => handleSubmit((values) => mutation.mutate({ action, values }));
  const shipping = actions.includes('ship');
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="order-actions"
      // Enter in a field ships when shipping is what is next; otherwise it does nothing by itself.
      onSubmit={(e) => (shipping ? void run('ship')(e) : e.preventDefault())}
    >
      {shipping ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('fields.carrier')}
            optional
            maxLength={50}
            error={formState.errors.carrier?.message}
            registration={register('carrier')}
            data-testid="ship-carrier"
          />
          <TextField
            label={t('fields.trackingCode')}
            optional
            maxLength={64}
            error={formState.errors.trackingCode?.message}
            registration={register('trackingCode')}
            data-testid="ship-tracking"
          />
        </div>
      ) : null}
      <Field
        id="order-action-note"
        label={t('fields.note')}
        optional
        hint={t('fields.noteHint')}
        error={formState.errors.note?.message}
      >
        {(aria) => <TextArea {...aria} rows={2} maxLength={1000} {...register('note')} />}
      </Field>
      {answer ? (
        <FormMessage kind={answer.kind} testId="order-action-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions
          .filter((a) => a !== 'cancel')
          .map((a) => (
            <button
              key={a}
              type="button"
              className={a === 'hold' ? 'btn-secondary' : 'btn-primary'}
              disabled={mutation.isPending}
              onClick={(e) => void run(a)(e)}
              data-testid={`order-action-${a}`}
            >
              {t(`actions.${a}`)}
            </button>
          ))}
        {actions.includes('cancel') && !confirming ? (
          <button
            type="button"
            className="btn-secondary sm:ml-auto"
            disabled={mutation.isPending}
            onClick={() => setConfirming(true)}
            data-testid="order-action-cancel"
          >
            {t('actions.cancel')}
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-labelledby="order-cancel-question"
          className="space-y-3 rounded-md border border-sale bg-red-50 p-3"
          data-testid="order-cancel-confirm"
        >
          <p id="order-cancel-question" className="text-sm text-slate-900">
            {t('cancelConfirm.question', { number })}
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              disabled={mutation.isPending}
              onClick={(e) => void run('cancel')(e)}
              data-testid="order-cancel-yes"
              // The question appeared because of the click before: the answer is where the focus goes.
              autoFocus
            >
              {t('cancelConfirm.confirm')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={mutation.isPending}
              onClick={() => setConfirming(false)}
            >
              {t('cancelConfirm.keep')}
            </button>
          </div>
        </div>
      ) : null}
    </form>
  );
}
