'use client';

import { CaptchaNotice } from '@/components/forms/form-kit';
import { DeferredForm } from '@/components/forms/deferred-form';
import { NewsletterFields } from './newsletter-fields';

const load = () => import('./newsletter-form-active').then((m) => m.NewsletterFormActive);

/**
 * Newsletter sign-up in the footer of every page: plain inputs until the visitor comes near the form,
 * then the real form (./newsletter-form-active) takes over what was typed, the focus and a submit.
 */
export function NewsletterForm() {
  return (
    <DeferredForm load={load} realProps={{}} noValidate className="space-y-3" data-testid="newsletter-form">
      <NewsletterFields />
      <CaptchaNotice dark />
    </DeferredForm>
  );
}
