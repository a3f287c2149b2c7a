'use client';

import { useState } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from '@/components/i18n/hooks';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import {
  applyServerErrors,
  CheckboxField,
  Field,
  FormMessage,
  SelectField,
  TextArea,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import {
  contactFieldsSchema,
  faqGroupCreateSchema,
  faqGroupFieldsSchema,
  faqItemFieldsSchema,
  shippingFieldsSchema,
  WEEKDAYS,
  workTimeFieldsSchema,
} from '../content-schemas';
import {
  createFaqGroup,
  createFaqItem,
  deleteFaqItem,
  moveFaq,
  saveSetting,
  updateFaqGroup,
  updateFaqItem,
} from '../api/content-api';

type Answer = { kind: 'error' | 'success'; text: string } | null;

/**
 * A save's mutation with the form's answer: success text and a refreshed page, or the server's field
 * messages at the fields (the rest as the form's message); a 409 (changed meanwhile) also refreshes, so
 * the form shows the colleague's version.
 */
export function useSave<TVars, TForm extends FieldValues>(
  fn: (v: TVars) => Promise<unknown>,
  setError: UseFormSetError<TForm>,
  fields: readonly string[],
  success: string,
  after?: (result: unknown) => void,
) {
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const mutation = useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      setAnswer({ kind: 'success', text: success });
      if (after) after(result);
      else router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, fields);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return { mutation, answer };
}

export function Answered({ answer, testId }: { answer: Answer; testId: string }) {
  return answer ? (
    <FormMessage kind={answer.kind} testId={testId}>
      {answer.text}
    </FormMessage>
  ) : null;
}

type GroupValues = z.input<typeof faqGroupCreateSchema>;

/** A FAQ group's names and visibility; without `group` it adds a new group (with its key). */
export function FaqGroupForm({
  group,
}: {
  group?: { id: number; nameNl: string; nameEn: string; hidden: boolean; updatedAt: string };
}) {
  const t = useTranslations('backoffice.content.faq.groupForm');
  const schema = group ? faqGroupFieldsSchema : faqGroupCreateSchema;
  const { register, handleSubmit, formState, setError, reset } = useForm<
    GroupValues,
    unknown,
    z.output<typeof faqGroupCreateSchema>
  >({
    resolver: useZodResolver(schema as typeof faqGroupCreateSchema),
    defaultValues: group
      ? { key: 'x-existing', nameNl: group.nameNl, nameEn: group.nameEn, hidden: group.hidden }
      : { key: '', nameNl: '', nameEn: '', hidden: false },
  });
  const { mutation, answer } = useSave(
    (v: z.output<typeof faqGroupCreateSchema>) =>
      group
        ? updateFaqGroup(group.id, {
            nameNl: v.nameNl,
            nameEn: v.nameEn,
            hidden: v.hidden,
            updatedAt: group.updatedAt,
          })
        : createFaqGroup(v).then((r) => {
            reset();
            return r;
          }),
    setError,
    ['key', 'nameNl', 'nameEn'],
    group ? t('saved') : t('created'),
  );
  const prefix = group ? `faq-group-${group.id}` : 'faq-group-new';
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid={group ? 'faq-group-form' : 'faq-group-new-form'}
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <fieldset className="space-y-3">
        <legend className="font-semibold">{group ? t('legend') : t('newLegend')}</legend>
        {group ? null : (
          <TextField
            id={`${prefix}-key`}
            label={t('key')}
            hint={t('keyHint')}
            required
            error={formState.errors.key?.message}
            registration={register('key')}
          />
        )}
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            id={`${prefix}-nl`}
            label={t('nameNl')}
            lang="nl"
            required
            error={formState.errors.nameNl?.message}
            registration={register('nameNl')}
          />
          <TextField
            id={`${prefix}-en`}
            label={t('nameEn')}
            lang="en"
            required
            error={formState.errors.nameEn?.message}
            registration={register('nameEn')}
          />
        </div>
        <CheckboxField label={t('hidden')} registration={register('hidden')} />
      </fieldset>
      <Answered answer={answer} testId={`${prefix}-message`} />
      <button type="submit" className="btn-secondary" disabled={mutation.isPending}>
        {group ? t('save') : t('create')}
      </button>
    </form>
  );
}

