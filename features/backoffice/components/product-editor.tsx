'use client';

import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { localePath } from '@/lib/i18n/routing';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { formatEuro, withVat } from '@/lib/money';
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
  centsToEuros,
  eurosToCents,
  PRODUCT_CONDITIONS,
  PRODUCT_TYPE_VALUES,
  productFormSchema,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  type ProductFormValues,
} from '../product-schemas';
import { specMetric } from '../product-specs';
import { useNotice } from './content-forms';
import { CountedField, errorAt, RelatedSection, SpecsSection } from './product-editor-sections';
import type { StaffProductDetail } from '../server/products';
import { createProduct, saveProduct } from '../api/products-api';

type Values = z.output<typeof productFormSchema>;

const FIELDS = [
  'nameNl',
  'nameEn',
  'descriptionNl',
  'descriptionEn',
  'categoryId',
  'brand',
  'type',
  'condition',
  'article',
  'sku',
  'price',
  'priceOld',
  'sale',
  'saleEndsAt',
  'indefinitePeriod',
  'quantity',
  'active',
  'slug',
  'specs',
  'related',
  'warrantyMonths',
  'weight',
  'seoTitleNl',
  'seoTitleEn',
  'seoDescriptionNl',
  'seoDescriptionEn',
] as const;

/** Fields of the 422 answers the form can place: its own and its rows' ('specs.1.unit'). */
const placeable = (keys: string[]) => [
  ...FIELDS,
  ...keys.filter((k) => /^specs\.\d+\.(metric|key|labelNl|labelEn|value|unit)$/.test(k)),
];

/** The day (YYYY-MM-DD) of an instant in the staff member's time zone, for the date field. */
const dayOf = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * The product editor (create or edit): names and descriptions in both languages, classification, codes,
 * price in euros with the price incl. VAT shown, sale, stock, warranty and weight, publishing, the URL
 * name, spec rows with their units, related products, SEO title and description per language, and links
 * to preview the saved product in the shop in both languages. It is one form: one save sends everything
 * with the version the page loaded; a colleague's save in between is refused (409) with who and when,
 * and the page reloads the product as it is now.
 */
