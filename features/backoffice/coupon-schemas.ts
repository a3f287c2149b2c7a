import { z } from 'zod';
import { optionalText, requiredText } from '@/lib/form-fields';

/** Coupon codes as staff type them: letters, digits, '-' and '_', stored upper-case (the checkout's rule). */
const CODE = /^[A-Z0-9_-]{3,40}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** An amount in euros as staff type it: 25, 25,5, 25.50 (at most two decimals). */
const EURO = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** Euros as typed to cents (25,50 → 2550). */
export const euroToCents = (v: string) => Math.round(Number(v.trim().replace(',', '.')) * 100);
/** Cents as the form shows them in euros (2550 → '25,50' in Dutch, '25.50' in English). */
export const centsToEuro = (cents: number, locale: string) => {
  const text = (cents / 100).toFixed(2).replace(/\.00$/, '');
  return locale === 'nl' ? text.replace('.', ',') : text;
};

const code = z
  .string({ error: 'backoffice.coupons.validation.code' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(CODE, 'backoffice.coupons.validation.code'));

export const couponCodeParam = z.object({
  code: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(CODE)),
});

const limit = z
  .number({ error: 'backoffice.coupons.validation.limit' })
  .int('backoffice.coupons.validation.limit')
  .min(1, 'backoffice.coupons.validation.limit')
  .max(1_000_000, 'backoffice.coupons.validation.limit')
  .nullable()
  .default(null);
const day = z.string().regex(DAY, 'backoffice.coupons.validation.date').nullable().default(null);

/**
 * A coupon as the API takes it: `kind` with `value` (a whole percentage 1–100, or an amount excl. VAT in
 * cents above 0), optional validity days (Europe/Amsterdam, both included), limits and minimum order
 * (goods excl. VAT, cents), and the categories whose goods alone get the discount (empty: all goods). The
 * code is normalised upper-case.
 */
export const couponSchema = z
  .object({
    code,
    kind: z.enum(['percent', 'amount'], { error: 'backoffice.coupons.validation.kind' }),
    value: z
      .number({ error: 'backoffice.coupons.validation.value' })
      .int('backoffice.coupons.validation.value'),
    active: z.boolean().default(true),
    validFrom: day,
    validUntil: day,
    maxUses: limit,
    maxUsesPerCustomer: limit,
    minOrder: z
      .number({ error: 'backoffice.coupons.validation.minOrder' })
      .int('backoffice.coupons.validation.minOrder')
      .min(1, 'backoffice.coupons.validation.minOrder')
      .max(100_000_000, 'backoffice.coupons.validation.minOrder')
      .nullable()
      .default(null),
    note: optionalText(500).default(''),
    categoryIds: z
      .array(z.number().int().positive().max(2_147_483_647), {
        error: 'backoffice.coupons.validation.categories',
      })
      .max(50, 'backoffice.coupons.validation.categories')
      .default([])
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
  })
  .superRefine((v, ctx) => {
    const bad = v.kind === 'percent' ? v.value < 1 || v.value > 100 : v.value < 1 || v.value > 100_000_000;
    if (bad)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: `backoffice.coupons.validation.${v.kind === 'percent' ? 'percent' : 'amount'}`,
      });
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
      ctx.addIssue({ code: 'custom', path: ['validUntil'], message: 'backoffice.coupons.validation.until' });
  });
export type CouponInput = z.output<typeof couponSchema>;

/** PUT /api/staff/coupons/:code: the coupon and the version (`updatedAt`) the form was loaded with. */
export const couponEditSchema = couponSchema.and(z.object({ updatedAt: z.string().datetime() }));
export type CouponEditInput = z.output<typeof couponEditSchema>;

