'use client';

import { useId, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { useRouter } from '@/lib/i18n/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { HttpError, fieldErrorsOf } from '@/lib/http/errors';
import { formatEuro } from '@/lib/money';
import { computePrices } from '@/features/cart/client';
import { FormMessage, TextField, useZodResolver } from '@/components/forms/form-kit';
import { euroToCents, statusLevelsSchema, type StatusLevels } from '../coupon-schemas';
import { saveStatusLevels } from '../api/coupons-api';

const formSchema = z.object({ levels: statusLevelsSchema.shape.levels });
type FormIn = z.input<typeof formSchema>;
type FormOut = z.output<typeof formSchema>;
const EURO = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/**
 * The named customer-status discount levels (presets staff pick on a customer's page), with what each
 * takes off an example amount, computed with the checkout's `computePrices`.
 */
export function StatusLevelsForm({ stored, vatRate }: { stored: StatusLevels; vatRate: number }) {
  const t = useTranslations('backoffice.coupons');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [answer, setAnswer] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [example, setExample] = useState('1000');
  const flat = useZodResolver(formSchema);
  // The kit's resolver answers flat paths ('levels.1.name'); this form's array fields read them nested.
  const resolver: Resolver<FormIn, unknown, FormOut> = async (values, context, options) => {
    const result = await flat(values, context, options);
    const nested: Record<string, unknown> = {};
    for (const [path, error] of Object.entries(result.errors)) {
      const keys = path.split('.');
      let at = nested;
      keys.slice(0, -1).forEach((k) => (at = (at[k] ??= {}) as Record<string, unknown>));
      at[keys[keys.length - 1]] = error;
    }
    return { ...result, errors: nested } as Awaited<ReturnType<typeof flat>>;
  };
  const { register, control, handleSubmit, formState, setError } = useForm<FormIn, unknown, FormOut>({
    resolver,
    defaultValues: { levels: stored.levels },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'levels' });
  const mutation = useMutation({
    mutationFn: (v: FormOut) => saveStatusLevels({ levels: v.levels, updatedAt: stored.updatedAt }),
    onSuccess: (r) => {
      setAnswer({ kind: 'success', text: t(r.repeated ? 'levels.repeated' : 'levels.saved') });
      router.refresh();
    },
    onError: (e) => {
      // Field messages arrive as levels.<i>.name / levels.<i>.percent.
      let placed = false;
      if (e instanceof HttpError && e.status === 422)
        for (const [field, messages] of Object.entries(fieldErrorsOf(e.body))) {
          const m = /^levels\.(\d+)\.(name|percent)$/.exec(field);
          if (!m) continue;
          setError(`levels.${Number(m[1])}.${m[2] as 'name' | 'percent'}`, {
            type: 'server',
            message: messages.join(' '),
          });
          placed = true;
        }
      setAnswer(placed ? null : { kind: 'error', text: e instanceof Error ? e.message : String(e) });
      if (e instanceof HttpError && e.status === 409) router.refresh();
    },
  });
  const exampleOk = EURO.test(example.trim());
  const amount = exampleOk ? euroToCents(example) : 0;
  const levels = useWatch({ control, name: 'levels' });
  return (
    <form
      noValidate
      className="space-y-4"
      data-testid="status-levels-form"
      onSubmit={(e) => void handleSubmit((v) => mutation.mutate(v))(e)}
    >
      <ul className="space-y-3">
        {fields.map((f, i) => (
          <li key={f.id} className="flex flex-wrap items-start gap-3" data-testid="status-level">
            <TextField
              label={t('levels.name', { n: i + 1 })}
              required
              maxLength={40}
              className="w-48"
              error={formState.errors.levels?.[i]?.name?.message}
              registration={register(`levels.${i}.name`)}
            />
            <TextField
              label={t('levels.percent', { n: i + 1 })}
              required
              type="number"
              min={0}
              max={100}
              step={1}
              className="w-32"
              error={formState.errors.levels?.[i]?.percent?.message}
              registration={register(`levels.${i}.percent`, { valueAsNumber: true })}
            />
            <button
              type="button"
              className="btn-secondary mt-6 min-h-11"
              onClick={() => remove(i)}
              aria-label={t('levels.remove', { n: i + 1 })}
            >
              {t('levels.removeShort')}
            </button>
          </li>
        ))}
      </ul>
      {formState.errors.levels?.message ? (
        <p className="field-error">{formState.errors.levels.message}</p>
      ) : null}
      {fields.length < 10 ? (
        <button
          type="button"
          className="btn-secondary min-h-11"
          onClick={() => append({ name: '', percent: 0 })}
        >
          {t('levels.add')}
        </button>
      ) : null}
      <section className="rounded-md border border-slate-200 bg-slate-50 p-3" aria-labelledby={`${id}-title`}>
        <h3 id={`${id}-title`} className="font-semibold">
          {t('levels.previewTitle')}
        </h3>
        <TextField
          label={t('preview.example')}
          hint={t('levels.previewHint')}
          inputMode="decimal"
          className="mt-2 max-w-48"
          value={example}
          onChange={(e) => setExample(e.target.value)}
          error={exampleOk ? undefined : t('validation.amount')}
        />
        {exampleOk ? (
          <table className="mt-2 text-sm" data-testid="status-levels-preview">
            <caption className="sr-only">{t('levels.previewTitle')}</caption>
            <thead>
              <tr>
                <th scope="col" className="pr-4 text-left">
                  {t('levels.level')}
                </th>
                <th scope="col" className="pr-4 text-right">
                  {t('preview.discountExcl')}
                </th>
                <th scope="col" className="text-right">
                  {t('preview.discountIncl', { rate: vatRate })}
                </th>
              </tr>
            </thead>
            <tbody>
              {levels.map((l, i) => {
                const percent = Number.isInteger(l.percent) ? Math.min(100, Math.max(0, l.percent)) : 0;
                const lines = [{ price: amount, quantity: 1 }];
                const base = computePrices({ lines, vatRate });
                const p = computePrices({ lines, statusDiscount: percent, vatRate });
                return (
                  <tr key={fields[i]?.id ?? i}>
                    <th scope="row" className="pr-4 text-left font-normal">
                      {l.name || '—'} ({percent}%)
                    </th>
                    <td className="pr-4 text-right tabular-nums">{formatEuro(p.statusDiscount, locale)}</td>
                    <td className="text-right tabular-nums">
                      {formatEuro(base.priceFullWithNDS - p.priceFullWithNDS, locale)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        ) : null}
      </section>
      {answer ? (
        <FormMessage kind={answer.kind} testId="status-levels-message">
          {answer.text}
        </FormMessage>
      ) : null}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {t('levels.save')}
      </button>
    </form>
  );
}
