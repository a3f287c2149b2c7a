'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { portalApi } from '@/lib/http/client';

const OUTCOMES = ['paid', 'failed', 'canceled', 'expired', 'pending'] as const;

/**
 * The test provider's hosted page: the shopper picks the outcome; the provider calls the webhook and sends
 * them back. A payment still being processed ('pending') can only settle.
 */
export function TestPayButtons({
  paymentId,
  processing = false,
}: {
  paymentId: string;
  processing?: boolean;
}) {
  const t = useTranslations('testPay');
  const [busy, setBusy] = useState(false);
  return (
    <fieldset className="space-y-2">
      <legend className="field-label">{t('choose')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {OUTCOMES.filter((o) => !processing || o !== 'pending').map((o) => (
          <button
            key={o}
            type="button"
            className={o === 'paid' ? 'btn-primary' : 'btn-secondary'}
            disabled={busy}
            data-testid={`test-pay-${o}`}
            onClick={async () => {
              setBusy(true);
              const { data } = await portalApi.post<{ redirect: string }>(`/pay/test/${paymentId}`, {
                status: o,
              });
              window.location.assign(data.redirect);
            }}
          >
            {t(o)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