/** GET /api/staff/coupons: a page of coupons, searched by code, filtered on active/inactive. */
export const couponListQuerySchema = z.object({
  q: z.string().trim().max(40, 'validation.tooLong').optional(),
  state: z.enum(['all', 'active', 'inactive']).default('all'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type CouponListQuery = z.output<typeof couponListQuerySchema>;

/** The coupon form as staff fill it in (amounts in euros, empty fields: no limit); see `couponFormToInput`. */
export const couponFormSchema = z
  .object({
    code: requiredText(3, 40).pipe(
      z
        .string()
        .transform((v) => v.toUpperCase())
        .pipe(z.string().regex(CODE, 'backoffice.coupons.validation.code')),
    ),
    kind: z.enum(['percent', 'amount']),
    value: z.string().trim(),
    active: z.boolean(),
    validFrom: z.string().trim(),
    validUntil: z.string().trim(),
    maxUses: z.string().trim(),
    maxUsesPerCustomer: z.string().trim(),
    minOrder: z.string().trim(),
    note: z.string().trim().max(500, 'validation.tooLong'),
    categoryIds: z.array(z.string()),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'percent' && !(/^\d{1,3}$/.test(v.value) && +v.value >= 1 && +v.value <= 100))
      issue('value', 'backoffice.coupons.validation.percent');
    if (v.kind === 'amount' && !(EURO.test(v.value) && euroToCents(v.value) >= 1))
      issue('value', 'backoffice.coupons.validation.amount');
    if (v.minOrder && !(EURO.test(v.minOrder) && euroToCents(v.minOrder) >= 1))
      issue('minOrder', 'backoffice.coupons.validation.minOrder');
    for (const f of ['maxUses', 'maxUsesPerCustomer'] as const)
      if (v[f] && !(/^\d{1,7}$/.test(v[f]) && +v[f] >= 1)) issue(f, 'backoffice.coupons.validation.limit');
    for (const f of ['validFrom', 'validUntil'] as const)
      if (v[f] && !DAY.test(v[f])) issue(f, 'backoffice.coupons.validation.date');
    if (v.validFrom && v.validUntil && v.validUntil < v.validFrom)
      issue('validUntil', 'backoffice.coupons.validation.until');
  });
export type CouponFormValues = z.input<typeof couponFormSchema>;

/** The checked form as the API's body. */
export function couponFormToInput(v: z.output<typeof couponFormSchema>): z.input<typeof couponSchema> {
  return {
    code: v.code,
    kind: v.kind,
    value: v.kind === 'percent' ? Number(v.value) : euroToCents(v.value),
    active: v.active,
    validFrom: v.validFrom || null,
    validUntil: v.validUntil || null,
    maxUses: v.maxUses ? Number(v.maxUses) : null,
    maxUsesPerCustomer: v.maxUsesPerCustomer ? Number(v.maxUsesPerCustomer) : null,
    minOrder: v.minOrder ? euroToCents(v.minOrder) : null,
    note: v.note,
    categoryIds: v.categoryIds.map(Number),
  };
}

/** One named customer-status discount level (e.g. Goud, 8 %). */
export const statusLevelSchema = z.object({
  name: requiredText(1, 40),
  percent: z
    .number({ error: 'backoffice.coupons.validation.levelPercent' })
    .int('backoffice.coupons.validation.levelPercent')
    .min(0, 'backoffice.coupons.validation.levelPercent')
    .max(100, 'backoffice.coupons.validation.levelPercent'),
});
export type StatusLevel = z.output<typeof statusLevelSchema>;

/**
 * PUT /api/staff/status-levels: the whole list (at most 10, distinct names) and the version the form was
 * loaded with (null: never saved).
 */
export const statusLevelsSchema = z.object({
  levels: z
    .array(statusLevelSchema)
    .max(10, 'backoffice.coupons.validation.levelsMax')
    .superRefine((levels, ctx) => {
      const seen = new Set<string>();
      levels.forEach((l, i) => {
        const key = l.name.trim().toLowerCase();
        if (seen.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [i, 'name'],
            message: 'backoffice.coupons.validation.levelDuplicate',
          });
        seen.add(key);
      });
    }),
  updatedAt: z.string().datetime().nullable(),
});
export type StatusLevelsInput = z.output<typeof statusLevelsSchema>;

/** A coupon as the back office shows it (dates as days in Europe/Amsterdam, both included). */
export interface StaffCoupon {
  code: string;
  kind: 'percent' | 'amount';
  /** Whole percent, or cents excl. VAT. */
  value: number;
  active: boolean;
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  minOrder: number | null;
  note: string;
  /** Only goods of these categories (and subcategories) get the discount; empty: all goods. */
  categoryIds: number[];
  /** Confirmed (pending or paid) orders carrying the code. */
  uses: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface StaffCouponList {
  data: StaffCoupon[];
  meta: { total: number; page: number; perPage: number; lastPage: number };
}

/** The named status-discount levels and their version (null: never saved, the defaults). */
export interface StatusLevels {
  levels: StatusLevel[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** A category as the coupon form offers it: depth in the tree for indenting, name in the page's language. */
export interface CouponCategoryChoice {
  id: number;
  name: string;
  depth: number;
}
