'use client';

import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { Field, RichTextField, TextArea, TextField, useZodResolver } from '@/components/forms/form-kit';
import { pageFieldsSchema, type EditablePage } from '../content-pages-schemas';
import { updatePage } from '../api/content-pages-api';
import { Answered, MoveButtons, useSave } from './content-forms';

type Values = z.input<typeof pageFieldsSchema>;
type Output = z.output<typeof pageFieldsSchema>;

/**
 * A content page in both languages: title and description (also for search engines) and its sections,
 * each a heading and rich text. Text sections can be added, removed and moved; sections the shop needs
 * (reviews, a brand's text) can be edited and moved only. Saving sends the version the page loaded.
 */
export function PageEditor({ page }: { page: EditablePage }) {
  const t = useTranslations('backoffice.content.pages');
  const { register, handleSubmit, formState, setError, control, getValues, setValue } = useForm<
    Values,
    unknown,
    Output
  >({
    resolver: useZodResolver(pageFieldsSchema),
    defaultValues: {
      titleNl: page.titleNl,
      titleEn: page.titleEn,
      descriptionNl: page.descriptionNl,
      descriptionEn: page.descriptionEn,
      sections: page.sections.map((s) => ({
        ref: s.ref,
        titleNl: s.titleNl,
        titleEn: s.titleEn,
        htmlNl: s.htmlNl,
        htmlEn: s.htmlEn,
      })),
    },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'sections' });
  const sectionFields = fields.flatMap((_, i) =>
    ['titleNl', 'titleEn', 'htmlNl', 'htmlEn'].map((f) => `sections.${i}.${f}`),
  );
  // The sections as stored: loaded with the page, then each save's answer. A section's ref is its place
  // in the stored page, so after a save the form's rows take the refs the answer gives them.
  const [stored, setStored] = useState(page.sections);
  const { mutation, answer } = useSave(
    (v: Output, version) => updatePage(page.slug, { ...v, updatedAt: version }),
    setError,
    ['titleNl', 'titleEn', 'descriptionNl', 'descriptionEn', 'sections', ...sectionFields],
    t('saved'),
    {
      version: page.updatedAt,
      onSaved: (saved) => {
        saved.sections.forEach((s, i) => setValue(`sections.${i}.ref`, s.ref));
        setStored(saved.sections);
      },
    },
  );
  const typeOf = (i: number) => stored.find((s) => s.ref === getValues(`sections.${i}.ref`));
  const e = formState.errors;
  return (
    <form
      noValidate
      className="space-y-6"
      data-testid="page-editor"
      onSubmit={(ev) => void handleSubmit((v) => mutation.mutate(v))(ev)}
    >
      <fieldset className="card space-y-4 p-4">
        <legend className="px-1 font-semibold">{t('seoLegend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="page-title-nl"
            label={t('titleNl')}
            lang="nl"
            required
            maxLength={120}
            error={e.titleNl?.message}
            registration={register('titleNl')}
          />
          <TextField
            id="page-title-en"
            label={t('titleEn')}
            lang="en"
            required
            maxLength={120}
            error={e.titleEn?.message}
            registration={register('titleEn')}
          />
          <Field
            id="page-description-nl"
            label={t('descriptionNl')}
            hint={t('descriptionHint')}
            optional
            error={e.descriptionNl?.message}
          >
            {(aria) => (
              <TextArea {...aria} lang="nl" rows={3} maxLength={300} {...register('descriptionNl')} />
            )}
          </Field>
          <Field
            id="page-description-en"
            label={t('descriptionEn')}
            hint={t('descriptionHint')}
            optional
            error={e.descriptionEn?.message}
          >
            {(aria) => (
              <TextArea {...aria} lang="en" rows={3} maxLength={300} {...register('descriptionEn')} />
            )}
          </Field>
        </div>
      </fieldset>
      <section aria-labelledby="page-sections-title" className="space-y-4">
        <h2 id="page-sections-title" className="text-xl font-semibold">
          {t('sectionsTitle')}
        </h2>
        {fields.map((f, i) => {
          const kept = typeOf(i);
          const fixed = !!kept && kept.type !== 'text';
          const se = e.sections?.[i];
          const type =
            !kept || kept.type === 'text'
              ? t('types.text')
              : kept.type === 'reviews'
                ? t('types.reviews')
                : kept.type === 'brand'
                  ? t('types.brand', { label: kept.label ?? '' })
                  : t('types.other', { label: kept.label ?? kept.type });
          return (
            <fieldset key={f.id} className="card space-y-4 p-4" data-testid="page-section">
              <legend className="px-1 font-semibold">
                {t('section', { n: i + 1 })} <span className="font-normal text-slate-600">({type})</span>
              </legend>
              {fixed ? <p className="text-sm text-slate-700">{t('fixedNote')}</p> : null}
              <div className="grid gap-4 lg:grid-cols-2">
                <div className="space-y-3" lang="nl">
                  <TextField
                    id={`section-${i}-title-nl`}
                    label={t('sectionTitleNl')}
                    lang="nl"
                    optional
                    maxLength={160}
                    error={se?.titleNl?.message}
                    registration={register(`sections.${i}.titleNl`)}
                  />
                  <RichTextField
                    control={control}
                    name={`sections.${i}.htmlNl`}
                    id={`section-${i}-text-nl`}
                    label={t('sectionTextNl')}
                    lang="nl"
                    error={se?.htmlNl?.message}
                  />
                </div>
                <div className="space-y-3" lang="en">
                  <TextField
                    id={`section-${i}-title-en`}
                    label={t('sectionTitleEn')}
                    lang="en"
                    optional
                    maxLength={160}
                    error={se?.titleEn?.message}
                    registration={register(`sections.${i}.titleEn`)}
                  />
                  <RichTextField
                    control={control}
                    name={`sections.${i}.htmlEn`}
                    id={`section-${i}-text-en`}
                    label={t('sectionTextEn')}
                    lang="en"
                    error={se?.htmlEn?.message}
                  />
                </div>
              </div>
              <MoveButtons
                move={(direction) => move(i, direction === 'up' ? i - 1 : i + 1)}
                labels={{
                  up: t('up'),
                  down: t('down'),
                  upLabel: t('upLabel', { n: i + 1 }),
                  downLabel: t('downLabel', { n: i + 1 }),
                }}
                first={i === 0}
                last={i === fields.length - 1}
                remove={
                  fixed
                    ? undefined
                    : { text: t('remove'), label: t('removeLabel', { n: i + 1 }), onRemove: () => remove(i) }
                }
              />
            </fieldset>
          );
        })}
        {e.sections?.message || e.sections?.root?.message ? (
          <p className="field-error" role="alert">
            {e.sections.message ?? e.sections.root?.message}
          </p>
        ) : null}
        <button
          type="button"
          className="btn-secondary"
          disabled={fields.length >= 30}
          onClick={() => append({ ref: null, titleNl: '', titleEn: '', htmlNl: '', htmlEn: '' })}
        >
          {t('addSection')}
        </button>
      </section>
      <Answered answer={answer} testId="page-message" />
      <button type="submit" className="btn-primary" disabled={mutation.isPending} data-testid="page-save">
        {t('save')}
      </button>
    </form>
  );
}
