'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@/lib/query';
import { HttpError, fieldErrorsOf } from '@/lib/http/errors';
import {
  applyServerErrors,
  Field,
  FormMessage,
  Input,
  TextField,
  useZodResolver,
} from '@/components/forms/form-kit';
import {
  IMAGE_MAX_BYTES,
  IMAGE_MAX_FILES,
  IMAGE_MAX_SIDE,
  IMAGE_MIN_SIDE,
  IMAGE_TYPES,
  productImagesFormSchema,
  type ProductImagesForm,
  type StaffProductImage,
  type StaffProductImages,
} from '../product-image-schemas';
import {
  deleteProductImage,
  fetchProductImages,
  productImagesKey,
  saveProductImages,
  uploadProductImages,
} from '../api/product-images-api';

type Row = ProductImagesForm['images'][number];
const rowOf = (i: Row): Row => ({ id: i.id, altNl: i.altNl, altEn: i.altEn });

/**
 * What the form shows after the server answered an upload or a removal: the form's own order and unsaved
 * alt texts for the images it had, images it did not have appended, removed ones gone.
 */
function merge(current: Row[], list: StaffProductImage[]): Row[] {
  const byId = new Map(list.map((i) => [i.id, i]));
  const kept = current.filter((r) => byId.has(r.id));
  const added = list.filter((i) => !current.some((r) => r.id === i.id)).map(rowOf);
  return [...kept, ...added];
}

/**
 * The product editor's images: upload (several at once), thumbnails, alt texts in both languages, order by
 * keyboard (move up/down, the new position announced), removal after a confirmation, and one save of
 * order and alt texts with the version loaded (a colleague's change in between is refused, not
 * overwritten).
 */
