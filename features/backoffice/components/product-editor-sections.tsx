'use client';

import { useDeferredValue, useId, useState } from 'react';
import {
  get,
  useFieldArray,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useLocale, useTranslations } from 'next-intl';
import { useQuery } from '@/lib/query';
import { CheckboxField, Field, Input, SelectField, TextArea, TextField } from '@/components/forms/form-kit';
import { FACET_KEYS, formatSpecValue } from '@/features/catalog/client';
import { MAX_RELATED, MAX_SPECS, type ProductFormValues } from '../product-schemas';
import { SPEC_METRICS, SPEC_UNITS, specMetric, specNum, type SpecUnit } from '../product-specs';
import { searchProducts } from '../api/products-api';

type Form = {
  control: Control<ProductFormValues, unknown, unknown>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
};

/** A field's message: the resolver keys nested fields flat ('specs.1.value'), react-hook-form's get reads both. */
export const errorAt = (errors: FieldErrors<ProductFormValues>, name: string): string | undefined =>
  (errors as Record<string, { message?: string } | undefined>)[name]?.message ??
  (get(errors, name) as { message?: string } | undefined)?.message;

const moveButton = 'btn-secondary min-h-11 min-w-11 px-2';

/** The metrics the shop's filter panel offers: a row of one is a filter by default. */
const FILTER_KEYS = new Set<string>(FACET_KEYS);

/**
 * The product's spec rows: a known metric (its labels and unit come with it, the filter flag defaults
 * from it) or a custom key with its own labels; the value typed with its unit, shown as the shop will
 * show it. Rows are added, removed and moved with buttons, so the keyboard does it all.
 */
