import { z } from 'zod';
import { MAX_ID, recordId } from '@/lib/validation';
import { requiredText } from '@/lib/form-fields';
import { SPEC_UNITS, specMetric, specNum } from './product-specs';

/** Spec §3 product conditions (as lib/db/schema/catalog.ts; repeated so browser code needn't load the schema). */
export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'recertified'] as const;

export const productIdParam = z.object({ id: recordId() });

/** Below or at this many units a product counts as 'low' in the list's stock filter (0 is 'out'). */
export const LOW_STOCK = 5;

export const PRODUCT_SORTS = [
  'newest',
  'name',
  'price_asc',
  'price_desc',
  'stock_asc',
  'stock_desc',
  'article',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const PUBLISHED_FILTERS = ['yes', 'no'] as const;
/** Spec §3 product type enumeration: 0 geen, 1 zelf_samenstellen, 2 ready_to_go, 3 sale, 4 multibatch. */
export const PRODUCT_TYPE_VALUES = [0, 1, 2, 3, 4] as const;

const intIn = (min: number, max: number, message = 'validation.invalid') =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * GET /api/staff/products: a page of products, searched over names, article and SKU, filtered and sorted.
 */
export const productListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  category: recordId().optional(),
  condition: z.enum(PRODUCT_CONDITIONS).optional(),
  type: intIn(0, 4).optional(),
  stock: z.enum(STOCK_FILTERS).optional(),
  sale: z.enum(['1']).optional(),
  published: z.enum(PUBLISHED_FILTERS).optional(),
  sort: z.enum(PRODUCT_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

const CODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const cents = (message: string) =>
  z.number({ error: message }).int(message).min(0, message).max(100_000_000, message);

/** A spec metric key: the catalogue's own ('memory_size') or a custom one in the same form. */
const SPEC_KEY = /^[a-z][a-z0-9_]{1,39}$/;
export const MAX_SPECS = 60;
export const MAX_RELATED = 12;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** The brand filter's spec row follows the brand field (the server writes it), so the editor never lists it. */
export const BRAND_SPEC_KEY = 'brand';

type SpecLike = { key: string; value: string; unit: string | null };

/**
 * The rules both sides apply to a product's spec rows: keys unique (and not the brand's, which follows
 * the brand field), and a value with a unit must hold a quantity in that unit ('32 GB' for bytes).
 */
function checkSpecs(rows: SpecLike[], ctx: z.RefinementCtx, keyField: string) {
  const seen = new Set<string>();
  rows.forEach((r, i) => {
    if (r.key === BRAND_SPEC_KEY || seen.has(r.key))
      ctx.addIssue({
        code: 'custom',
        path: [i, keyField],
        message: 'backoffice.products.validation.specKeyTaken',
      });
    seen.add(r.key);
    if (r.unit && specNum(r.value, r.unit as (typeof SPEC_UNITS)[number], r.key) === undefined)
      ctx.addIssue({
        code: 'custom',
        path: [i, 'value'],
        message: 'backoffice.products.validation.specValue',
      });
  });
}

/** The base-unit number the server stores with a row (null for text and ratios). */
const withNum = <T extends SpecLike>(r: T) => ({
  ...r,
  num: r.unit ? (specNum(r.value, r.unit as (typeof SPEC_UNITS)[number], r.key) ?? null) : null,
});

const specUnit = z.enum(SPEC_UNITS, { error: 'backoffice.products.validation.specUnit' });

/** One spec row as the API takes it; `num` is derived from the value and unit on the server, never taken. */
const specRowSchema = z.object({
  key: z.string().trim().regex(SPEC_KEY, 'backoffice.products.validation.specKey'),
  labelNl: requiredText(1, 60),
  labelEn: requiredText(1, 60),
  value: requiredText(1, 120),
  unit: specUnit.nullable().default(null),
  facet: z.boolean().default(false),
});

const specsSchema = z
  .array(specRowSchema)
  .max(MAX_SPECS, 'backoffice.products.validation.specsMax')
  .default([])
  .superRefine((rows, ctx) => checkSpecs(rows, ctx, 'key'))
  .transform((rows) => rows.map(withNum));

const relatedSchema = z
  .array(recordId())
  .max(MAX_RELATED, 'backoffice.products.validation.relatedMax')
  .default([])
  .refine((ids) => new Set(ids).size === ids.length, 'backoffice.products.validation.relatedTwice');

/** Optional SEO text: blank means 'derive it' (null). */
const seoText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'validation.tooLong')
    .nullable()
    .default(null)
    .transform((v) => v || null);

const warrantySchema = z
  .number({ error: 'backoffice.products.validation.warranty' })
  .int('backoffice.products.validation.warranty')
  .min(0, 'backoffice.products.validation.warranty')
  .max(120, 'backoffice.products.validation.warranty');
const weightSchema = z
  .number({ error: 'backoffice.products.validation.weight' })
  .int('backoffice.products.validation.weight')
  .min(0, 'backoffice.products.validation.weight')
  .max(1_000_000, 'backoffice.products.validation.weight');

/**
 * A product as the editor saves it (PUT /api/staff/products/:id and POST /api/staff/products): prices in
 * cents excl. VAT. A sale without 'indefinite period' needs its end.
 */
export const productFieldsSchema = z
  .object({
    nameNl: requiredText(2, 200),
    nameEn: requiredText(2, 200),
    descriptionNl: z.string().max(20_000, 'validation.tooLong').default(''),
    descriptionEn: z.string().max(20_000, 'validation.tooLong').default(''),
    categoryId: recordId(),
    brand: z.string().trim().max(100, 'validation.tooLong').default(''),
    type: intIn(0, 4),
    condition: z.enum(PRODUCT_CONDITIONS, { error: 'validation.invalid' }),
    article: requiredText(2, 64).regex(CODE, 'backoffice.products.validation.code'),
    sku: requiredText(2, 64).regex(CODE, 'backoffice.products.validation.code'),
    price: cents('backoffice.products.validation.price'),
    priceOld: cents('backoffice.products.validation.price').nullable().default(null),
    sale: z.boolean().default(false),
    saleEndsAt: z.iso.datetime({ offset: true, error: 'validation.invalid' }).nullable().default(null),
    indefinitePeriod: z.boolean().default(false),
    quantity: z
      .number({ error: 'backoffice.products.validation.quantity' })
      .int('backoffice.products.validation.quantity')
      .min(0, 'backoffice.products.validation.quantity')
      .max(1_000_000, 'backoffice.products.validation.quantity'),
    active: z.boolean().default(false),
    slug: requiredText(2, 120).regex(SLUG, 'backoffice.products.validation.slug'),
    specs: specsSchema,
    related: relatedSchema,
    warrantyMonths: warrantySchema.default(12),
    weight: weightSchema.default(1000),
    seoTitleNl: seoText(SEO_TITLE_MAX),
    seoTitleEn: seoText(SEO_TITLE_MAX),
    seoDescriptionNl: seoText(SEO_DESCRIPTION_MAX),
    seoDescriptionEn: seoText(SEO_DESCRIPTION_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.sale && !v.indefinitePeriod && !v.saleEndsAt)
      ctx.addIssue({
        code: 'custom',
        path: ['saleEndsAt'],
        message: 'backoffice.products.validation.saleEnd',
      });
    if (v.priceOld !== null && v.priceOld <= v.price)
      ctx.addIssue({
        code: 'custom',
        path: ['priceOld'],
        message: 'backoffice.products.validation.priceOld',
      });
  });
export type ProductInput = z.output<typeof productFieldsSchema>;

/** PUT /api/staff/products/:id: the product and the `updatedAt` the form loaded, so a stale form is refused. */
export const productUpdateSchema = z.object({
  updatedAt: z.iso.datetime({ offset: true }),
  /** The stock the form showed: the stock field applies as the difference from it (see applyChange). */
  quantityFrom: z.number().int().min(-1_000_000).max(1_000_000),
  product: productFieldsSchema,
});

/** PATCH /api/staff/products/:id: a row's inline stock or price edit, with the version the row showed. */
export const productQuickEditSchema = z
  .object({
    updatedAt: z.iso.datetime({ offset: true }),
    /** The stock the row showed (required with `quantity`): applied as the difference from it. */
    quantityFrom: z.number().int().min(-1_000_000).max(1_000_000).optional(),
    price: cents('backoffice.products.validation.price').optional(),
    quantity: z
      .number({ error: 'backoffice.products.validation.quantity' })
      .int('backoffice.products.validation.quantity')
      .min(0, 'backoffice.products.validation.quantity')
      .max(1_000_000, 'backoffice.products.validation.quantity')
      .optional(),
  })
  .refine((v) => v.price !== undefined || v.quantity !== undefined, {
    path: ['quantity'],
    message: 'validation.required',
  })
  .refine((v) => v.quantity === undefined || v.quantityFrom !== undefined, {
    path: ['quantityFrom'],
    message: 'validation.required',
  });
export type ProductQuickEditInput = z.input<typeof productQuickEditSchema>;

/**
 * POST /api/staff/products/bulk: publish or unpublish the selected products, or change their prices by a
 * percentage (−90 … +500, two decimals); `preview` answers the new prices without changing anything.
 */
export const productBulkSchema = z.discriminatedUnion('action', [
  z.object({
    action: z.enum(['publish', 'unpublish']),
    ids: z.array(recordId()).min(1, 'backoffice.products.validation.select').max(500),
  }),
  z.object({
    action: z.literal('price'),
    ids: z.array(recordId()).min(1, 'backoffice.products.validation.select').max(500),
    percent: z
      .number({ error: 'backoffice.products.validation.percent' })
      .min(-90, 'backoffice.products.validation.percent')
      .max(500, 'backoffice.products.validation.percent')
      .refine((p) => p !== 0 && Math.round(p * 100) === p * 100, 'backoffice.products.validation.percent'),
    preview: z.boolean().default(false),
  }),
]);
export type ProductBulkInput = z.output<typeof productBulkSchema>;
export type ProductBulkBody = z.input<typeof productBulkSchema>;

/** Euros as typed ('12,50', '12.5', '1.234,56') to cents; NaN when it is not an amount. */
export function eurosToCents(text: string): number {
  const t = text.trim().replace(/\s|€/g, '');
  if (!/^\d{1,3}([.,]?\d{3})*([.,]\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(t)) return NaN;
  const m = /[.,](\d{1,2})$/.exec(t);
  const whole = (m ? t.slice(0, m.index) : t).replace(/[.,]/g, '');
  const frac = m ? m[1].padEnd(2, '0') : '00';
  return Number(whole) * 100 + Number(frac);
}

/** Cents as the form shows them (12,50 in Dutch, 12.50 in English), without thousands separators. */
export const centsToEuros = (cents: number, locale: string) =>
  (cents / 100).toFixed(2).replace('.', locale === 'nl' ? ',' : '.');

/** A new price after a percentage change, rounded to whole cents (never below 0). */
export const priceAfterPercent = (price: number, percent: number) =>
  Math.max(0, Math.round((price * (100 + percent)) / 100));

const euros = (message: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      const c = eurosToCents(v);
      if (!Number.isFinite(c) || c > 100_000_000) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return c;
    });

/** A whole number as typed into a text field. */
const wholeNumber = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, message)
    .transform(Number);

