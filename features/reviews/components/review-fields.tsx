import { useTranslations } from 'next-intl';
import { Star } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, TextArea } from '@/components/forms/fields';
import { CaptchaNoticeText } from '@/components/captcha/captcha-notice';
import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '../model';

type Name = 'name' | 'rating' | 'text';

interface Props {
  /** Prefix of the element ids ('review' or 'review-{productId}'). */
  id: string;
  /** The real form's registrations; without them the fields are plain, named inputs (the light form). */
  register?: (name: Name) => UseFormRegisterReturn<Name>;
  errors?: Partial<Record<Name, string>>;
  /** The chosen number of stars (filled stars). */
  rating?: number;
  done?: string | null;
  alert?: string | null;
  pending?: boolean;
  /** Show Google's reCAPTCHA notice (when captcha is on). */
  captchaNotice: boolean;
}

// No 'use client': the server renders it as the light form (./review-form-deferred.tsx), the real form
// (./review-form.tsx) with its registrations, so both look exactly alike.

/** The review form's content: title, name, the star rating, the text, status, notice and button. */
export function ReviewFields({
  id,
  register,
  errors = {},
  rating = 0,
  done,
  alert,
  pending = false,
  captchaNotice,
}: Props) {
  const t = useTranslations('shopReviews');
  const field = (name: Name) => (register ? register(name) : { name });
  return (
    <>
      <h3 id={`${id}-title`} className="text-lg font-semibold">
        {t('writeTitle')}
      </h3>
      <Field id={`${id}-name`} label={t('name')} error={errors.name} required className="max-w-md">
        {(a) => <Input {...a} autoComplete="name" {...field('name')} />}
      </Field>
      <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className="field-label">
          {t('rating')}
          <span className="text-sale" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-1 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
            >
              <input type="radio" value={n} className="sr-only" {...field('rating')} />
              <Icon
                icon={Star}
                aria-hidden="true"
                size={28}
                className={n <= rating ? 'fill-amber-500 text-amber-700' : 'text-slate-500'}
              />
              <span className="sr-only">{t('stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id={`${id}-rating-error`} className="field-error">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-text`}
        label={t('text')}
        error={errors.text}
        hint={t('textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
        required
      >
        {(a) => <TextArea {...a} rows={4} maxLength={REVIEW_TEXT_MAX} {...field('text')} />}
      </Field>
      <div
        role="status"
        aria-live="polite"
        className="text-sm font-medium text-ok"
        data-testid="review-status"
      >
        {done}
      </div>
      <div role="alert" className="text-sm text-sale">
        {alert}
      </div>
      <CaptchaNoticeText shown={captchaNotice} />
      <button type="submit" className="btn-primary" disabled={pending}>
        {pending ? t('sending') : t('submit')}
      </button>
    </>
  );
}
