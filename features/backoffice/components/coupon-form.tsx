'use client';

import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError } from '@/lib/http/errors';
import { formatEuro } from '@/lib/money';
import { computePrices } from '@/features/cart/client';
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
  centsToEuro,
  couponFormSchema,
  couponFormToInput,
  euroToCents,
  type CouponCategoryChoice,
  type CouponFormValues,
  type StaffCoupon,
} from '../coupon-schemas';
import { createCoupon, deactivateCoupon, updateCoupon } from '../api/coupons-api';
import { useNotice } from './content-forms';

type Answer = { kind: 'error' | 'success'; text: string } | null;
const FIELDS = [
  'code',
  'kind',
  'value',
  'active',
  'validFrom',
  'validUntil',
  'maxUses',
  'maxUsesPerCustomer',
  'minOrder',
  'note',
  'categoryIds',
] as const;
const EURO = /^\d{1,7}(?:[.,]\d{1,2})?$/;

function initial(coupon: StaffCoupon | null, locale: string): CouponFormValues {
  if (!coupon)
    return {
      code: '',
      kind: 'percent',
      value: '',
      active: true,
      validFrom: '',
      validUntil: '',
      maxUses: '',
      maxUsesPerCustomer: '',
      minOrder: '',
      note: '',
      categoryIds: [],
    };
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? String(coupon.value) : centsToEuro(coupon.value, locale),
    active: coupon.active,
    validFrom: coupon.validFrom ?? '',
    validUntil: coupon.validUntil ?? '',
    maxUses: coupon.maxUses === null ? '' : String(coupon.maxUses),
    maxUsesPerCustomer: coupon.maxUsesPerCustomer === null ? '' : String(coupon.maxUsesPerCustomer),
    minOrder: coupon.minOrder === null ? '' : centsToEuro(coupon.minOrder, locale),
    note: coupon.note,
    categoryIds: coupon.categoryIds.map(String),
  };
}

/**
 * What the coupon takes off an example cart total (goods excl. VAT) that staff type, computed with the
 * checkout's own `computePrices`, so the preview is exactly what a shopper would get.
 */
function CouponPreview({
  kind,
  value,
  minOrder,
  vatRate,
  limited,
}: {
  kind: 'percent' | 'amount';
  value: string;
  minOrder: string;
  vatRate: number;
  /** Limited to categories: the example counts as goods of those categories. */
  limited: boolean;
}) {
  const t = useTranslations('backoffice.coupons');
  const locale = useLocale();
  const id = useId();
  const [example, setExample] = useState('100');
  const exampleOk = EURO.test(example.trim());
  const goods = exampleOk ? euroToCents(example) : 0;
  const valueOk =
    kind === 'percent' ? /^\d{1,3}$/.test(value) && +value >= 1 && +value <= 100 : EURO.test(value);
  const min = minOrder && EURO.test(minOrder) ? euroToCents(minOrder) : null;
  const coupon = valueOk
    ? {
        code: 'PREVIEW',
        percent: kind === 'percent' ? Number(value) : null,
        amount: kind === 'amount' ? euroToCents(value) : null,
        minOrder: min,
      }
    : null;
  const lines = [{ price: goods, quantity: 1 }];
  const before = computePrices({ lines, vatRate });
  const after = computePrices({ lines, coupon, vatRate });
  const off = before.priceFullWithNDS - after.priceFullWithNDS;
  return (
    <section className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('preview.title')}
      </h3>
      <TextField
        label={t('preview.example')}
        hint={limited ? t('preview.exampleHintCategories') : t('preview.exampleHint')}
        inputMode="decimal"
        className="mt-2 max-w-48"
        value={example}
        onChange={(e) => setExample(e.target.value)}
        error={exampleOk ? undefined : t('validation.amount')}
        data-testid="coupon-preview-example"
      />
      {exampleOk && coupon ? (
        <div aria-live="polite" className="mt-2 text-sm" data-testid="coupon-preview">
          {min !== null && goods < min ? (
            <p>{t('preview.belowMinimum', { amount: formatEuro(min, locale) })}</p>
          ) : (
            <dl className="grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1">
              <dt>{t('preview.discountExcl')}</dt>
              <dd className="tabular-nums" data-testid="coupon-preview-excl">
                {formatEuro(after.couponDiscount, locale)}
              </dd>
              <dt>{t('preview.discountIncl', { rate: vatRate })}</dt>
              <dd className="tabular-nums" data-testid="coupon-preview-incl">
                {formatEuro(off, locale)}
              </dd>
              <dt>{t('preview.total')}</dt>
              <dd className="tabular-nums">
                {t('preview.totalValue', {
                  excl: formatEuro(after.priceNet, locale),
                  incl: formatEuro(after.priceFullWithNDS, locale),
                })}
              </dd>
            </dl>
          )}
        </div>
      ) : null}
    </section>
  );
}

/**
 * A coupon's form: new (code free to choose) or an edit of an existing one, sent with the version it was
 * loaded with so a colleague's change in between is refused with who/when. With the effect preview.
 */