export function ProductImages({ productId }: { productId: number }) {
  const t = useTranslations('backoffice.products.images');
  const queryClient = useQueryClient();
  const key = productImagesKey(productId);
  // Only this editor's own answers update the list (never a background refetch), so the version it saves
  // with is always the one its form is based on.
  const query = useQuery({
    queryKey: key,
    queryFn: () => fetchProductImages(productId),
    staleTime: Infinity,
  });
  const data = query.data;
  const form = useForm<ProductImagesForm, unknown, ProductImagesForm>({
    resolver: useZodResolver(productImagesFormSchema),
    defaultValues: { images: [] },
  });
  const { fields, move } = useFieldArray({ control: form.control, name: 'images', keyName: 'key' });
  const values = useWatch({ control: form.control, name: 'images' });
  const [announce, setAnnounce] = useState('');
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [stale, setStale] = useState(false);
  const mode = useRef<'reset' | 'merge'>('reset');
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>());

  // A new list from the server: on first load or after a save or reload the form takes it as it is;
  // after an upload or removal the form keeps its unsaved order and alt texts.
  useEffect(() => {
    if (!data) return;
    const images =
      mode.current === 'merge' ? merge(form.getValues('images'), data.images) : data.images.map(rowOf);
    form.reset({ images }, { keepErrors: false });
    mode.current = 'reset';
  }, [data, form]);

  const byId = new Map((data?.images ?? []).map((i) => [i.id, i]));
  const dirty =
    !!data &&
    JSON.stringify((values ?? []).map((r) => [r.id, r.altNl, r.altEn])) !==
      JSON.stringify(data.images.map((i) => [i.id, i.altNl, i.altEn]));

  const took = (list: StaffProductImages, how: 'reset' | 'merge') => {
    mode.current = how;
    queryClient.setQueryData(key, list);
  };

  const save = useMutation({
    mutationFn: (v: ProductImagesForm) =>
      saveProductImages(productId, { version: data?.version ?? null, images: v.images.map(rowOf) }),
    onMutate: () => setMessage(null),
    onSuccess: (list) => {
      took(list, 'reset');
      setMessage({ kind: 'success', text: t('saved') });
    },
    onError: (e) => {
      if (e instanceof HttpError && e.status === 409) setStale(true);
      const fieldNames = (form.getValues('images') ?? []).flatMap((_, i) => [
        `images.${i}.altNl`,
        `images.${i}.altEn`,
      ]);
      const text = applyServerErrors(e, form.setError, fieldNames);
      if (text) setMessage({ kind: 'error', text });
    },
  });

  const reload = async () => {
    setStale(false);
    setMessage(null);
    mode.current = 'reset';
    await query.refetch();
  };

  if (query.isPending)
    return (
      <Section title={t('title')}>
        <p role="status" data-testid="product-images-loading">
          {t('loading')}
        </p>
      </Section>
    );
  if (query.isError || !data)
    return (
      <Section title={t('title')}>
        <FormMessage kind="error" testId="product-images-load-error">
          {t('loadError')}
        </FormMessage>
        <button type="button" className="btn-secondary" onClick={() => void query.refetch()}>
          {t('retry')}
        </button>
      </Section>
    );

  const total = fields.length;
  const moveTo = (from: number, to: number, which: 'up' | 'down') => {
    const id = fields[from].key;
    move(from, to);
    setAnnounce(t('moved', { n: to + 1, total }));
    // Focus stays with the image that moved: on the same button, or the other one at the list's end.
    requestAnimationFrame(() => {
      const atEnd = (which === 'up' && to === 0) || (which === 'down' && to === total - 1);
      moveButtons.current.get(`${id}:${atEnd ? (which === 'up' ? 'down' : 'up') : which}`)?.focus();
    });
  };

  return (
    <Section title={t('title')}>
      <p className="text-sm text-slate-700">
        {t('intro', {
          maxMb: IMAGE_MAX_BYTES / 1024 / 1024,
          max: IMAGE_MAX_FILES,
          minSide: IMAGE_MIN_SIDE,
          maxSide: IMAGE_MAX_SIDE,
        })}
      </p>
      {data.updatedBy && data.version ? (
        <p className="text-sm text-slate-700" data-testid="product-images-last-changed">
          {t('lastChanged', {
            by: data.updatedBy,
            at: new Intl.DateTimeFormat(undefined, {
              dateStyle: 'medium',
              timeStyle: 'short',
              timeZone: 'Europe/Amsterdam',
            }).format(new Date(data.version)),
          })}
        </p>
      ) : null}
      <UploadForm
        productId={productId}
        onUploaded={(list, count) => {
          took(list, 'merge');
          setMessage({ kind: 'success', text: t('uploaded', { count }) });
        }}
      />
      {total === 0 && data.images.length === 0 ? (
        <p className="text-sm text-slate-700" data-testid="product-images-empty">
          {t('empty')}
        </p>
      ) : (
        <form
          noValidate
          className="space-y-4"
          data-testid="product-images-form"
          onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
        >
          <h3 className="sr-only">{t('list')}</h3>
          <ol className="space-y-3">
            {fields.map((f, i) => {
              const image = byId.get(f.id);
              const errors = form.formState.errors.images?.[i];
              return (
                <li
                  key={f.key}
                  className="flex flex-col gap-3 rounded-md border border-slate-200 p-3 sm:flex-row"
                  data-testid="product-image"
                  data-image-id={f.id}
                >
                  {image ? (
                    // eslint-disable-next-line @next/next/no-img-element -- stored variants and seeded SVGs from /media
                    <img
                      src={image.thumb}
                      alt={t('thumbAlt', { n: i + 1 })}
                      width={160}
                      height={120}
                      className="h-[120px] w-[160px] shrink-0 rounded bg-slate-50 object-contain"
                    />
                  ) : null}
                  <div className="min-w-0 flex-1 space-y-2">
                    <h4 className="font-semibold">{t('position', { n: i + 1, total })}</h4>
                    <div className="grid gap-2 sm:grid-cols-2">
                      <TextField
                        id={`product-image-${f.id}-alt-nl`}
                        label={t('altNl')}
                        lang="nl"
                        maxLength={200}
                        error={errors?.altNl?.message}
                        registration={form.register(`images.${i}.altNl`)}
                      />
                      <TextField
                        id={`product-image-${f.id}-alt-en`}
                        label={t('altEn')}
                        lang="en"
                        maxLength={200}
                        error={errors?.altEn?.message}
                        registration={form.register(`images.${i}.altEn`)}
                      />
                    </div>
                    <p className="text-xs text-slate-600">{t('altHint')}</p>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className="btn-secondary"
                        disabled={i === 0}
                        ref={(el) => void moveButtons.current.set(`${f.key}:up`, el)}
                        onClick={() => moveTo(i, i - 1, 'up')}
                        data-testid="product-image-up"
                      >
                        {t('moveUp', { n: i + 1 })}
                      </button>
                      <button
                        type="button"
                        className="btn-secondary"
                        disabled={i === total - 1}
                        ref={(el) => void moveButtons.current.set(`${f.key}:down`, el)}
                        onClick={() => moveTo(i, i + 1, 'down')}
                        data-testid="product-image-down"
                      >
                        {t('moveDown', { n: i + 1 })}
                      </button>
                      <RemoveButton
                        productId={productId}
                        imageId={f.id}
                        version={data.version}
                        n={i + 1}
                        onRemoved={(list) => {
                          took(list, 'merge');
                          setMessage({ kind: 'success', text: t('removed') });
                        }}
                        onError={(text) => setMessage({ kind: 'error', text })}
                      />
                    </div>
                  </div>
                </li>
              );
            })}
          </ol>
          {dirty ? (
            <p className="text-sm text-slate-700" data-testid="product-images-unsaved">
              {t('unsaved')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn-primary"
              disabled={save.isPending}
              data-testid="product-images-save"
            >
              {save.isPending ? t('saving') : t('save')}
            </button>
            {stale ? (
              <button
                type="button"
                className="btn-secondary"
                onClick={() => void reload()}
                data-testid="product-images-reload"
              >
                {t('reload')}
              </button>
            ) : null}
          </div>
        </form>
      )}
      <p className="sr-only" role="status" aria-live="polite" data-testid="product-images-announce">
        {announce}
      </p>
      {message ? (
        <FormMessage kind={message.kind} testId="product-images-message">
          {message.text}
        </FormMessage>
      ) : null}
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section className="card space-y-4 p-4" aria-labelledby={id} data-testid="product-images">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The labelled file input (several files, the accepted types) and its upload; refusals at the field. */
function UploadForm({
  productId,
  onUploaded,
}: {
  productId: number;
  onUploaded: (list: StaffProductImages, count: number) => void;
}) {
  const t = useTranslations('backoffice.products.images');
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadProductImages(productId, files),
    onMutate: () => setError(null),
    onSuccess: (list, files) => {
      if (input.current) input.current.value = '';
      onUploaded(list, files.length);
    },
    onError: (e) => {
      const files = e instanceof HttpError && e.status === 422 ? fieldErrorsOf(e.body).files : undefined;
      setError(files?.length ? files.join('\n') : e instanceof Error ? e.message : String(e));
      input.current?.focus();
    },
  });
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-3"
      data-testid="product-images-upload"
      onSubmit={(e) => {
        e.preventDefault();
        const files = [...(input.current?.files ?? [])];
        if (!files.length) {
          setError(t('validation.none'));
          input.current?.focus();
          return;
        }
        if (files.length > IMAGE_MAX_FILES) {
          setError(t('validation.tooMany', { max: IMAGE_MAX_FILES }));
          input.current?.focus();
          return;
        }
        upload.mutate(files);
      }}
    >
      <Field
        id={`product-images-files-${productId}`}
        label={t('upload')}
        error={error ?? undefined}
        className="min-w-0 flex-1 [&_.field-error]:whitespace-pre-line"
      >
        {(aria) => (
          <Input
            {...aria}
            ref={input}
            type="file"
            name="files"
            multiple
            accept={IMAGE_TYPES.join(',')}
            data-testid="product-images-files"
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn-primary"
        disabled={upload.isPending}
        data-testid="product-images-submit"
      >
        {upload.isPending ? t('uploading') : t('upload')}
      </button>
    </form>
  );
}

/** Remove, then a second explicit confirmation (or cancel) before the image goes. */
function RemoveButton({
  productId,
  imageId,
  version,
  n,
  onRemoved,
  onError,
}: {
  productId: number;
  imageId: number;
  /** The list's version this form shows. */
  version: string | null;
  n: number;
  onRemoved: (list: StaffProductImages) => void;
  onError: (text: string) => void;
}) {
  const t = useTranslations('backoffice.products.images');
  const [confirming, setConfirming] = useState(false);
  const confirm = useRef<HTMLButtonElement>(null);
  const remove = useMutation({
    mutationFn: () => deleteProductImage(productId, imageId, version),
    onSuccess: onRemoved,
    onError: (e) => onError(e instanceof Error ? e.message : String(e)),
  });
  useEffect(() => {
    if (confirming) confirm.current?.focus();
  }, [confirming]);
  if (!confirming)
    return (
      <button
        type="button"
        className="btn-secondary"
        onClick={() => setConfirming(true)}
        data-testid="product-image-remove"
      >
        {t('remove', { n })}
      </button>
    );
  return (
    <>
      <button
        ref={confirm}
        type="button"
        className="btn-primary bg-red-700 hover:bg-red-800"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        data-testid="product-image-remove-confirm"
      >
        {t('confirmRemove', { n })}
      </button>
      <button type="button" className="btn-secondary" onClick={() => setConfirming(false)}>
        {t('cancel')}
      </button>
    </>
  );
}