export function SpecsSection({
  control,
  register,
  errors,
  setValue,
}: Form & { setValue: UseFormSetValue<ProductFormValues> }) {
  const t = useTranslations('backoffice.products.editor');
  const locale = useLocale();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'specs' });
  const rows = useWatch({ control, name: 'specs' }) ?? [];
  const metrics = [...SPEC_METRICS]
    .filter((m) => m.key !== 'brand')
    .sort((a, b) =>
      (locale === 'en' ? a.labelEn : a.labelNl).localeCompare(locale === 'en' ? b.labelEn : b.labelNl),
    );
  const headingId = useId();
  return (
    <section className="card space-y-3 p-4" aria-labelledby={headingId} data-testid="product-specs">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('specs')}
      </h2>
      <p className="text-sm text-slate-700">{t('specsHint')}</p>
      {fields.length === 0 ? <p className="text-sm text-slate-700">{t('noSpecs')}</p> : null}
      <ol className="space-y-3">
        {fields.map((field, i) => {
          const row = rows[i];
          const n = i + 1;
          const custom = !row?.metric;
          const unit = (row?.unit || null) as SpecUnit | null;
          const key = row?.metric || row?.key || '';
          const num = unit && row?.value ? specNum(row.value, unit, key) : undefined;
          const shown =
            row?.value && (num !== undefined || !unit)
              ? formatSpecValue({ value: row.value, num: num ?? null, unit }, locale)
              : null;
          const metricRegistration = register(`specs.${i}.metric`, {
            onChange: (e: { target: { value: string } }) => {
              const m = specMetric(e.target.value);
              if (!m) return;
              setValue(`specs.${i}.unit`, m.unit ?? '');
              setValue(`specs.${i}.facet`, FILTER_KEYS.has(m.key));
            },
          });
          return (
            <li key={field.id} data-testid="product-spec-row">
              <fieldset className="grid gap-3 rounded-md border border-slate-300 p-3 sm:grid-cols-2">
                <legend className="px-1 text-sm font-semibold">{t('specRow', { n })}</legend>
                <SelectField
                  label={t('specMetric')}
                  error={errorAt(errors, `specs.${i}.metric`)}
                  registration={metricRegistration}
                >
                  <option value="">{t('specCustom')}</option>
                  {metrics.map((m) => (
                    <option key={m.key} value={m.key}>
                      {locale === 'en' ? m.labelEn : m.labelNl}
                      {m.unit ? ` (${m.unit})` : ''}
                    </option>
                  ))}
                </SelectField>
                {custom ? (
                  <>
                    <TextField
                      label={t('specKey')}
                      hint={t('specKeyHint')}
                      required
                      error={errorAt(errors, `specs.${i}.key`)}
                      registration={register(`specs.${i}.key`)}
                    />
                    <TextField
                      label={t('specLabelNl')}
                      required
                      error={errorAt(errors, `specs.${i}.labelNl`)}
                      registration={register(`specs.${i}.labelNl`)}
                    />
                    <TextField
                      label={t('specLabelEn')}
                      required
                      error={errorAt(errors, `specs.${i}.labelEn`)}
                      registration={register(`specs.${i}.labelEn`)}
                    />
                  </>
                ) : null}
                <TextField
                  label={t('specValue')}
                  required
                  hint={shown ? t('specParsed', { value: shown }) : undefined}
                  error={errorAt(errors, `specs.${i}.value`)}
                  registration={register(`specs.${i}.value`)}
                  data-testid="product-spec-value"
                />
                <SelectField
                  label={t('specUnit')}
                  error={errorAt(errors, `specs.${i}.unit`)}
                  registration={register(`specs.${i}.unit`)}
                >
                  <option value="">{t('specNoUnit')}</option>
                  {SPEC_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </SelectField>
                <CheckboxField label={t('specFacet')} registration={register(`specs.${i}.facet`)} />
                <div className="flex flex-wrap gap-2 sm:col-span-2">
                  <button
                    type="button"
                    className={moveButton}
                    onClick={() => move(i, i - 1)}
                    disabled={i === 0}
                    aria-label={t('specUp', { n })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={moveButton}
                    onClick={() => move(i, i + 1)}
                    disabled={i === fields.length - 1}
                    aria-label={t('specDown', { n })}
                  >
                    ↓
                  </button>
                  <button type="button" className="btn-secondary min-h-11" onClick={() => remove(i)}>
                    {t('specRemove', { n })}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="btn-secondary min-h-11"
        disabled={fields.length >= MAX_SPECS}
        onClick={() =>
          append(
            { metric: '', key: '', labelNl: '', labelEn: '', value: '', unit: '', facet: false },
            { shouldFocus: true },
          )
        }
        data-testid="product-spec-add"
      >
        {t('specAdd')}
      </button>
      {errorAt(errors, 'specs') ? <p className="field-error">{errorAt(errors, 'specs')}</p> : null}
    </section>
  );
}

/**
 * The related products ('similar products' on the product page): found by article or name through the
 * product list's search, kept in order, at most MAX_RELATED, never the product itself.
 */
export function RelatedSection({ control, errors, productId }: Form & { productId: number | null }) {
  const t = useTranslations('backoffice.products.editor');
  const locale = useLocale();
  // Rows keep their product `id`; the field array's own row key goes under `key`.
  const { fields, append, remove, move } = useFieldArray({ control, name: 'related', keyName: 'key' });
  const [q, setQ] = useState('');
  const search = useDeferredValue(q.trim());
  const found = useQuery({
    queryKey: ['staff', 'products', 'search', search],
    queryFn: () => searchProducts(search),
    enabled: search.length >= 2,
    staleTime: 30_000,
  });
  const results = (found.data ?? []).filter((p) => p.id !== productId && !fields.some((f) => f.id === p.id));
  const full = fields.length >= MAX_RELATED;
  const headingId = useId();
  const searchId = useId();
  const error = errorAt(errors, 'related');
  return (
    <section className="card space-y-3 p-4" aria-labelledby={headingId} data-testid="product-related">
      <h2 id={headingId} className="text-lg font-semibold">
        {t('related')}
      </h2>
      <p className="text-sm text-slate-700">{t('relatedHint', { max: MAX_RELATED })}</p>
      {fields.length === 0 ? <p className="text-sm text-slate-700">{t('relatedNone')}</p> : null}
      <ol className="space-y-2">
        {fields.map((item, i) => {
          const label = `${item.article} · ${item.name}`;
          return (
            <li
              key={item.key}
              className="flex flex-wrap items-center gap-2 text-sm"
              data-testid="product-related-item"
            >
              <span className="grow">{label}</span>
              <button
                type="button"
                className={moveButton}
                onClick={() => move(i, i - 1)}
                disabled={i === 0}
                aria-label={t('relatedUp', { name: item.article })}
              >
                ↑
              </button>
              <button
                type="button"
                className={moveButton}
                onClick={() => move(i, i + 1)}
                disabled={i === fields.length - 1}
                aria-label={t('relatedDown', { name: item.article })}
              >
                ↓
              </button>
              <button
                type="button"
                className="btn-secondary min-h-11"
                onClick={() => remove(i)}
                aria-label={t('relatedRemove', { name: item.article })}
              >
                ×
              </button>
            </li>
          );
        })}
      </ol>
      {error ? (
        <p className="field-error" data-testid="product-related-error">
          {error}
        </p>
      ) : null}
      {full ? (
        <p className="text-sm text-slate-700">{t('relatedFull', { max: MAX_RELATED })}</p>
      ) : (
        <Field id={searchId} label={t('relatedSearch')}>
          {(aria) => (
            <Input
              {...aria}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              // Enter in the search must not submit the product form.
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault();
              }}
              data-testid="product-related-search"
            />
          )}
        </Field>
      )}
      {!full && search.length >= 2 && found.data ? (
        results.length ? (
          <ul aria-label={t('relatedResults')} className="space-y-1" aria-live="polite">
            {results.map((p) => {
              const name = locale === 'en' ? p.nameEn : p.nameNl;
              return (
                <li key={p.id}>
                  <button
                    type="button"
                    className="link min-h-11 text-left"
                    onClick={() => append({ id: p.id, article: p.article, name })}
                    data-testid="product-related-result"
                  >
                    {t('relatedAdd', { name: `${p.article} · ${name}` })}
                  </button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-slate-700" aria-live="polite">
            {t('relatedNoResults')}
          </p>
        )
      ) : null}
    </section>
  );
}

/** A text field with its length counted against the maximum, for the SEO title and description. */
export function CountedField({
  control,
  register,
  errors,
  name,
  label,
  max,
  multiline = false,
}: Form & {
  name: 'seoTitleNl' | 'seoTitleEn' | 'seoDescriptionNl' | 'seoDescriptionEn';
  label: string;
  max: number;
  multiline?: boolean;
}) {
  const t = useTranslations('backoffice.products.editor');
  const id = useId();
  const value = String(useWatch({ control, name }) ?? '');
  const count = value.trim().length;
  const counter = (
    <span className={count > max ? 'font-semibold text-red-800' : undefined} data-testid={`${name}-count`}>
      {t('counter', { count, max })}
    </span>
  );
  return (
    <Field id={id} label={label} optional hint={counter} error={errorAt(errors, name)}>
      {(aria) =>
        multiline ? (
          <TextArea {...aria} rows={3} {...register(name)} data-testid={`product-${name}`} />
        ) : (
          <Input {...aria} {...register(name)} data-testid={`product-${name}`} />
        )
      }
    </Field>
  );
}
