'use client';

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@/lib/query';
import { notify } from '@/components/layout/providers';
import { CaptchaScope, useCaptcha } from '@/components/captcha/use-captcha';
import { applyServerErrors, CaptchaNotice, useZodResolver } from '@/components/forms/form-kit';
import { putSubscriber } from '../api/subscribe';
import type { SubscribeAnswer } from '../model';
import type { SubscribeInput } from '../schemas';
import type { Handover } from '@/components/forms/deferred-form';
import { useTakeOver } from '@/components/forms/take-over';
import { NewsletterFields } from './newsletter-fields';

/**
 * Newsletter sign-up in the footer (spec §7 PUT /api/subscribers/type/subscriber), double opt-in: the real
 * form, which takes the place of the light one in ./newsletter-form-deferred when the visitor comes near it.
 */
function NewsletterFormActiveBody({ handover }: { handover: Handover }) {
  const captcha = useCaptcha();
  const [answer, setAnswer] = useState<SubscribeAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState, reset } = useForm<SubscribeInput>({
    resolver: useZodResolver(() => import('../schemas').then((m) => m.subscribeSchema)),
    defaultValues: { name: '', email: '' },
  });
  const e = formState.errors;
  const send = useMutation({
    mutationFn: putSubscriber,
    onSuccess: (a) => {
      setAnswer(a);
      if (a.status === 'duplicate') notify({ kind: 'warning', title: a.message });
      else {
        notify({ kind: 'success', title: a.message, description: a.hint });
        reset();
      }
    },
    onError: (err) => {
      setFailure(applyServerErrors(err, setError, ['name', 'email', 'captcha']));
    },
  });
  const onValid = handleSubmit(async (values) => {
    setFailure(null);
    setAnswer(null);
    send.mutate({ ...values, captcha: await captcha('newsletter') });
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOver(
    handover,
    formRef,
    (name, value) => setValue(name as 'name' | 'email', value),
    () => void onValid(),
  );
  return (
    <form ref={formRef} noValidate className="space-y-3" data-testid="newsletter-form" onSubmit={onValid}>
      <NewsletterFields
        register={register}
        errors={{ name: e.name?.message, email: e.email?.message }}
        answer={answer}
        failure={failure ?? e.captcha?.message}
        pending={send.isPending}
      />
      <CaptchaNotice dark />
    </form>
  );
}

/** The form inside the reCAPTCHA scope its token comes from. */
export function NewsletterFormActive(props: { handover: Handover }) {
  return (
    <CaptchaScope>
      <NewsletterFormActiveBody {...props} />
    </CaptchaScope>
  );
}
