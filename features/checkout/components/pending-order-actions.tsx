'use client';

import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslations } from 'next-intl';
import { reloadCart } from '@/features/cart/client';
import { changeOrder, retryPayment } from '../api/checkout-api';

/**
 * Pay now (the payment that can still complete, or a new one when none can) and change order (the order
 * is canceled and its lines go back into the cart). Disabled until hydrated, so an early tap isn't lost.
 */
export function PendingOrderActions({ orderId, onChanged }: { orderId: number; onChanged: () => void }) {
  const t = useTranslations('checkout.pendingOrder');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary"
          disabled={!hydrated || busy}
          data-testid="pending-pay-now"
          onClick={() => run(async () => window.location.assign((await retryPayment(orderId)).url))}
        >
          {t('payNow')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={!hydrated || busy}
          data-testid="pending-change-order"
          onClick={() =>
            run(async () => {
              await changeOrder(orderId);
              await reloadCart();
              setBusy(false);
              onChanged();
            })
          }
        >
          {t('change')}
        </button>
      </div>
      <p role="alert" className="text-sm text-sale">
        {error}
      </p>
    </div>
  );
}