/**
 * Up and down buttons for a row of an ordered list (the server swaps it with its neighbour, then the page
 * refreshes); the FAQ's and the banners' order.
 */
export function MoveButtons({
  move,
  labels,
  first,
  last,
  testId,
}: {
  move: (direction: 'up' | 'down') => Promise<unknown>;
  labels: { up: string; down: string; upLabel: string; downLabel: string };
  first: boolean;
  last: boolean;
  testId: string;
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: move,
    onSuccess: () => {
      setError(null);
      router.refresh();
    },
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <button
        type="button"
        className="btn-secondary min-h-11 px-3"
        aria-label={labels.upLabel}
        disabled={first || mutation.isPending}
        onClick={() => mutation.mutate('up')}
        data-testid={`${testId}-up`}
      >
        <span aria-hidden="true">↑</span> {labels.up}
      </button>
      <button
        type="button"
        className="btn-secondary min-h-11 px-3"
        aria-label={labels.downLabel}
        disabled={last || mutation.isPending}
        onClick={() => mutation.mutate('down')}
        data-testid={`${testId}-down`}
      >
        <span aria-hidden="true">↓</span> {labels.down}
      </button>
      {error ? (
        <span role="alert" className="field-error">
          {error}
        </span>
      ) : null}
    </span>
  );
}

/** Up and down buttons for a group or a question. */
export function FaqMoveButtons({
  kind,
  id,
  name,
  first,
  last,
}: {
  kind: 'group' | 'item';
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  const t = useTranslations('backoffice.content.faq');
  return (
    <MoveButtons
      move={(direction) => moveFaq(kind, id, { direction })}
      labels={{
        up: t('up'),
        down: t('down'),
        upLabel: t('upLabel', { name }),
        downLabel: t('downLabel', { name }),
      }}
      first={first}
      last={last}
      testId={`faq-${kind}`}
    />
  );
}

/** An answer as the shop's FAQ shows it: plain text, paragraphs at empty lines. */
export function AnswerText({ text }: { text: string }) {
  return <p className="whitespace-pre-line text-slate-700">{text}</p>;
}

type ItemValues = z.input<typeof faqItemFieldsSchema>;
type ItemOutput = z.output<typeof faqItemFieldsSchema>;

/**
 * A question with its answer in both languages, with a preview of how /faq shows it; without `item` it
 * adds a new one. Saving an existing one sends the version it loaded (409 when changed meanwhile).
 */
export function FaqItemForm({
  groups,
  item,
  typeId,
}: {
  groups: { id: number; name: string }[];
  item?: ItemOutput & { id: number; updatedAt: string };
  typeId?: number;
}) {
  const t = useTranslations('backoffice.content.faq.itemForm');
  const router = useRouter();
  const { register, handleSubmit, formState, setError, control } = useForm<ItemValues, unknown, ItemOutput>({
    resolver: useZodResolver(faqItemFieldsSchema),
    defaultValues: item ?? {
      typeId: typeId ?? groups[0]?.id,
      questionNl: '',
      questionEn: '',
      answerNl: '',
      answerEn: '',
      hidden: false,
    },
  });
  const { mutation, answer } = useSave(
    (v: ItemOutput) =>
      item ? updateFaqItem(item.id, { ...v, updatedAt: item.updatedAt }) : createFaqItem(v),
    setError,
    ['typeId', 'questionNl', 'questionEn', 'answerNl', 'answerEn'],
    item ? t('saved') : t('created'),
    item ? undefined : (r) => router.push(`/staff/content/faq/${(r as { id: number }).id}`),
  );
  const [questionNl, questionEn, answerNl, answerEn] = useWatch({
    control,
    name: ['questionNl', 'questionEn', 'answerNl', 'answerEn'],
  });
  const e = formState.errors;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]">
      <form
        noValidate
        className="card space-y-4 p-4"
        data-testid="faq-item-form"
        onSubmit={(ev) => void handleSubmit((v) => mutation.mutate(v))(ev)}
      >
        <SelectField
          label={t('group')}
          error={e.typeId?.message}
          registration={register('typeId', { valueAsNumber: true })}
        >
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </SelectField>
        <TextField
          id="faq-question-nl"
          label={t('questionNl')}
          lang="nl"
          required
          maxLength={300}
          error={e.questionNl?.message}
          registration={register('questionNl')}
        />
        <Field
          id="faq-answer-nl"
          label={t('answerNl')}
          hint={t('answerHint')}
          required
          error={e.answerNl?.message}
        >
          {(aria) => <TextArea {...aria} lang="nl" rows={6} maxLength={5000} {...register('answerNl')} />}
        </Field>
        <TextField
          id="faq-question-en"
          label={t('questionEn')}
          lang="en"
          required
          maxLength={300}
          error={e.questionEn?.message}
          registration={register('questionEn')}
        />
        <Field
          id="faq-answer-en"
          label={t('answerEn')}
          hint={t('answerHint')}
          required
          error={e.answerEn?.message}
        >
          {(aria) => <TextArea {...aria} lang="en" rows={6} maxLength={5000} {...register('answerEn')} />}
        </Field>
        <CheckboxField label={t('hidden')} registration={register('hidden')} />
        <Answered answer={answer} testId="faq-item-message" />
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {item ? t('save') : t('create')}
        </button>
      </form>
      <section className="card space-y-4 p-4" aria-labelledby="faq-preview-title" data-testid="faq-preview">
        <h2 id="faq-preview-title" className="text-lg font-semibold">
          {t('preview')}
        </h2>
        {[
          { lang: 'nl', label: t('previewNl'), q: questionNl, a: answerNl },
          { lang: 'en', label: t('previewEn'), q: questionEn, a: answerEn },
        ].map((p) => (
          <div key={p.lang} lang={p.lang} className="space-y-1">
            <h3 className="text-sm text-slate-600">{p.label}</h3>
            <p className="font-medium">{p.q}</p>
            <AnswerText text={p.a ?? ''} />
          </div>
        ))}
      </section>
    </div>
  );
}

