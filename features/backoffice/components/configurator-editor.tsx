'use client';

import { useEffect, useId, useMemo, useState } from 'react';
import {
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { CheckboxField, Field, FormMessage, Input, TextArea, TextField } from '@/components/forms/form-kit';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { HttpError, fieldErrorsOf } from '@/lib/http/errors';
import { formatEuro, withVat } from '@/lib/money';
import dynamic from 'next/dynamic';
import { withIntl } from '@/components/i18n/lazy-intl';
import { loadConfigurator, type ConfiguratorData } from '@/features/configurator/client';
import { centsToEuros, eurosToCents } from '../product-schemas';
import type { ConfigurationDraftInput } from '../configurator-schemas';
import type { StaffConfigurator, StaffPart } from '../server/configurator-admin';
import {
  getConfiguration,
  previewConfiguration,
  saveConfiguration,
  searchParts,
} from '../api/configurator-admin-api';

type Errors = Record<string, string[]>;
type Answer = { kind: 'error' | 'success'; text: string } | null;

const PLATFORM_FIELDS = [
  'cpuSocket',
  'cpuSockets',
  'memoryType',
  'memoryKinds',
  'memorySpeedMin',
  'memorySpeedMax',
  'dimmSlots',
  'baysSff',
  'baysLff',
  'baysNvme',
  'm2Slots',
  'pcieSlots',
  'gpuMax',
  'psuWatts',
  'baseWatts',
] as const;
type PlatformField = (typeof PLATFORM_FIELDS)[number];
const TEXT_FIELDS: PlatformField[] = ['cpuSocket', 'memoryType', 'memoryKinds'];

type FormValue = {
  /** The row's own key: the default radio's value (react-hook-form's field ids are not form values). */
  key: string;
  id: number | null;
  productId: number | null;
  part: StaffPart | null;
  nameNl: string;
  nameEn: string;
  /** Euros as typed; empty for a product value = the product's own price. */
  price: string;
  isBase: boolean;
  baseQuantity: string;
  maxQuantity: string;
  visible: boolean;
  sort: number;
  /** JSON of a non-product value's compatibility facts; empty = none. */
  facts: string;
};
type FormGroup = {
  id: number | null;
  partId: string;
  labelNl: string;
  labelEn: string;
  sort: number;
  categoryId: string;
  maxQuantity: string;
  priceBase: string;
  hardDiskRecalculate: boolean;
  quantityMinCategory: string;
  disabled: boolean;
  /** The default value's key; empty = no default (an optional group). */
  defaultKey: string;
  values: FormValue[];
};
type FormValues = { platform: Record<PlatformField, string>; groups: FormGroup[] };

let keys = 0;
const newKey = () => `v${++keys}`;

function toForm(c: StaffConfigurator, locale: string): FormValues {
  const pl = c.platform;
  return {
    platform: Object.fromEntries(
      PLATFORM_FIELDS.map((f) => [
        f,
        pl ? (f === 'memoryKinds' ? pl.memoryKinds.join(', ') : String(pl[f])) : '',
      ]),
    ) as Record<PlatformField, string>,
    groups: c.groups.map((g) => {
      const values = g.values.map((v) => ({
        key: newKey(),
        id: v.id,
        productId: v.productId,
        part: v.part,
        nameNl: v.nameNl ?? '',
        nameEn: v.nameEn ?? '',
        price: v.price === null ? '' : centsToEuros(v.price, locale),
        isBase: v.isBase,
        baseQuantity: String(v.baseQuantity),
        maxQuantity: String(v.maxQuantity),
        visible: v.visible,
        sort: v.sort,
        facts: v.facts ? JSON.stringify(v.facts) : '',
      }));
      return {
        id: g.id,
        partId: g.partId,
        labelNl: g.labelNl,
        labelEn: g.labelEn,
        sort: g.sort,
        categoryId: g.categoryId === null ? '' : String(g.categoryId),
        maxQuantity: String(g.maxQuantity),
        priceBase: centsToEuros(g.priceBase, locale),
        hardDiskRecalculate: g.hardDiskRecalculate,
        quantityMinCategory: g.quantityMinCategory === null ? '' : String(g.quantityMinCategory),
        disabled: g.disabled,
        defaultKey: values[g.values.findIndex((v) => v.isDefault)]?.key ?? '',
        values,
      };
    }),
  };
}

/** A typed whole number as the server reads it (the server checks the range; text stays text). */
const int = (s: string): number => (/^-?\d+$/.test(s.trim()) ? Number(s.trim()) : NaN);
const intOrNull = (s: string): number | null => (s.trim() === '' ? null : int(s));

/** The stored sort numbers while the rows still follow them (moves swap them); else renumbered. */
function sorts(rows: { sort: number }[]): number[] {
  const kept = rows.every((r, i) => Math.abs(r.sort) <= 10_000 && (i === 0 || r.sort > rows[i - 1].sort));
  return rows.map((r, i) => (kept ? r.sort : i * 10));
}

/**
 * The form as the API's draft. Text the server could not read as money or JSON is caught here and
 * reported at its field under the API's own path; numbers go as typed and the server's 422 names them.
 */
function toDraft(
  f: FormValues,
  messages: { price: string; facts: string },
): { draft: ConfigurationDraftInput | null; errors: Errors } {
  const errors: Errors = {};
  const money = (text: string, path: string): number | null => {
    if (text.trim() === '') return null;
    const c = eurosToCents(text);
    if (!Number.isFinite(c)) errors[path] = [messages.price];
    return Number.isFinite(c) ? c : null;
  };
  const pl = f.platform;
  const platform = Object.fromEntries(
    PLATFORM_FIELDS.map((k) => [
      k,
      k === 'memoryKinds'
        ? pl.memoryKinds
            .split(/[,\s/]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : TEXT_FIELDS.includes(k)
          ? pl[k]
          : int(pl[k]),
    ]),
  );
  const groupSorts = sorts(f.groups);
  const groups = f.groups.map((g, i) => {
    const valueSorts = sorts(g.values);
    return {
      id: g.id,
      partId: g.partId,
      labelNl: g.labelNl,
      labelEn: g.labelEn,
      sort: groupSorts[i],
      categoryId: intOrNull(g.categoryId),
      maxQuantity: int(g.maxQuantity),
      priceBase: money(g.priceBase, `groups.${i}.priceBase`) ?? 0,
      hardDiskRecalculate: g.hardDiskRecalculate,
      quantityMinCategory: intOrNull(g.quantityMinCategory),
      disabled: g.disabled,
      values: g.values.map((v, j) => {
        let facts: unknown = null;
        if (v.facts.trim())
          try {
            facts = JSON.parse(v.facts);
          } catch {
            errors[`groups.${i}.values.${j}.facts`] = [messages.facts];
          }
        return {
          id: v.id,
          productId: v.productId,
          nameNl: v.productId === null ? v.nameNl : null,
          nameEn: v.productId === null ? v.nameEn : null,
          price: money(v.price, `groups.${i}.values.${j}.price`),
          isDefault: v.key === g.defaultKey,
          isBase: v.isBase,
          baseQuantity: int(v.baseQuantity),
          maxQuantity: int(v.maxQuantity),
          visible: v.visible,
          sort: valueSorts[j],
          facts: facts as ConfigurationDraftInput['groups'][number]['values'][number]['facts'],
        };
      }),
    };
  });
  const draft = { platform, groups } as unknown as ConfigurationDraftInput;
  return { draft: Object.keys(errors).length ? null : draft, errors };
}

/** The shop's own configurator, in a chunk of its own that starts loading with this editor. */
const ShopConfigurator = dynamic(withIntl(loadConfigurator));

const queryKey = (productId: number) => ['staff', 'configurator', productId] as const;

/**
 * The configurator editor of a build-your-own product: platform facts, option groups with their values
 * (defaults, base and maximum quantities, prices in euros with VAT shown, visibility), a part picker, and
 * beside it the shop's own configurator fed by the draft (the server builds it with the shop's code and
 * checks it with the shop's rules, so a refusal is shown at its group before saving). A save sends the
 * version the editor loaded; a colleague's save in between is refused with who and when.
 */
export function ConfiguratorEditor({ initial }: { initial: StaffConfigurator }) {
  const productId = initial.product.id;
  const client = useQueryClient();
  const [answer, setAnswer] = useState<Answer>(null);
  const loaded = useQuery({
    queryKey: queryKey(productId),
    queryFn: () => getConfiguration(productId),
    initialData: initial,
    staleTime: Infinity,
  });
  const config = loaded.data ?? initial;
  return (
    // A new version remounts the form with what is stored now.
    <EditorForm
      key={config.version ?? 'new'}
      config={config}
      answer={answer}
      setAnswer={setAnswer}
      onSaved={(c) => client.setQueryData(queryKey(productId), c)}
      onStale={() => void loaded.refetch()}
    />
  );
}

function EditorForm({
  config,
  answer,
  setAnswer,
  onSaved,
  onStale,
}: {
  config: StaffConfigurator;
  answer: Answer;
  setAnswer: (a: Answer) => void;
  onSaved: (c: StaffConfigurator) => void;
  onStale: () => void;
}) {
  const t = useTranslations('backoffice.configurator');
  const locale = useLocale();
  const productId = config.product.id;
  const [defaults] = useState(() => toForm(config, locale));
  const priceMessage = t('validation.price');
  const factsMessage = t('validation.facts');
  const messages = useMemo(
    () => ({ price: priceMessage, facts: factsMessage }),
    [priceMessage, factsMessage],
  );
  const { control, register, handleSubmit, getValues, setValue, subscribe } = useForm<FormValues>({
    defaultValues: defaults,
  });
  const groups = useFieldArray({ control, name: 'groups', keyName: 'fid' });
  const [local, setLocal] = useState<Errors>({});
  const [saveErrors, setSaveErrors] = useState<Errors>({});
  const [draftJson, setDraftJson] = useState(() => JSON.stringify(toDraft(defaults, messages).draft));

  // The preview follows the draft half a second after typing stops. A subscription, not useWatch: the
  // whole editor need not render again at every keystroke.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = subscribe({
      formState: { values: true },
      callback: () => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          const r = toDraft(getValues(), messages);
          setLocal(r.errors);
          setSaveErrors({});
          if (r.draft) setDraftJson(JSON.stringify(r.draft));
        }, 500);
      },
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [subscribe, getValues, messages]);

  const preview = useQuery({
    queryKey: [...queryKey(productId), 'preview', draftJson],
    queryFn: ({ signal }) => previewConfiguration(productId, JSON.parse(draftJson), signal),
    placeholderData: (prev) => prev,
    retry: false,
    staleTime: Infinity,
  });
  const previewErrors =
    preview.error instanceof HttpError && preview.error.status === 422
      ? fieldErrorsOf(preview.error.body)
      : {};
  const [shown, setShown] = useState<{ data: ConfiguratorData; n: number } | null>(null);
  if (preview.data && preview.data !== shown?.data) setShown({ data: preview.data, n: (shown?.n ?? 0) + 1 });

  const errs: Errors = { ...previewErrors, ...saveErrors, ...local };
  /** The messages at a field: its own path and anything below it (`platform.memoryKinds.0`). */
  const err = (path: string) => {
    const found = Object.entries(errs)
      .filter(([k]) => k === path || k.startsWith(`${path}.`))
      .flatMap(([, m]) => m);
    return found.length ? found.join(' ') : undefined;
  };

  const save = useMutation({
    mutationFn: () => {
      const r = toDraft(getValues(), messages);
      setLocal(r.errors);
      if (!r.draft) throw new Error(t('editor.fixFields'));
      return saveConfiguration(productId, r.draft, config.version);
    },
    onMutate: () => setAnswer(null),
    onSuccess: (r) => {
      setSaveErrors({});
      setAnswer({ kind: 'success', text: r.changed ? t('editor.saved') : t('editor.unchanged') });
      onSaved(r.configuration);
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 422) {
        setSaveErrors(fieldErrorsOf(e.body));
        setAnswer({ kind: 'error', text: String((e.body as { message?: string })?.message ?? e.message) });
      } else setAnswer({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      if (e instanceof HttpError && e.status === 409) onStale();
    },
  });

  const vat = config.vatRate;
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
      <form
        noValidate
        className="min-w-0 space-y-6"
        data-testid="configurator-editor"
        onSubmit={(e) => void handleSubmit(() => save.mutate())(e)}
      >
        {config.updatedBy && config.version ? (
          <p className="text-sm text-slate-700" data-testid="configurator-last-changed">
            {t('editor.lastChanged', { by: config.updatedBy, at: date.format(new Date(config.version)) })}
          </p>
        ) : null}
        <fieldset className="card grid gap-3 p-4 sm:grid-cols-3">
          <legend className="px-1 text-lg font-semibold">{t('editor.platform')}</legend>
          {PLATFORM_FIELDS.map((f) => (
            <TextField
              key={f}
              label={t(`platform.${f}`)}
              required
              inputMode={TEXT_FIELDS.includes(f) ? undefined : 'numeric'}
              hint={f === 'memoryKinds' ? t('platform.memoryKindsHint') : undefined}
              error={err(`platform.${f}`)}
              registration={register(`platform.${f}`)}
            />
          ))}
        </fieldset>

        <section className="space-y-4" aria-labelledby="cfg-admin-groups">
          <h2 id="cfg-admin-groups" className="text-xl font-semibold">
            {t('editor.groups')}
          </h2>
          {groups.fields.map((g, gi) => (
            <GroupSection
              key={g.fid}
              index={gi}
              count={groups.fields.length}
              control={control}
              register={register}
              getValues={getValues}
              setValue={setValue}
              err={err}
              own={(path) => errs[path]?.join(' ')}
              vatRate={vat}
              onMove={(to) => {
                const [a, b] = [getValues(`groups.${gi}.sort`), getValues(`groups.${to}.sort`)];
                groups.move(gi, to);
                setValue(`groups.${to}.sort`, b);
                setValue(`groups.${gi}.sort`, a);
              }}
              onRemove={() => groups.remove(gi)}
            />
          ))}
          <button
            type="button"
            className="btn-secondary"
            onClick={() =>
              groups.append({
                id: null,
                partId: '',
                labelNl: '',
                labelEn: '',
                sort: (getValues('groups').at(-1)?.sort ?? 0) + 10,
                categoryId: '',
                maxQuantity: '0',
                priceBase: centsToEuros(0, locale),
                hardDiskRecalculate: false,
                quantityMinCategory: '',
                disabled: false,
                defaultKey: '',
                values: [],
              })
            }
          >
            {t('editor.addGroup')}
          </button>
        </section>

        <ReadOnlyParts config={config} />

        {answer ? (
          <FormMessage kind={answer.kind} testId="configurator-editor-message">
            {answer.text}
          </FormMessage>
        ) : null}
        <button
          type="submit"
          className="btn-primary"
          disabled={save.isPending}
          data-testid="configurator-save"
        >
          {t('editor.save')}
        </button>
      </form>

      <section
        className="card min-w-0 space-y-3 self-start p-4 lg:sticky lg:top-4"
        aria-labelledby="cfg-admin-preview"
        data-testid="configurator-preview"
      >
        <h2 id="cfg-admin-preview" className="text-xl font-semibold">
          {t('preview.title')}
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {preview.isFetching
            ? t('preview.loading')
            : Object.keys(previewErrors).length
              ? t('preview.refused')
              : t('preview.intro')}
        </p>
        {shown ? <ShopConfigurator key={shown.n} data={shown.data} locale={locale} /> : null}
      </section>
    </div>
  );
}

