'use client';

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { useRouter } from '@/lib/i18n/navigation';
import { CaptchaScope, useCaptcha } from '@/components/captcha/use-captcha';
import {
  applyServerErrors,
  CaptchaNotice,
  Field,
  Input,
  TextArea,
  useZodResolver,
} from '@/components/forms/form-kit';
import { contactSchema } from '../schemas';
import { postContact } from '../api/submit';

const FIELDS = ['name', 'email', 'phone', 'message', 'captcha'] as const;

/** Contact form of spec §3/§5; on success the visitor lands on /contact-success. */
function ContactFormBody() {
  const t = useTranslations('contactForm');
  const router = useRouter();
  const captcha = useCaptcha();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: useZodResolver(contactSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const e = formState.errors;
  const send = useMutation({
    mutationFn: postContact,
    onSuccess: () => router.push('/contact-success'),
    onError: (err) => {
      setFailure(applyServerErrors(err, setError, FIELDS));
    },
  });

  return (
    <form
      noValidate
      className="space-y-4"
      aria-label={t('formTitle')}
      data-testid="contact-form"
      onSubmit={handleSubmit(async (values) => {
        setFailure(null);
        send.mutate({ ...values, captcha: await captcha('contact') });
      })}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-name" label={t('name')} error={e.name?.message} required>
          {(a) => <Input {...a} autoComplete="name" {...register('name')} />}
        </Field>
        <Field id="contact-email" label={t('email')} error={e.email?.message} required>
          {(a) => <Input {...a} type="email" autoComplete="email" {...register('email')} />}
        </Field>
        <Field id="contact-phone" label={t('phone')} error={e.phone?.message} required>
          {(a) => <Input {...a} type="tel" autoComplete="tel" {...register('phone')} />}
        </Field>
      </div>
      <Field
        id="contact-message"
        label={t('message')}
        error={e.message?.message}
        hint={t('messageHint', { min: 30, max: 600 })}
        required
      >
        {(a) => <TextArea {...a} rows={6} maxLength={600} {...register('message')} />}
      </Field>
      {e.captcha?.message ? <p className="field-error">{e.captcha.message}</p> : null}
      <div role="alert" className="text-sm text-sale">
        {failure}
      </div>
      <CaptchaNotice />
      <button type="submit" className="btn-primary" disabled={send.isPending}>
        {send.isPending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

/** The form inside the reCAPTCHA scope its token comes from. */
export function ContactForm() {
  return (
    <CaptchaScope>
      <ContactFormBody />
    </CaptchaScope>
  );
}