/**
 * Deletes a record after a second, explicit confirmation and goes to `after`; a 409 (changed meanwhile)
 * refreshes the page so it shows the colleague's version.
 */
export function ConfirmDelete({
  remove,
  after,
  labels,
  testId,
}: {
  remove: () => Promise<unknown>;
  after: string;
  labels: { delete: string; confirm: string };
  testId: string;
}) {
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: () => router.push(after),
    onError: (e) => {
      setError(e instanceof Error ? e.message : String(e));
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  return (
    <div className="space-y-2">
      {confirming ? (
        <button
          type="button"
          className="btn-primary bg-red-700 hover:bg-red-800"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
          data-testid={`${testId}-confirm`}
        >
          {labels.confirm}
        </button>
      ) : (
        <button
          type="button"
          className="btn-secondary"
          onClick={() => setConfirming(true)}
          data-testid={testId}
        >
          {labels.delete}
        </button>
      )}
      {error ? (
        <FormMessage kind="error" testId={`${testId}-message`}>
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
}

/** Deletes a question after a second, explicit confirmation; back to the list afterwards. */
export function FaqItemDelete({ id, updatedAt }: { id: number; updatedAt: string }) {
  const t = useTranslations('backoffice.content.faq.itemForm');
  return (
    <ConfirmDelete
      remove={() => deleteFaqItem(id, updatedAt)}
      after="/staff/content/faq"
      labels={{ delete: t('delete'), confirm: t('deleteConfirm') }}
      testId="faq-item-delete"
    />
  );
}

/** The shop's phone number and e-mail address. */
export function ContactSettingsForm({
  value,
  updatedAt,
}: {
  value: { phone: string; email: string };
  updatedAt: string;
}) {
  const t = useTranslations('backoffice.content.settings.contact');
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof contactFieldsSchema>,
    unknown,
    z.output<typeof contactFieldsSchema>
  >({
    resolver: useZodResolver(contactFieldsSchema),
    defaultValues: { phone: value.phone, email: value.email },
  });
  const { mutation, answer } = useSave(
    (v: z.output<typeof contactFieldsSchema>) => saveSetting('contact', { ...v, updatedAt }),
    setError,
    ['phone', 'email'],
    t('saved'),
  );
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="settings-contact-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <TextField
        id="settings-phone"
        label={t('phone')}
        hint={t('phoneHint')}
        type="tel"
        autoComplete="off"
        required
        error={formState.errors.phone?.message}
        registration={register('phone')}
      />
      <TextField
        id="settings-email"
        label={t('email')}
        type="email"
        autoComplete="off"
        required
        error={formState.errors.email?.message}
        registration={register('email')}
      />
      <Answered answer={answer} testId="settings-contact-message" />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('save')}
      </button>
    </form>
  );
}

/** Opening hours per weekday (HH:MM; both empty for a closed day). */
export function WorkTimeForm({
  days,
  updatedAt,
}: {
  days: { open: string | null; close: string | null }[];
  updatedAt: string;
}) {
  const t = useTranslations('backoffice.content.settings.hours');
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof workTimeFieldsSchema>,
    unknown,
    z.output<typeof workTimeFieldsSchema>
  >({
    resolver: useZodResolver(workTimeFieldsSchema),
    defaultValues: { days: days.map((d) => ({ open: d.open ?? '', close: d.close ?? '' })) },
  });
  const fields = WEEKDAYS.flatMap((_, i) => [`days.${i}.open`, `days.${i}.close`]);
  const { mutation, answer } = useSave(
    (v: z.output<typeof workTimeFieldsSchema>) => saveSetting('work_time', { ...v, updatedAt }),
    setError,
    fields,
    t('saved'),
  );
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="settings-hours-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <p className="text-sm text-slate-600">{t('hint')}</p>
      <div className="space-y-2">
        {WEEKDAYS.map((key, i) => {
          const day = t(`days.${key}`);
          const err = formState.errors.days?.[i];
          return (
            <fieldset key={key} className="grid items-start gap-2 sm:grid-cols-[8rem_1fr_1fr]">
              <legend className="float-left pt-2 font-medium sm:w-32">{day}</legend>
              <TextField
                id={`hours-${key}-open`}
                label={t('openLabel', { day })}
                type="time"
                error={err?.open?.message}
                registration={register(`days.${i}.open`)}
              />
              <TextField
                id={`hours-${key}-close`}
                label={t('closeLabel', { day })}
                type="time"
                error={err?.close?.message}
                registration={register(`days.${i}.close`)}
              />
            </fieldset>
          );
        })}
      </div>
      <Answered answer={answer} testId="settings-hours-message" />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('save')}
      </button>
    </form>
  );
}

/** The daily cut-off for same-day shipping. */
export function ShippingCutoffForm({ cutoff, updatedAt }: { cutoff: string; updatedAt: string }) {
  const t = useTranslations('backoffice.content.settings.shipping');
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof shippingFieldsSchema>,
    unknown,
    z.output<typeof shippingFieldsSchema>
  >({ resolver: useZodResolver(shippingFieldsSchema), defaultValues: { cutoff } });
  const { mutation, answer } = useSave(
    (v: z.output<typeof shippingFieldsSchema>) => saveSetting('shipping', { ...v, updatedAt }),
    setError,
    ['cutoff'],
    t('saved'),
  );
  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="settings-shipping-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <TextField
        id="settings-cutoff"
        label={t('cutoff')}
        hint={t('cutoffHint')}
        type="time"
        required
        className="max-w-48"
        error={formState.errors.cutoff?.message}
        registration={register('cutoff')}
      />
      <Answered answer={answer} testId="settings-shipping-message" />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