export function ProductEditor({
  product,
  categories,
  vatRate,
}: {
  product: StaffProductDetail | null;
  categories: { id: number; name: string }[];
  vatRate: number;
}) {
  const t = useTranslations('backoffice.products');
  const locale = useLocale();
  const router = useRouter();
  // Kept by the page's RecordVersion: the page remounts the form with each saved version.
  const [answer, setAnswer] = useNotice('save');
  const { register, handleSubmit, formState, setError, control, setValue } = useForm<
    ProductFormValues,
    unknown,
    Values
  >({
    resolver: useZodResolver(productFormSchema),
    defaultValues: {
      nameNl: product?.nameNl ?? '',
      nameEn: product?.nameEn ?? '',
      descriptionNl: product?.descriptionNl ?? '',
      descriptionEn: product?.descriptionEn ?? '',
      categoryId: product?.categoryId ?? categories[0]?.id ?? '',
      brand: product?.brand ?? '',
      type: product?.type ?? 2,
      condition: product?.condition ?? 'refurbished',
      article: product?.article ?? '',
      sku: product?.sku ?? '',
      price: product ? centsToEuros(product.price, locale) : '',
      priceOld: product?.priceOld != null ? centsToEuros(product.priceOld, locale) : '',
      sale: product?.sale ?? false,
      saleEndsAt: dayOf(product?.saleEndsAt ?? null),
      indefinitePeriod: product?.indefinitePeriod ?? false,
      quantity: String(product?.quantity ?? 0),
      active: product?.active ?? false,
      slug: product?.slug ?? '',
      specs: (product?.specs ?? []).map((s) => ({
        metric: specMetric(s.key) ? s.key : '',
        key: s.key,
        labelNl: s.labelNl,
        labelEn: s.labelEn,
        value: s.value,
        unit: s.unit ?? '',
        facet: s.facet,
      })),
      related: (product?.relatedProducts ?? []).map((r) => ({
        id: r.id,
        article: r.article,
        name: locale === 'en' ? r.nameEn : r.nameNl,
      })),
      warrantyMonths: String(product?.warrantyMonths ?? 12),
      weight: String(product?.weight ?? 1000),
      seoTitleNl: product?.seoTitleNl ?? '',
      seoTitleEn: product?.seoTitleEn ?? '',
      seoDescriptionNl: product?.seoDescriptionNl ?? '',
      seoDescriptionEn: product?.seoDescriptionEn ?? '',
    },
  });
  const mutation = useMutation({
    mutationFn: (v: Values) => (product ? saveProduct(product.id, product, v) : createProduct(v)),
    onSuccess: (r) => {
      if (product) {
        setAnswer({ kind: 'success', text: t('editor.saved') });
        router.refresh();
      } else router.push(`/staff/products/${r.product.id}`);
    },
    onError: (e) => {
      const body = e instanceof HttpError ? (e.body as { errors?: Record<string, unknown> } | null) : null;
      // A save (PUT) nests the product's fields under `product`: they belong at the same fields.
      if (body?.errors)
        body.errors = Object.fromEntries(
          Object.entries(body.errors).map(([k, v]) => [k.replace(/^product\./, ''), v]),
        );
      const text = applyServerErrors(e, setError, placeable(Object.keys(body?.errors ?? {})));
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  const hydrated = useHydrated();
  const err = (name: (typeof FIELDS)[number]) => errorAt(formState.errors, name);
  const form = { control, register, errors: formState.errors };
  const typed = eurosToCents(String(useWatch({ control, name: 'price' }) ?? ''));
  const sale = useWatch({ control, name: 'sale' });
  return (
    <form
      noValidate
      className="space-y-6"
      data-testid="product-editor"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      {/* Until the page has hydrated the fields are disabled: hydration would put back what the server
          rendered over anything typed before it (seen: '100,00' + '123,45' in the price field). */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-6 border-0 p-0">
        <fieldset className="card space-y-3 p-4">
          <legend className="px-1 text-lg font-semibold">{t('editor.names')}</legend>
          <TextField
            label={t('editor.nameNl')}
            required
            error={err('nameNl')}
            registration={register('nameNl')}
          />
          <TextField
            label={t('editor.nameEn')}
            required
            error={err('nameEn')}
            registration={register('nameEn')}
          />
          <Field id="product-description-nl" label={t('editor.descriptionNl')} error={err('descriptionNl')}>
            {(aria) => <TextArea {...aria} rows={5} {...register('descriptionNl')} />}
          </Field>
          <Field id="product-description-en" label={t('editor.descriptionEn')} error={err('descriptionEn')}>
            {(aria) => <TextArea {...aria} rows={5} {...register('descriptionEn')} />}
          </Field>
        </fieldset>
        <fieldset className="card grid gap-3 p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('editor.classification')}</legend>
          <SelectField
            label={t('editor.category')}
            error={err('categoryId')}
            registration={register('categoryId')}
          >
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <TextField label={t('editor.brand')} error={err('brand')} registration={register('brand')} />
          <SelectField label={t('editor.type')} error={err('type')} registration={register('type')}>
            {PRODUCT_TYPE_VALUES.map((v) => (
              <option key={v} value={v}>
                {t(`types.${v}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('editor.condition')}
            error={err('condition')}
            registration={register('condition')}
          >
            {PRODUCT_CONDITIONS.map((c) => (
              <option key={c} value={c}>
                {t(`conditions.${c}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('editor.article')}
            required
            error={err('article')}
            registration={register('article')}
            data-testid="product-article"
          />
          <TextField
            label={t('editor.sku')}
            required
            error={err('sku')}
            registration={register('sku')}
            data-testid="product-sku"
          />
        </fieldset>
        <fieldset className="card grid gap-3 p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('editor.prices')}</legend>
          <TextField
            label={t('editor.price')}
            required
            inputMode="decimal"
            hint={
              <span aria-live="polite" data-testid="product-price-incl">
                {Number.isFinite(typed)
                  ? t('editor.inclVat', {
                      rate: vatRate,
                      amount: formatEuro(withVat(typed, vatRate), locale),
                    })
                  : null}
              </span>
            }
            error={err('price')}
            registration={register('price')}
            data-testid="product-price"
          />
          <TextField
            label={t('editor.priceOld')}
            optional
            inputMode="decimal"
            hint={t('editor.priceOldHint')}
            error={err('priceOld')}
            registration={register('priceOld')}
          />
          <CheckboxField label={t('editor.sale')} error={err('sale')} registration={register('sale')} />
          {sale ? (
            <>
              <TextField
                label={t('editor.saleEndsAt')}
                type="date"
                error={err('saleEndsAt')}
                registration={register('saleEndsAt')}
              />
              <CheckboxField
                label={t('editor.indefinitePeriod')}
                error={err('indefinitePeriod')}
                registration={register('indefinitePeriod')}
              />
            </>
          ) : null}
        </fieldset>
        <fieldset className="card grid gap-3 p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('editor.stockAndPublish')}</legend>
          <TextField
            label={t('editor.quantity')}
            required
            inputMode="numeric"
            error={err('quantity')}
            registration={register('quantity')}
            data-testid="product-quantity"
          />
          <CheckboxField label={t('editor.active')} error={err('active')} registration={register('active')} />
          <TextField
            label={t('editor.warrantyMonths')}
            required
            inputMode="numeric"
            error={err('warrantyMonths')}
            registration={register('warrantyMonths')}
            data-testid="product-warranty"
          />
          <TextField
            label={t('editor.weight')}
            required
            inputMode="numeric"
            error={err('weight')}
            registration={register('weight')}
            data-testid="product-weight"
          />
        </fieldset>
        <SpecsSection {...form} setValue={setValue} />
        <RelatedSection {...form} productId={product?.id ?? null} />
        <fieldset className="card space-y-3 p-4">
          <legend className="px-1 text-lg font-semibold">{t('editor.url')}</legend>
          <TextField
            label={t('editor.slug')}
            required
            hint={t('editor.slugHint')}
            error={err('slug')}
            registration={register('slug')}
            data-testid="product-slug"
          />
        </fieldset>
        <fieldset className="card grid gap-3 p-4 sm:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('editor.seo')}</legend>
          <p className="text-sm text-slate-700 sm:col-span-2">{t('editor.seoHint')}</p>
          <CountedField {...form} name="seoTitleNl" label={t('editor.seoTitleNl')} max={SEO_TITLE_MAX} />
          <CountedField {...form} name="seoTitleEn" label={t('editor.seoTitleEn')} max={SEO_TITLE_MAX} />
          <CountedField
            {...form}
            name="seoDescriptionNl"
            label={t('editor.seoDescriptionNl')}
            max={SEO_DESCRIPTION_MAX}
            multiline
          />
          <CountedField
            {...form}
            name="seoDescriptionEn"
            label={t('editor.seoDescriptionEn')}
            max={SEO_DESCRIPTION_MAX}
            multiline
          />
        </fieldset>
        {product?.path ? (
          <section className="card space-y-2 p-4" aria-labelledby="product-preview-title">
            <h2 id="product-preview-title" className="text-lg font-semibold">
              {t('editor.preview')}
            </h2>
            <p className="text-sm text-slate-700">{t('editor.previewHint')}</p>
            <p className="flex flex-wrap gap-4">
              {/* The shop's own page: it shows an unpublished product to verified staff only. */}
              <a
                href={localePath('nl', product.path)}
                className="link inline-flex min-h-11 items-center"
                target="_blank"
                rel="noopener"
                hrefLang="nl"
                data-testid="product-preview-nl"
              >
                {t('editor.previewNl')}
              </a>
              <a
                href={localePath('en', product.path)}
                className="link inline-flex min-h-11 items-center"
                target="_blank"
                rel="noopener"
                hrefLang="en"
                data-testid="product-preview-en"
              >
                {t('editor.previewEn')}
              </a>
            </p>
          </section>
        ) : null}
        {answer ? (
          <FormMessage kind={answer.kind} testId="product-editor-message">
            {answer.text}
          </FormMessage>
        ) : null}
        <button type="submit" className="btn-primary" disabled={mutation.isPending}>
          {product ? t('editor.save') : t('editor.create')}
        </button>
      </fieldset>
    </form>
  );
}
