'use client';

import { useRef, useState } from 'react';
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
import {
  customerEraseSchema,
  customerNoteFieldsSchema,
  statusDiscountFieldsSchema,
} from '../customer-schemas';
import { addCustomerNote, eraseCustomer, setCustomerBlocked, setStatusDiscount } from '../api/customers-api';

type Answer = { kind: 'error' | 'success'; text: string } | null;

/** A key of its own for one note submission (the server stores a note sent twice once). */
const newKey = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The customer-status discount (spec §3): a whole percentage, sent with the value the page showed, so a
 * colleague's change in between is refused with who set what; the page then shows the value as it is.
 */
export function StatusDiscountForm({
  customerId,
  percent,
  levels = [],
}: {
  customerId: number;
  percent: number;
  /** The named levels (backoffice coupons page): each fills in its percentage; any other stays possible. */
  levels?: { name: string; percent: number }[];
}) {
  const t = useTranslations('backoffice.customers');
  const tl = useTranslations('backoffice.coupons.levels');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const { register, handleSubmit, formState, setError, setValue } = useForm<
    z.input<typeof statusDiscountFieldsSchema>,
    unknown,
    z.output<typeof statusDiscountFieldsSchema>
  >({ resolver: useZodResolver(statusDiscountFieldsSchema), defaultValues: { percent } });
  const mutation = useMutation({
    mutationFn: (value: number) => setStatusDiscount(customerId, { percent: value, from: percent }),
    onSuccess: (r) => {
      setAnswer({
        kind: 'success',
        text: t(r.repeated ? 'discount.repeated' : 'discount.saved', { percent: r.statusDiscount }),
      });
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['percent']);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="customer-discount-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v.percent))(e)}
    >
      <TextField
        label={t('discount.label')}
        hint={t('discount.hint')}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        className="max-w-48"
        error={formState.errors.percent?.message}
        registration={register('percent', { setValueAs: (v) => (v === '' ? undefined : v) })}
        data-testid="customer-discount"
      />
      {levels.length ? (
        <div
          role="group"
          aria-label={tl('pick')}
          className="flex flex-wrap gap-2"
          data-testid="customer-discount-levels"
        >
          {levels.map((l) => (
            <button
              key={l.name}
              type="button"
              className="btn-secondary min-h-11"
              onClick={() => setValue('percent', l.percent, { shouldDirty: true, shouldValidate: true })}
            >
              {l.name} ({l.percent}%)
            </button>
          ))}
        </div>
      ) : null}
      {answer ? (
        <FormMessage kind={answer.kind} testId="customer-discount-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('discount.save')}
      </button>
    </form>
  );
}

/** A staff note on the customer; the list above it is the server's, refreshed after adding. */
export function CustomerNoteForm({ customerId }: { customerId: number }) {
  const t = useTranslations('backoffice.customers');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  // One key per note: a retried or double-clicked submission is stored once.
  const key = useRef<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    z.input<typeof customerNoteFieldsSchema>,
    unknown,
    z.output<typeof customerNoteFieldsSchema>
  >({ resolver: useZodResolver(customerNoteFieldsSchema), defaultValues: { body: '' } });
  const mutation = useMutation({
    mutationFn: (body: string) => addCustomerNote(customerId, { body, key: (key.current ??= newKey()) }),
    onSuccess: () => {
      key.current = null;
      reset();
      setAnswer({ kind: 'success', text: t('notes.added') });
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['body']);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="customer-note-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v.body))(e)}
    >
      <Field
        id="customer-note-body"
        label={t('notes.label')}
        hint={t('notes.hint')}
        required
        error={formState.errors.body?.message}
      >
        {(aria) => <TextArea {...aria} rows={3} maxLength={2000} {...register('body')} />}
      </Field>
      {answer ? (
        <FormMessage kind={answer.kind} testId="customer-note-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('notes.add')}
      </button>
    </form>
  );
}

/** Block or unblock the account: one button for what applies now; blocking also ends its sessions. */
export function CustomerBlockToggle({ customerId, blocked }: { customerId: number; blocked: boolean }) {
  const t = useTranslations('backoffice.customers');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const mutation = useMutation({
    mutationFn: () => setCustomerBlocked(customerId, !blocked),
    onSuccess: (r) => {
      setAnswer({ kind: 'success', text: t(r.blockedAt ? 'block.doneBlock' : 'block.doneUnblock') });
      router.refresh();
    },
    onError: (e) => {
      setAnswer({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <div className="space-y-3">
      <button
        type="button"
        className={blocked ? 'btn-primary' : 'btn-secondary'}
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        aria-describedby="customer-block-hint"
        data-testid={blocked ? 'customer-unblock' : 'customer-block'}
      >
        {t(blocked ? 'block.unblock' : 'block.block')}
      </button>
      <p id="customer-block-hint" className="text-xs text-slate-600">
        {t('block.hint')}
      </p>
      {answer ? (
        <FormMessage kind={answer.kind} testId="customer-block-message">
          {answer.text}
        </FormMessage>
      ) : null}
    </div>
  );
}

/**
 * Erasing the person (GDPR) asks in place first: what goes and what stays, and the customer number typed
 * by hand, which the server checks again.
 */
export function CustomerErase({
  customerId,
  customerNumber,
}: {
  customerId: number;
  customerNumber: string;
}) {
  const t = useTranslations('backoffice.customers');
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [answer, setAnswer] = useState<Answer>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<
    z.input<typeof customerEraseSchema>,
    unknown,
    z.output<typeof customerEraseSchema>
  >({ resolver: useZodResolver(customerEraseSchema), defaultValues: { confirm: '' } });
  const mutation = useMutation({
    mutationFn: (confirm: string) => eraseCustomer(customerId, { confirm }),
    onSuccess: (r) => {
      setAsking(false);
      setAnswer({ kind: 'success', text: t('erase.done', { orders: r.ordersKept }) });
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, ['confirm']);
      setAnswer(text ? { kind: 'error', text } : null);
    },
  });
  return (
    <div className="space-y-3">
      {!asking ? (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => {
            setAnswer(null);
            setAsking(true);
          }}
          data-testid="customer-erase"
        >
          {t('erase.button')}
        </button>
      ) : (
        <form
          noValidate
          aria-labelledby="customer-erase-question"
          className="space-y-3 rounded-md border border-sale bg-red-50 p-3"
          data-testid="customer-erase-confirm"
          onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v.confirm))(e)}
        >
          <p id="customer-erase-question" className="text-sm text-slate-900">
            {t('erase.question')}
          </p>
          <TextField
            label={t('erase.confirmLabel', { number: customerNumber })}
            required
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            // The question appeared because of the click before: the field to answer it has the focus.
            autoFocus
            error={formState.errors.confirm?.message}
            registration={register('confirm')}
            data-testid="customer-erase-number"
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={mutation.isPending}>
              {t('erase.confirm')}
            </button>
            <button
              type="button"
              className="btn-secondary"
              disabled={mutation.isPending}
              onClick={() => {
                setAsking(false);
                reset();
              }}
            >
              {t('erase.keep')}
            </button>
          </div>
        </form>
      )}
      {answer ? (
        <FormMessage kind={answer.kind} testId="customer-erase-message">
          {answer.text}
        </FormMessage>
      ) : null}
    </div>
  );
}