/**
 * A spec row as the editor holds it: `metric` is a known metric's key (its labels come with it) or ''
 * for a custom one with its own key and labels; `unit` '' is none.
 */
const specFormRow = z
  .object({
    metric: z.string(),
    key: z.string().trim(),
    labelNl: z.string().trim().max(60, 'validation.tooLong'),
    labelEn: z.string().trim().max(60, 'validation.tooLong'),
    value: requiredText(1, 120),
    unit: z.union([z.literal(''), specUnit]),
    facet: z.boolean(),
  })
  .superRefine((r, ctx) => {
    if (r.metric && specMetric(r.metric)) return;
    if (!SPEC_KEY.test(r.key))
      ctx.addIssue({ code: 'custom', path: ['key'], message: 'backoffice.products.validation.specKey' });
    if (!r.labelNl) ctx.addIssue({ code: 'custom', path: ['labelNl'], message: 'validation.required' });
    if (!r.labelEn) ctx.addIssue({ code: 'custom', path: ['labelEn'], message: 'validation.required' });
  });

/**
 * The editor's form: prices typed in euros, stock as typed, the sale's end as a day (the sale runs to the
 * end of that day in the staff member's time zone). Its output is what the API takes.
 */
export const productFormSchema = z
  .object({
    nameNl: requiredText(2, 200),
    nameEn: requiredText(2, 200),
    descriptionNl: z.string().max(20_000, 'validation.tooLong'),
    descriptionEn: z.string().max(20_000, 'validation.tooLong'),
    categoryId: z.coerce
      .number({ error: 'backoffice.products.validation.category' })
      .int()
      .positive()
      .max(MAX_ID),
    brand: z.string().trim().max(100, 'validation.tooLong'),
    type: intIn(0, 4),
    condition: z.enum(PRODUCT_CONDITIONS, { error: 'validation.invalid' }),
    article: requiredText(2, 64).regex(CODE, 'backoffice.products.validation.code'),
    sku: requiredText(2, 64).regex(CODE, 'backoffice.products.validation.code'),
    price: euros('backoffice.products.validation.price'),
    priceOld: z.union([z.literal('').transform(() => null), euros('backoffice.products.validation.price')]),
    sale: z.boolean(),
    saleEndsAt: z.union([
      z.literal('').transform(() => null),
      z.iso.date({ error: 'validation.invalid' }).transform((d) => new Date(`${d}T23:59:59`).toISOString()),
    ]),
    indefinitePeriod: z.boolean(),
    quantity: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, 'backoffice.products.validation.quantity')
      .transform(Number),
    active: z.boolean(),
    slug: requiredText(2, 120).regex(SLUG, 'backoffice.products.validation.slug'),
    specs: z
      .array(specFormRow)
      .max(MAX_SPECS, 'backoffice.products.validation.specsMax')
      .transform((rows) =>
        rows.map(({ metric, key, labelNl, labelEn, value, unit, facet }) => {
          const known = metric ? specMetric(metric) : undefined;
          return {
            key: known ? known.key : key,
            labelNl: known ? known.labelNl : labelNl,
            labelEn: known ? known.labelEn : labelEn,
            value,
            unit: unit || null,
            facet,
          };
        }),
      )
      .superRefine((rows, ctx) => checkSpecs(rows, ctx, 'metric'))
      .transform((rows) => rows.map(withNum)),
    related: z
      .array(z.object({ id: z.number(), article: z.string(), name: z.string() }))
      .max(MAX_RELATED, 'backoffice.products.validation.relatedMax')
      .transform((rows) => rows.map((r) => r.id)),
    warrantyMonths: wholeNumber('backoffice.products.validation.warranty').pipe(warrantySchema),
    weight: wholeNumber('backoffice.products.validation.weight').pipe(weightSchema),
    seoTitleNl: seoText(SEO_TITLE_MAX),
    seoTitleEn: seoText(SEO_TITLE_MAX),
    seoDescriptionNl: seoText(SEO_DESCRIPTION_MAX),
    seoDescriptionEn: seoText(SEO_DESCRIPTION_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.sale && !v.indefinitePeriod && !v.saleEndsAt)
      ctx.addIssue({
        code: 'custom',
        path: ['saleEndsAt'],
        message: 'backoffice.products.validation.saleEnd',
      });
    if (v.priceOld !== null && v.priceOld <= v.price)
      ctx.addIssue({
        code: 'custom',
        path: ['priceOld'],
        message: 'backoffice.products.validation.priceOld',
      });
  });
export type ProductFormValues = z.input<typeof productFormSchema>;
