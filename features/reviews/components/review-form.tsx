'use client';

import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { useCaptchaEnabled } from '@/components/captcha/captcha';
import { CaptchaScope, useCaptcha } from '@/components/captcha/use-captcha';
import { applyServerErrors, useZodResolver } from '@/components/forms/form-kit';
import type { Handover } from '@/components/forms/deferred-form';
import { useTakeOver } from '@/components/forms/take-over';
import { postReview } from '../api/reviews';
import { ReviewFields } from './review-fields';

/**
 * Write a shop review (or a product review with productId); it shows after staff approval. The real
 * form, which takes the place of the light one (./review-form-light.tsx) when the visitor comes near it.
 */
function ReviewFormBody({ productId, handover }: { productId?: number; handover?: Handover }) {
  const captcha = useCaptcha();
  const captchaNotice = useCaptchaEnabled();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState, reset, control } = useForm({
    resolver: useZodResolver(() => import('../schemas').then((m) => m.reviewSchema)),
    defaultValues: {
      name: '',
      rating: undefined as unknown as number,
      text: '',
      ...(productId ? { product_id: productId } : {}),
    },
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
      setFailure(applyServerErrors(err, setError, ['name', 'rating', 'text', 'product_id', 'captcha']));
    },
  });
  const onValid = handleSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    send.mutate({ ...values, captcha: await captcha('review') });
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOver(
    handover,
    formRef,
    // The radios' values stay strings ('4'): react-hook-form checks the radio whose value is equal.
    (name, value) => setValue(name as 'name' | 'text' | 'rating', value as never),
    () => void onValid(),
  );
  const id = productId ? `review-${productId}` : 'review';
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
      onSubmit={onValid}
    >
      <ReviewFields
        id={id}
        register={register}
        errors={{ name: e.name?.message, rating: e.rating?.message, text: e.text?.message }}
        rating={rating}
        done={done}
        alert={failure ?? e.captcha?.message ?? e.product_id?.message}
        pending={send.isPending}
        captchaNotice={captchaNotice}
      />
    </form>
  );
}

/** The form inside the reCAPTCHA scope its token comes from. */
export function ReviewForm(props: { productId?: number; handover?: Handover }) {
  return (
    <CaptchaScope>
      <ReviewFormBody {...props} />
    </CaptchaScope>
  );
}
