'use client';

import { createContext, Fragment, useCallback, useContext, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldValues, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
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
type Notice = [Answer, (answer: Answer) => void];

const RecordContext = createContext<{
  version: string;
  saved: (version: string) => void;
  notices: { save: Notice; delete: Notice };
} | null>(null);

/**
 * One record's editor on its page (the form, its delete): the version the next request sends is the last
 * save's answer. The page refreshes after a save (who changed it last); when it brings the version this tab
 * saved, the form stays as it is, so nothing typed since is lost and the message stays. A version this tab
 * did not save (a colleague's, after a 409) starts the editor again from the page, so it shows that
 * version, with the message still there.
 */
export function RecordVersion({ updatedAt, children }: { updatedAt: string; children: ReactNode }) {
  const [version, setVersion] = useState(updatedAt);
  const [ours, setOurs] = useState<ReadonlySet<string>>(() => new Set());
  const [seen, setSeen] = useState(updatedAt);
  const [generation, setGeneration] = useState(0);
  const save = useState<Answer>(null);
  const remove = useState<Answer>(null);
  if (updatedAt !== seen) {
    setSeen(updatedAt);
    if (updatedAt !== version && !ours.has(updatedAt)) {
      setVersion(updatedAt);
      setGeneration((g) => g + 1);
    }
  }
  const saved = useCallback((v: string) => {
    setOurs((s) => new Set(s).add(v));
    setVersion(v);
  }, []);
  return (
    <RecordContext value={{ version, saved, notices: { save, delete: remove } }}>
      <Fragment key={generation}>{children}</Fragment>
    </RecordContext>
  );
}

/** The record's version and where a save's answer goes: the RecordVersion's around it, else its own. */
function useVersion(loaded: string): [string, (version: string) => void] {
  const record = useContext(RecordContext);
  const own = useState(loaded);
  return record ? [record.version, record.saved] : own;
}

/** A form's message: kept by the RecordVersion around it (it outlives a restart), else the form's own. */
export function useNotice(slot: 'save' | 'delete'): Notice {
  const record = useContext(RecordContext);
  const own = useState<Answer>(null);
  return record ? record.notices[slot] : own;
}

/**
 * A save's mutation with the form's answer. `fn` gets the version to send: the one loaded (`version`),
 * then each save's answer, so the form stays after a save and saves again. Success: the text, then
 * `after` (a new record: its page) or a refresh of the page. Refused: the server's field messages at the
 * fields (the rest as the form's message); a 409 (changed meanwhile) also refreshes, so the form shows
 * the colleague's version.
 */
export function useSave<TVars, TForm extends FieldValues, TResult>(
  fn: (v: TVars, version: string) => Promise<TResult>,
  setError: UseFormSetError<TForm>,
  fields: readonly string[],
  success: string,
  {
    version: loaded = '',
    onSaved,
    after,
  }: { version?: string; onSaved?: (result: TResult) => void; after?: (result: TResult) => void } = {},
) {
  const router = useRouter();
  const [version, setVersion] = useVersion(loaded);
  const [answer, setAnswer] = useNotice('save');
  const mutation = useMutation({
    mutationFn: (v: TVars) => fn(v, version),
    onSuccess: (result) => {
      const next = (result as { updatedAt?: unknown } | null)?.updatedAt;
      if (typeof next === 'string') setVersion(next);
      setAnswer({ kind: 'success', text: success });
      onSaved?.(result);
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
    (v: z.output<typeof faqGroupCreateSchema>, version): Promise<unknown> =>
      group
        ? updateFaqGroup(group.id, {
            nameNl: v.nameNl,
            nameEn: v.nameEn,
            hidden: v.hidden,
            updatedAt: version,
          })
        : createFaqGroup(v).then((r) => {
            reset();
            return r;
          }),
    setError,
    ['key', 'nameNl', 'nameEn'],
    group ? t('saved') : t('created'),
    { version: group?.updatedAt },
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

type MoveLabels = { up: string; down: string; upLabel: string; downLabel: string };

/**
 * Up and down buttons for a row of an ordered list, and a remove button when `remove` is given: the rows
 * of a form (the USP bar, a page's sections) and, through ServerMoveButtons, the FAQ and the banners.
 */
export function MoveButtons({
  move,
  labels,
  first,
  last,
  busy = false,
  testId,
  remove,
  children,
}: {
  move: (direction: 'up' | 'down') => void;
  labels: MoveLabels;
  first: boolean;
  last: boolean;
  busy?: boolean;
  testId?: string;
  remove?: { text: string; label: string; onRemove: () => void; disabled?: boolean };
  children?: ReactNode;
}) {
  const button = 'btn-secondary min-h-11 px-3';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button
        type="button"
        className={button}
        aria-label={labels.upLabel}
        disabled={first || busy}
        onClick={() => move('up')}
        data-testid={testId && `${testId}-up`}
      >
        <span aria-hidden="true">↑</span> {labels.up}
      </button>
      <button
        type="button"
        className={button}
        aria-label={labels.downLabel}
        disabled={last || busy}
        onClick={() => move('down')}
        data-testid={testId && `${testId}-down`}
      >
        <span aria-hidden="true">↓</span> {labels.down}
      </button>
      {remove ? (
        <button
          type="button"
          className={button}
          aria-label={remove.label}
          disabled={remove.disabled}
          onClick={remove.onRemove}
        >
          {remove.text}
        </button>
      ) : null}
      {children}
    </span>
  );
}

/** MoveButtons for a stored list: the server swaps the row with its neighbour, then the page refreshes. */
export function ServerMoveButtons({
  move,
  ...buttons
}: {
  move: (direction: 'up' | 'down') => Promise<unknown>;
  labels: MoveLabels;
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
    <MoveButtons {...buttons} move={(direction) => mutation.mutate(direction)} busy={mutation.isPending}>
      {error ? (
        <span role="alert" className="field-error">
          {error}
        </span>
      ) : null}
    </MoveButtons>
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
    <ServerMoveButtons
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
    (v: ItemOutput, version) =>
      item ? updateFaqItem(item.id, { ...v, updatedAt: version }) : createFaqItem(v),
    setError,
    ['typeId', 'questionNl', 'questionEn', 'answerNl', 'answerEn'],
    item ? t('saved') : t('created'),
    {
      version: item?.updatedAt,
      after: item ? undefined : (r) => router.push(`/staff/content/faq/${r.id}`),
    },
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
 * Deletes a record after a second, explicit confirmation and goes to `after`. It sends the record's
 * version: the one the page loaded, or the last save's answer inside a RecordVersion. A 409 (changed
 * meanwhile) refreshes the page so it shows the colleague's version.
 */
export function ConfirmDelete({
  remove,
  updatedAt,
  after,
  labels,
  testId,
}: {
  remove: (version: string) => Promise<unknown>;
  updatedAt: string;
  after: string;
  labels: { delete: string; confirm: string };
  testId: string;
}) {
  const router = useRouter();
  const [version] = useVersion(updatedAt);
  const [confirming, setConfirming] = useState(false);
  const [answer, setAnswer] = useNotice('delete');
  const mutation = useMutation({
    mutationFn: () => remove(version),
    onSuccess: () => router.push(after),
    onError: (e) => {
      setAnswer({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
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
      <Answered answer={answer} testId={`${testId}-message`} />
    </div>
  );
}

/** Deletes a question after a second, explicit confirmation; back to the list afterwards. */
export function FaqItemDelete({ id, updatedAt }: { id: number; updatedAt: string }) {
  const t = useTranslations('backoffice.content.faq.itemForm');
  return (
    <ConfirmDelete
      remove={(version) => deleteFaqItem(id, version)}
      updatedAt={updatedAt}
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
    (v: z.output<typeof contactFieldsSchema>, version) =>
      saveSetting('contact', { ...v, updatedAt: version }),
    setError,
    ['phone', 'email'],
    t('saved'),
    { version: updatedAt },
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
    (v: z.output<typeof workTimeFieldsSchema>, version) =>
      saveSetting('work_time', { ...v, updatedAt: version }),
    setError,
    fields,
    t('saved'),
    { version: updatedAt },
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
    (v: z.output<typeof shippingFieldsSchema>, version) =>
      saveSetting('shipping', { ...v, updatedAt: version }),
    setError,
    ['cutoff'],
    t('saved'),
    { version: updatedAt },
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
