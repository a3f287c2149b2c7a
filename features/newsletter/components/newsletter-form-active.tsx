'use client';

import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation } from '@tanstack/react-query';
import { notify } from '@/components/layout/providers';
import { useCaptcha } from '@/components/captcha/captcha';
import { applyServerErrors, CaptchaNotice, useZodResolver } from '@/components/forms/form-kit';
import { putSubscriber, type SubscribeAnswer } from '../api/subscribe';
import type { SubscribeInput } from '../schemas';
import { useTakeOver, type Handover } from '@/components/forms/deferred-form';
import { NEWSLETTER_INPUT } from './input-style';

/**
 * Newsletter sign-up in the footer (spec §7 PUT /api/subscribers/type/subscriber), double opt-in: the real
 * form, which takes the place of the light one in ./newsletter-form when the visitor comes near it.
 */
export function NewsletterFormActive({ handover }: { handover: Handover }) {
  const t = useTranslations('newsletter');
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
      if (!applyServerErrors(err, setError, ['name', 'email', 'captcha'])) setFailure((err as Error).message);
    },
  });
  const input = NEWSLETTER_INPUT;
  const err = (id: string, msg?: string) =>
    msg ? (
      <p id={id} className="mt-1 text-sm text-red-300">
        {msg}
      </p>
    ) : null;
  const onValid = handleSubmit(async (values) => {
    setFailure(null);
    setAnswer(null);
    send.mutate({ ...values, captcha: await captcha('newsletter') });
  });
  const formRef = useRef<HTMLFormElement>(null);
  useTakeOver(
    handover,
    formRef,
    (values) => {
      setValue('name', values.name ?? '');
      setValue('email', values.email ?? '');
    },
    () => void onValid(),
  );
  return (
    <form
      ref={formRef}
      noValidate
      className="space-y-3"
      data-testid="newsletter-form"
      onSubmit={onValid}
    >
      <div>
        <label htmlFor="newsletter-name" className="mb-1 block text-sm text-slate-200">
          {t('name')}
        </label>
        <input id="newsletter-name" autoComplete="name" className={input} aria-invalid={!!e.name} aria-describedby={e.name ? 'newsletter-name-error' : undefined} {...register('name')} />
        {err('newsletter-name-error', e.name?.message)}
      </div>
      <div>
        <label htmlFor="newsletter-email" className="mb-1 block text-sm text-slate-200">
          {t('email')}
        </label>
        <input id="newsletter-email" type="email" autoComplete="email" className={input} aria-invalid={!!e.email} aria-describedby={e.email ? 'newsletter-email-error' : undefined} {...register('email')} />
        {err('newsletter-email-error', e.email?.message)}
      </div>
      <button type="submit" className="btn-primary w-full" disabled={send.isPending}>
        {t('submit')}
      </button>
      <div role="status" aria-live="polite" className="text-sm" data-testid="newsletter-status">
        {answer ? (
          <p className={answer.status === 'duplicate' ? 'text-amber-300' : 'text-emerald-300'}>
            {answer.message} {answer.hint}
          </p>
        ) : null}
        {failure || e.captcha?.message ? <p className="text-red-300">{failure ?? e.captcha?.message}</p> : null}
      </div>
      <CaptchaNotice dark />
    </form>
  );
}
