'use client';

import { useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useMutation } from '@/lib/query';
import { FormMessage } from '@/components/forms/form-kit';
import { issueInvoice } from '../api/orders-api';

/** Issues the order's invoice (once: a second click, or a colleague's, answers the same number). */
export function InvoiceButton({ orderId }: { orderId: number }) {
  const t = useTranslations('backoffice.invoices');
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: () => issueInvoice(orderId),
    onSuccess: () => router.refresh(),
    onError: (e) => setError(e instanceof Error ? e.message : String(e)),
  });
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn-secondary"
        disabled={mutation.isPending}
        onClick={() => {
          setError(null);
          mutation.mutate();
        }}
        data-testid="invoice-issue"
      >
        {mutation.isPending ? t('issuing') : t('issue')}
      </button>
      {error ? (
        <FormMessage kind="error" testId="invoice-message">
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
}