export function CouponForm({
  coupon,
  vatRate,
  categories,
}: {
  coupon: StaffCoupon | null;
  vatRate: number;
  categories: CouponCategoryChoice[];
}) {
  const categoriesId = useId();
  const t = useTranslations('backoffice.coupons');
  const locale = useLocale();
  const router = useRouter();
  // On a coupon's page, kept by its RecordVersion: the page remounts the form with each saved version.
  const [answer, setAnswer] = useNotice('save');
  const { register, handleSubmit, formState, setError, control, reset } = useForm<
    z.input<typeof couponFormSchema>,
    unknown,
    z.output<typeof couponFormSchema>
  >({ resolver: useZodResolver(couponFormSchema), defaultValues: initial(coupon, locale) });
  const mutation = useMutation({
    mutationFn: (v: z.output<typeof couponFormSchema>) => {
      const body = couponFormToInput(v);
      return coupon
        ? updateCoupon(coupon.code, { ...body, updatedAt: coupon.updatedAt })
        : createCoupon(body);
    },
    onSuccess: (r) => {
      setAnswer({
        kind: 'success',
        text: t(r.repeated ? 'form.repeated' : coupon ? 'form.saved' : 'form.created', {
          code: r.coupon.code,
        }),
      });
      if (!coupon) reset(initial(null, locale));
      router.refresh();
    },
    onError: (e) => {
      const text = applyServerErrors(e, setError, FIELDS);
      setAnswer(text ? { kind: 'error', text } : null);
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  const [kind, value, minOrder, chosen] = useWatch({
    control,
    name: ['kind', 'value', 'minOrder', 'categoryIds'],
  });
  const err = (f: (typeof FIELDS)[number]) => formState.errors[f]?.message;
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="coupon-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.code')}
          hint={coupon ? t('form.codeFixed') : t('form.codeHint')}
          required
          readOnly={!!coupon}
          maxLength={40}
          autoCapitalize="characters"
          error={err('code')}
          registration={register('code')}
          data-testid="coupon-code"
        />
        <SelectField label={t('form.kind')} error={err('kind')} registration={register('kind')}>
          <option value="percent">{t('kinds.percent')}</option>
          <option value="amount">{t('kinds.amount')}</option>
        </SelectField>
        <TextField
          label={kind === 'percent' ? t('form.percent') : t('form.amount')}
          hint={kind === 'percent' ? t('form.percentHint') : t('form.amountHint')}
          required
          inputMode={kind === 'percent' ? 'numeric' : 'decimal'}
          error={err('value')}
          registration={register('value')}
          data-testid="coupon-value"
        />
        <TextField
          label={t('form.minOrder')}
          hint={t('form.minOrderHint')}
          optional
          inputMode="decimal"
          error={err('minOrder')}
          registration={register('minOrder')}
          data-testid="coupon-min-order"
        />
        <TextField
          label={t('form.validFrom')}
          optional
          type="date"
          error={err('validFrom')}
          registration={register('validFrom')}
        />
        <TextField
          label={t('form.validUntil')}
          hint={t('form.validUntilHint')}
          optional
          type="date"
          error={err('validUntil')}
          registration={register('validUntil')}
          data-testid="coupon-valid-until"
        />
        <TextField
          label={t('form.maxUses')}
          hint={t('form.limitHint')}
          optional
          inputMode="numeric"
          error={err('maxUses')}
          registration={register('maxUses')}
        />
        <TextField
          label={t('form.maxUsesPerCustomer')}
          hint={t('form.limitHint')}
          optional
          inputMode="numeric"
          error={err('maxUsesPerCustomer')}
          registration={register('maxUsesPerCustomer')}
        />
      </div>
      <fieldset
        className="space-y-2"
        aria-describedby={`${categoriesId}-hint${err('categoryIds') ? ` ${categoriesId}-error` : ''}`}
        data-testid="coupon-categories"
      >
        <legend className="field-label">{t('form.categories')}</legend>
        <p id={`${categoriesId}-hint`} className="text-xs text-slate-600">
          {t('form.categoriesHint')}
        </p>
        <div className="grid max-h-64 gap-1 overflow-y-auto rounded-md border border-slate-200 p-2 sm:grid-cols-2">
          {categories.map((c) => (
            <label
              key={c.id}
              className="flex min-h-11 items-center gap-2 text-sm"
              style={{ paddingLeft: `${c.depth * 1.25}rem` }}
            >
              <input
                type="checkbox"
                value={String(c.id)}
                className="size-5 shrink-0 accent-brand-600"
                aria-invalid={err('categoryIds') ? true : undefined}
                {...register('categoryIds')}
              />
              {c.name}
            </label>
          ))}
        </div>
        {err('categoryIds') ? (
          <p id={`${categoriesId}-error`} className="field-error">
            {err('categoryIds')}
          </p>
        ) : null}
      </fieldset>
      <Field id="coupon-note" label={t('form.note')} optional error={err('note')}>
        {(aria) => <TextArea {...aria} rows={2} maxLength={500} {...register('note')} />}
      </Field>
      <CheckboxField label={t('form.active')} error={err('active')} registration={register('active')} />
      <CouponPreview
        kind={kind}
        value={value.trim()}
        minOrder={minOrder.trim()}
        vatRate={vatRate}
        limited={Array.isArray(chosen) && chosen.length > 0}
      />
      {answer ? (
        <FormMessage kind={answer.kind} testId="coupon-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {coupon ? t('form.save') : t('form.create')}
      </button>
    </form>
  );
}

/** Deactivate a coupon: the checkout refuses it from then on; it can be switched on again in the form. */
export function CouponDeactivate({ code }: { code: string }) {
  const t = useTranslations('backoffice.coupons');
  const router = useRouter();
  const [answer, setAnswer] = useState<Answer>(null);
  const mutation = useMutation({
    mutationFn: () => deactivateCoupon(code),
    onSuccess: (r) => {
      setAnswer({
        kind: 'success',
        text: t(r.repeated ? 'deactivate.repeated' : 'deactivate.done', { code }),
      });
      router.refresh();
    },
    onError: (e) => setAnswer({ kind: 'error', text: e instanceof Error ? e.message : String(e) }),
  });
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={mutation.isPending}
        onClick={() => mutation.mutate()}
        data-testid="coupon-deactivate"
      >
        {t('deactivate.button')}
      </button>
      {answer ? <FormMessage kind={answer.kind}>{answer.text}</FormMessage> : null}
    </div>
  );
}
