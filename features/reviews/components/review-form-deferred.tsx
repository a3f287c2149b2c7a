'use client';

import type { ReactNode } from 'react';
import { DeferredForm } from '@/components/forms/deferred-form';
import { withIntl } from '@/components/i18n/lazy-intl';

const load = withIntl(() => import('./review-form').then((m) => m.ReviewForm));

/**
 * The review form as plain HTML (`children`, ./review-fields.tsx rendered on the server) until the
 * visitor comes near it; then the real form (./review-form.tsx) takes over.
 */
export function DeferredReviewForm({ productId, children }: { productId?: number; children: ReactNode }) {
  const id = productId ? `review-${productId}` : 'review';
  return (
    <DeferredForm
      load={load}
      realProps={{ productId }}
      noValidate
      className="space-y-4"
      aria-labelledby={`${id}-title`}
      data-testid="review-form"
    >
      {children}
    </DeferredForm>
  );
}
