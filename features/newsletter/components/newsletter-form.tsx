'use client';

import { useTranslations } from 'next-intl';
import { CaptchaNotice } from '@/components/forms/form-kit';
import { DeferredForm } from '@/components/forms/deferred-form';
import { NEWSLETTER_INPUT } from './input-style';

const load = () => import('./newsletter-form-active').then((m) => m.NewsletterFormActive);

/**
 * Newsletter sign-up in the footer of every page: plain inputs until the visitor comes near the form,
 * then the real form (./newsletter-form-active) takes over what was typed, the focus and a submit.
 */
export function NewsletterForm() {
  const t = useTranslations('newsletter');
  return (
    <DeferredForm load={load} realProps={{}} noValidate className="space-y-3" data-testid="newsletter-form">
      <div>
        <label htmlFor="newsletter-name" className="mb-1 block text-sm text-slate-200">
          {t('name')}
        </label>
        <input id="newsletter-name" name="name" autoComplete="name" className={NEWSLETTER_INPUT} />
      </div>
      <div>
        <label htmlFor="newsletter-email" className="mb-1 block text-sm text-slate-200">
          {t('email')}
        </label>
        <input id="newsletter-email" name="email" type="email" autoComplete="email" className={NEWSLETTER_INPUT} />
      </div>
      <button type="submit" className="btn-primary w-full">
        {t('submit')}
      </button>
      <div role="status" aria-live="polite" className="text-sm" data-testid="newsletter-status" />
      <CaptchaNotice dark />
    </DeferredForm>
  );
}