function GroupSection({
  index: gi,
  count,
  control,
  register,
  getValues,
  setValue,
  err,
  own,
  vatRate,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  getValues: UseFormGetValues<FormValues>;
  setValue: UseFormSetValue<FormValues>;
  err: (path: string) => string | undefined;
  /** Only the group's own reasons (`groups.3`), not its fields'. */
  own: (path: string) => string | undefined;
  vatRate: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('backoffice.configurator');
  const locale = useLocale();
  const values = useFieldArray({ control, name: `groups.${gi}.values`, keyName: 'fid' });
  const labelNl = useWatch({ control, name: `groups.${gi}.labelNl` });
  const labelEn = useWatch({ control, name: `groups.${gi}.labelEn` });
  const label = (locale === 'en' ? labelEn : labelNl) || t('editor.newGroup');
  const headingId = useId();
  const p = `groups.${gi}` as const;
  const groupError = own(p);
  const addValue = (part: StaffPart | null) =>
    values.append({
      key: newKey(),
      id: null,
      productId: part?.id ?? null,
      part,
      nameNl: '',
      nameEn: '',
      price: '',
      isBase: false,
      baseQuantity: '0',
      maxQuantity: '1',
      visible: true,
      sort: (getValues(`groups.${gi}.values`).at(-1)?.sort ?? 0) + 1,
      facts: part ? '' : '{"kind":"other"}',
    });
  return (
    <section
      className="card space-y-4 p-4"
      aria-labelledby={headingId}
      data-testid={`configurator-group-${gi}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {label}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={gi === 0}
            onClick={() => onMove(gi - 1)}
            aria-label={t('editor.groupUp', { group: label })}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={gi === count - 1}
            onClick={() => onMove(gi + 1)}
            aria-label={t('editor.groupDown', { group: label })}
          >
            ↓
          </button>
          <button type="button" className="btn-secondary" onClick={onRemove}>
            {t('editor.removeGroup', { group: label })}
          </button>
        </div>
      </div>
      {groupError ? (
        <p className="field-error" role="alert" data-testid={`configurator-group-${gi}-error`}>
          {groupError}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('group.partId')}
          required
          error={err(`${p}.partId`)}
          registration={register(`${p}.partId`)}
        />
        <TextField
          label={t('group.labelNl')}
          required
          error={err(`${p}.labelNl`)}
          registration={register(`${p}.labelNl`)}
        />
        <TextField
          label={t('group.labelEn')}
          required
          error={err(`${p}.labelEn`)}
          registration={register(`${p}.labelEn`)}
        />
        <TextField
          label={t('group.categoryId')}
          optional
          inputMode="numeric"
          hint={t('group.categoryHint')}
          error={err(`${p}.categoryId`)}
          registration={register(`${p}.categoryId`)}
        />
        <TextField
          label={t('group.maxQuantity')}
          inputMode="numeric"
          hint={t('group.zeroNoMax')}
          error={err(`${p}.maxQuantity`)}
          registration={register(`${p}.maxQuantity`)}
        />
        <TextField
          label={t('group.priceBase')}
          inputMode="decimal"
          error={err(`${p}.priceBase`)}
          registration={register(`${p}.priceBase`)}
        />
        <TextField
          label={t('group.quantityMinCategory')}
          optional
          inputMode="numeric"
          error={err(`${p}.quantityMinCategory`)}
          registration={register(`${p}.quantityMinCategory`)}
        />
        <CheckboxField
          label={t('group.hardDiskRecalculate')}
          registration={register(`${p}.hardDiskRecalculate`)}
        />
        <CheckboxField label={t('group.disabled')} registration={register(`${p}.disabled`)} />
      </div>

      <fieldset className="space-y-3">
        <legend className="font-semibold">{t('editor.values', { group: label })}</legend>
        <label className="flex min-h-11 items-center gap-2">
          <input type="radio" value="" {...register(`${p}.defaultKey`)} />
          {t('value.noDefault')}
        </label>
        {values.fields.length === 0 ? <p className="text-sm text-slate-700">{t('editor.noValues')}</p> : null}
        <ol className="space-y-3">
          {values.fields.map((v, vi) => (
            <ValueRow
              key={v.fid}
              gi={gi}
              vi={vi}
              count={values.fields.length}
              control={control}
              register={register}
              err={err}
              vatRate={vatRate}
              onMove={(to) => {
                // Neighbours swap places and sort numbers, so the others keep theirs.
                const [a, b] = [getValues(`${p}.values.${vi}.sort`), getValues(`${p}.values.${to}.sort`)];
                values.move(vi, to);
                setValue(`${p}.values.${to}.sort`, b);
                setValue(`${p}.values.${vi}.sort`, a);
              }}
              onRemove={() => values.remove(vi)}
            />
          ))}
        </ol>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <button type="button" className="btn-secondary" onClick={() => addValue(null)}>
          {t('editor.addOwnValue')}
        </button>
        <PartPicker group={label} onPick={addValue} />
      </div>
    </section>
  );
}

function ValueRow({
  gi,
  vi,
  count,
  control,
  register,
  err,
  vatRate,
  onMove,
  onRemove,
}: {
  gi: number;
  vi: number;
  count: number;
  control: Control<FormValues>;
  register: UseFormRegister<FormValues>;
  err: (path: string) => string | undefined;
  vatRate: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('backoffice.configurator');
  const locale = useLocale();
  const p = `groups.${gi}.values.${vi}` as const;
  const v = useWatch({ control, name: p });
  const priceId = useId();
  // A removed row renders once more before it unmounts.
  if (!v) return null;
  const name = v.part
    ? locale === 'en'
      ? v.part.nameEn
      : v.part.nameNl
    : (locale === 'en' ? v.nameEn : v.nameNl) || t('value.new');
  const typed = v.price.trim() === '' ? (v.part?.price ?? NaN) : eurosToCents(v.price);
  return (
    <li className="rounded border border-slate-200 p-3" data-testid={`configurator-value-${gi}-${vi}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label className="flex min-h-11 items-center gap-2 font-medium">
          <input type="radio" value={v.key} {...register(`groups.${gi}.defaultKey`)} />
          <span>
            {t('value.default')}
            <span className="sr-only">: {name}</span>
          </span>
        </label>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={vi === 0}
            onClick={() => onMove(vi - 1)}
            aria-label={t('value.up', { name })}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn-secondary"
            disabled={vi === count - 1}
            onClick={() => onMove(vi + 1)}
            aria-label={t('value.down', { name })}
          >
            ↓
          </button>
          <button
            type="button"
            className="btn-secondary"
            onClick={onRemove}
            aria-label={t('value.remove', { name })}
          >
            {t('value.removeShort')}
          </button>
        </div>
      </div>
      {v.part ? (
        <p className="text-sm" data-testid={`configurator-value-${gi}-${vi}-part`}>
          <strong>{v.part.article}</strong> · {name} ·{' '}
          {t('value.partPrice', { price: formatEuro(v.part.price, locale) })} ·{' '}
          {t('value.stock', { count: v.part.quantity })}
          {v.part.active ? null : <span className="text-sale"> · {t('value.inactive')}</span>}
        </p>
      ) : null}
      {err(`${p}.productId`) ? <p className="field-error">{err(`${p}.productId`)}</p> : null}
      {err(`${p}.isDefault`) ? <p className="field-error">{err(`${p}.isDefault`)}</p> : null}
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        {v.part ? null : (
          <>
            <TextField
              label={t('value.nameNl')}
              required
              error={err(`${p}.nameNl`)}
              registration={register(`${p}.nameNl`)}
            />
            <TextField
              label={t('value.nameEn')}
              required
              error={err(`${p}.nameEn`)}
              registration={register(`${p}.nameEn`)}
            />
          </>
        )}
        <TextField
          id={priceId}
          label={t('value.price')}
          required={!v.part}
          optional={!!v.part}
          inputMode="decimal"
          hint={
            <span aria-live="polite">
              {Number.isFinite(typed)
                ? t('value.inclVat', { rate: vatRate, amount: formatEuro(withVat(typed, vatRate), locale) })
                : null}
              {v.part ? ` ${t('value.priceHint')}` : null}
            </span>
          }
          error={err(`${p}.price`)}
          registration={register(`${p}.price`)}
          data-testid={`configurator-value-${gi}-${vi}-price`}
        />
        <TextField
          label={t('value.baseQuantity')}
          inputMode="numeric"
          error={err(`${p}.baseQuantity`)}
          registration={register(`${p}.baseQuantity`)}
        />
        <TextField
          label={t('value.maxQuantity')}
          inputMode="numeric"
          hint={t('group.zeroNoMax')}
          error={err(`${p}.maxQuantity`)}
          registration={register(`${p}.maxQuantity`)}
          data-testid={`configurator-value-${gi}-${vi}-max`}
        />
        <CheckboxField label={t('value.isBase')} registration={register(`${p}.isBase`)} />
        <CheckboxField label={t('value.visible')} registration={register(`${p}.visible`)} />
        {v.part ? null : (
          <Field
            id={`${priceId}-facts`}
            label={t('value.facts')}
            hint={`${t('value.factsHint')} {"kind":"cpu","socket":"LGA3647","tdp":125}`}
            error={err(`${p}.facts`)}
            className="sm:col-span-3"
          >
            {(aria) => (
              <TextArea {...aria} rows={2} className="font-mono text-sm" {...register(`${p}.facts`)} />
            )}
          </Field>
        )}
      </div>
    </li>
  );
}

/** Search the catalogue by article, SKU or name and add the chosen product as a value. */
function PartPicker({ group, onPick }: { group: string; onPick: (part: StaffPart) => void }) {
  const t = useTranslations('backoffice.configurator');
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const found = useQuery({
    queryKey: ['staff', 'configurator', 'parts', q],
    queryFn: ({ signal }) => searchParts(q, signal),
    enabled: q.length > 1,
    staleTime: 30_000,
  });
  const search = () => setQ(text.trim());
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-48 flex-1">
          <label htmlFor={id} className="field-label">
            {t('picker.label', { group })}
          </label>
          <Input
            id={id}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              // Enter searches here instead of saving the whole form.
              if (e.key === 'Enter') {
                e.preventDefault();
                search();
              }
            }}
          />
        </div>
        <button type="button" className="btn-secondary" onClick={search}>
          {t('picker.search')}
        </button>
      </div>
      {q.length > 1 && found.data ? (
        found.data.length ? (
          <ul className="space-y-1" aria-label={t('picker.results')}>
            {found.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <strong>{r.article}</strong> · {locale === 'en' ? r.nameEn : r.nameNl} ·{' '}
                  {formatEuro(r.price, locale)}
                </span>
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => {
                    onPick({
                      id: r.id,
                      nameNl: r.nameNl,
                      nameEn: r.nameEn,
                      article: r.article,
                      price: r.price,
                      quantity: r.quantity,
                      active: r.active,
                    });
                    setQ('');
                    setText('');
                  }}
                >
                  {t('picker.add', { article: r.article })}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">{t('picker.none')}</p>
        )
      ) : null}
    </div>
  );
}

/** Warranties and drive trays come with the product as they are; shown for reference. */
function ReadOnlyParts({ config }: { config: StaffConfigurator }) {
  const t = useTranslations('backoffice.configurator');
  const locale = useLocale();
  if (!config.warranties.length && !config.trays.length) return null;
  return (
    <section className="card space-y-2 p-4 text-sm" aria-labelledby="cfg-admin-fixed">
      <h2 id="cfg-admin-fixed" className="text-lg font-semibold">
        {t('editor.fixed')}
      </h2>
      <ul className="space-y-1">
        {config.warranties.map((w) => (
          <li key={w.productId}>
            {t('editor.warranty')}: <strong>{w.article}</strong> · {locale === 'en' ? w.nameEn : w.nameNl} ·{' '}
            {formatEuro(w.price, locale)}
          </li>
        ))}
        {config.trays.map((tr) => (
          <li key={tr.form}>
            {t('editor.tray', { form: tr.form, included: tr.included })}
            {tr.part ? ` · ${tr.part.article} · ${formatEuro(tr.part.price, locale)}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
