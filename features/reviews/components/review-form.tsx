'use client';

import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useCaptcha } from '@/components/captcha/captcha';
import { applyServerErrors, CaptchaNotice, Field, Input, TextArea, useZodResolver } from '@/components/forms/form-kit';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../model';
import { postReview } from '../api/reviews';

/** Write a shop review (or a product review with productId); it shows after staff approval. */
export function ReviewForm({ productId }: { productId?: number }) {
  const t = useTranslations('shopReviews');
  const captcha = useCaptcha();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset, control } = useForm({
    resolver: useZodResolver(() => import('../schemas').then((m) => m.reviewSchema)),
    defaultValues: { name: '', rating: undefined as unknown as number, text: '', ...(productId ? { product_id: productId } : {}) },
  });
  const e = formState.errors;
  const rating = Number(useWatch({ control, name: 'rating' })) || 0;
  const send = useMutation({
    mutationFn: postReview,
    onSuccess: (r) => {
      setDone(r.message);
      reset();
    },
    onError: (err) => {
      if (!applyServerErrors(err, setError, ['name', 'rating', 'text', 'product_id', 'captcha'])) setFailure((err as Error).message);
    },
  });
  const id = productId ? `review-${productId}` : 'review';
  return (
    <form
      noValidate
      className="space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        setDone(null);
        send.mutate({ ...values, captcha: await captcha('review') });
      })}
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('writeTitle')}
      </h3>
      <Field id={`${id}-name`} label={t('name')} error={e.name?.message} required className="max-w-md">
        {(a) => <Input {...a} autoComplete="name" {...register('name')} />}
      </Field>
      <fieldset aria-describedby={e.rating ? `${id}-rating-error` : undefined}>
        <legend className="field-label">
          {t('rating')}
          <span className="text-sale" aria-hidden="true">
            {' '}*
          </span>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
              <input type="radio" value={n} className="sr-only" {...register('rating')} />
              <Star aria-hidden="true" size={28} className={n <= rating ? 'fill-amber-500 text-amber-700' : 'text-slate-500'} />
              <span className="sr-only">{t('stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {e.rating ? (
          <p id={`${id}-rating-error`} className="field-error">
            {e.rating.message}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-text`} label={t('text')} error={e.text?.message} hint={t('textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })} required>
        {(a) => <TextArea {...a} rows={4} maxLength={REVIEW_TEXT_MAX} {...register('text')} />}
      </Field>
      <div role="status" aria-live="polite" className="text-sm font-medium text-ok" data-testid="review-status">
        {done}
      </div>
      <div role="alert" className="text-sm text-sale">
        {failure ?? e.captcha?.message ?? e.product_id?.message}
      </div>
      <CaptchaNotice />
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        {send.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}
