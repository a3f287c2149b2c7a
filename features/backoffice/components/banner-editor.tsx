'use client';

import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError, fieldErrorsOf } from '@/lib/http/errors';
import {
  CheckboxField,
  Field,
  FormMessage,
  SelectField,
  TextArea,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import { bannerFieldsSchema, USP_ICONS, uspsFieldsSchema, type UspItem } from '../content-pages-schemas';
import {
  createBanner,
  deleteBanner,
  moveBanner,
  saveUsps,
  updateBanner,
  uploadBannerImage,
} from '../api/content-pages-api';
import { Answered, ConfirmDelete, MoveButtons, ServerMoveButtons, useSave } from './content-forms';

type BannerValues = z.input<typeof bannerFieldsSchema>;
type BannerOutput = z.output<typeof bannerFieldsSchema>;

/**
 * A home banner in both languages: title, text, link, image (a stored one, or a new upload checked by the
 * server) and whether the shop shows it. Without `banner` it adds one; saving an existing one sends the
 * version it loaded.
 */
export function BannerForm({
  banner,
  images,
}: {
  banner?: BannerOutput & { id: number; updatedAt: string };
  images: string[];
}) {
  const t = useTranslations('backoffice.content.banners');
  const router = useRouter();
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<
    BannerValues,
    unknown,
    BannerOutput
  >({
    resolver: useZodResolver(bannerFieldsSchema),
    defaultValues: banner ?? {
      titleNl: '',
      titleEn: '',
      textNl: '',
      textEn: '',
      link: '',
      image: '',
      active: true,
    },
  });
  const { mutation, answer } = useSave(
    (v: BannerOutput, version) =>
      banner ? updateBanner(banner.id, { ...v, updatedAt: version }) : createBanner(v),
    setError,
    ['titleNl', 'titleEn', 'textNl', 'textEn', 'link', 'image'],
    banner ? t('saved') : t('created'),
    {
      version: banner?.updatedAt,
      after: banner ? undefined : (r) => router.push(`/staff/content/banners/${r.id}`),
    },
  );
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [upload, setUpload] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const uploading = useMutation({
    mutationFn: uploadBannerImage,
    onSuccess: ({ path }) => {
      setUploaded((u) => [...u, path]);
      setValue('image', path, { shouldDirty: true });
      setUpload({ kind: 'success', text: t('uploaded') });
    },
    onError: (e) =>
      setUpload({
        kind: 'error',
        text:
          e instanceof HttpError && e.status === 422
            ? (fieldErrorsOf(e.body).file?.join(' ') ?? e.message)
            : e instanceof Error
              ? e.message
              : String(e),
      }),
  });
  const image = useWatch({ control, name: 'image' });
  const choices = [...new Set([...images, ...uploaded, ...(banner?.image ? [banner.image] : [])])];
  const e = formState.errors;
  const prefix = banner ? `banner-${banner.id}` : 'banner-new';
  return (
    <form
      noValidate
      className="card space-y-4 p-4"
      data-testid="banner-form"
      onSubmit={(ev) => void handleSubmit((v) => mutation.mutate(v))(ev)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${prefix}-title-nl`}
          label={t('titleNl')}
          lang="nl"
          required
          maxLength={160}
          error={e.titleNl?.message}
          registration={register('titleNl')}
        />
        <TextField
          id={`${prefix}-title-en`}
          label={t('titleEn')}
          lang="en"
          required
          maxLength={160}
          error={e.titleEn?.message}
          registration={register('titleEn')}
        />
        <Field id={`${prefix}-text-nl`} label={t('textNl')} optional error={e.textNl?.message}>
          {(aria) => <TextArea {...aria} lang="nl" rows={3} maxLength={500} {...register('textNl')} />}
        </Field>
        <Field id={`${prefix}-text-en`} label={t('textEn')} optional error={e.textEn?.message}>
          {(aria) => <TextArea {...aria} lang="en" rows={3} maxLength={500} {...register('textEn')} />}
        </Field>
      </div>
      <TextField
        id={`${prefix}-link`}
        label={t('link')}
        hint={t('linkHint')}
        optional
        maxLength={500}
        error={e.link?.message}
        registration={register('link')}
      />
      <div className="grid gap-4 sm:grid-cols-[1fr_16rem]">
        <div className="space-y-3">
          <SelectField label={t('image')} error={e.image?.message} registration={register('image')}>
            <option value="">{t('imageNone')}</option>
            {choices.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
          <Field id={`${prefix}-upload`} label={t('upload')} hint={t('uploadHint')} optional>
            {(aria) => (
              <input
                {...aria}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="block min-h-11 text-sm"
                disabled={uploading.isPending}
                onChange={(ev) => {
                  const file = ev.target.files?.[0];
                  if (file) uploading.mutate(file);
                  ev.target.value = '';
                }}
                data-testid="banner-upload"
              />
            )}
          </Field>
          {upload ? (
            <FormMessage kind={upload.kind} testId="banner-upload-message">
              {upload.text}
            </FormMessage>
          ) : null}
        </div>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- a stored /media image, any size
          <img src={image} alt={t('preview')} className="w-full rounded border border-slate-200" />
        ) : null}
      </div>
      <CheckboxField label={t('activeField')} registration={register('active')} />
      <Answered answer={answer} testId="banner-message" />
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {banner ? t('save') : t('create')}
      </button>
    </form>
  );
}

/** Up and down buttons for a banner (the server swaps it with its neighbour). */
export function BannerMoveButtons({
  id,
  title,
  first,
  last,
}: {
  id: number;
  title: string;
  first: boolean;
  last: boolean;
}) {
  const t = useTranslations('backoffice.content.banners');
  return (
    <ServerMoveButtons
      move={(direction) => moveBanner(id, { direction })}
      labels={{
        up: t('up'),
        down: t('down'),
        upLabel: t('upLabel', { title }),
        downLabel: t('downLabel', { title }),
      }}
      first={first}
      last={last}
      testId="banner"
    />
  );
}

/** Deletes a banner after a second, explicit confirmation; back to the list afterwards. */
export function BannerDelete({ id, updatedAt }: { id: number; updatedAt: string }) {
  const t = useTranslations('backoffice.content.banners');
  return (
    <ConfirmDelete
      remove={(version) => deleteBanner(id, version)}
      updatedAt={updatedAt}
      after="/staff/content/banners"
      labels={{ delete: t('delete'), confirm: t('deleteConfirm') }}
      testId="banner-delete"
    />
  );
}

type UspValues = z.input<typeof uspsFieldsSchema>;
type UspOutput = z.output<typeof uspsFieldsSchema>;

/** The USP bar's points in both languages: add, remove, reorder (buttons), each with its icon. */
export function UspsForm({ items, updatedAt }: { items: UspItem[]; updatedAt: string }) {
  const t = useTranslations('backoffice.content.usps');
  const { register, handleSubmit, formState, setError, control } = useForm<UspValues, unknown, UspOutput>({
    resolver: useZodResolver(uspsFieldsSchema),
    defaultValues: { items },
  });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'items' });
  const names = fields.flatMap((_, i) => [`items.${i}.icon`, `items.${i}.textNl`, `items.${i}.textEn`]);
  const { mutation, answer } = useSave(
    (v: UspOutput, version) => saveUsps({ ...v, updatedAt: version }),
    setError,
    ['items', ...names],
    t('saved'),
    { version: updatedAt },
  );
  const e = formState.errors.items;
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="usps-form"
      onSubmit={(ev) => void handleSubmit((v) => mutation.mutate(v))(ev)}
    >
      <ol className="space-y-4">
        {fields.map((f, i) => (
          <li key={f.id} className="card p-4" data-testid="usp-item">
            <fieldset className="space-y-3">
              <legend className="font-semibold">{t('legend', { n: i + 1 })}</legend>
              <SelectField
                label={t('icon')}
                error={e?.[i]?.icon?.message}
                registration={register(`items.${i}.icon`)}
              >
                {USP_ICONS.map((icon) => (
                  <option key={icon} value={icon}>
                    {t(`icons.${icon}`)}
                  </option>
                ))}
              </SelectField>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  id={`usp-${i}-nl`}
                  label={t('textNl')}
                  lang="nl"
                  required
                  maxLength={80}
                  error={e?.[i]?.textNl?.message}
                  registration={register(`items.${i}.textNl`)}
                />
                <TextField
                  id={`usp-${i}-en`}
                  label={t('textEn')}
                  lang="en"
                  required
                  maxLength={80}
                  error={e?.[i]?.textEn?.message}
                  registration={register(`items.${i}.textEn`)}
                />
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
                remove={{
                  text: t('remove'),
                  label: t('removeLabel', { n: i + 1 }),
                  onRemove: () => remove(i),
                  disabled: fields.length <= 1,
                }}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {e?.message || e?.root?.message ? (
        <p className="field-error" role="alert">
          {e.message ?? e.root?.message}
        </p>
      ) : null}
      <button
        type="button"
        className="btn-secondary"
        disabled={fields.length >= 6}
        onClick={() => append({ icon: 'truck', textNl: '', textEn: '' })}
      >
        {t('add')}
      </button>
      <Answered answer={answer} testId="usps-message" />
      <button type="submit" className="btn-primary ml-2" disabled={mutation.isPending}>
        {t('save')}
      </button>
    </form>
  );
}
