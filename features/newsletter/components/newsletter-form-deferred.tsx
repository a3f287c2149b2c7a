'use client';

import type { ReactNode } from 'react';
import { DeferredForm } from '@/components/forms/deferred-form';
import { withIntl } from '@/components/i18n/lazy-intl';

const load = withIntl(() => import('./newsletter-form-active').then((m) => m.NewsletterFormActive));

/**
 * The footer's newsletter form as plain HTML (`children`, rendered on the server by ./newsletter-form.tsx)
 * until the visitor comes near it; then the real form (./newsletter-form-active.tsx) takes over what was
 * typed, the focus and a submit.
 */
export function DeferredNewsletterForm({ children }: { children: ReactNode }) {
  return (
    <DeferredForm load={load} realProps={{}} noValidate className="space-y-3" data-testid="newsletter-form">
      {children}
    </DeferredForm>
  );
}
