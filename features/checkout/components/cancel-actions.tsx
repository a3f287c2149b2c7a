'use client';

import { useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { reloadCart } from '@/features/cart/client';
import { changeOrder, deleteOrder, retryPayment } from '../api/checkout-api';

/**
 * The cancel page's choices: pay again (the payment that can still complete, or a new one), change the
 * order (canceled, its lines back in the cart, which opens) or cancel the order. The
 * server-rendered buttons stay disabled until the page has hydrated: a tap before then would be lost
 * (the e2e suite caught it as a flaky test).
 */
export function CancelActions({ orderId, canRetry = true }: { orderId: number; canRetry?: boolean }) {
  const t = useTranslations('checkout.cancelPage');
  const tc = useTranslations('cart');
  const tp = useTranslations('checkout.pendingOrder');
  const router = useRouter();
  const [state, setState] = useState<'idle' | 'busy' | 'canceled'>('idle');
  const [error, setError] = useState<string | null>(null);
  const hydrated = useHydrated();
  const disabled = !hydrated || state === 'busy';
  if (state === 'canceled') {
    return (
      <div className="space-y-3" role="status" data-testid="order-canceled">
        <p>{t('canceled')}</p>
        <Link href="/order" className="btn-primary">
          {tc('toCart')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {canRetry ? (
          <button
            type="button"
            className="btn-primary"
            disabled={disabled}
            data-testid="retry-payment"
            onClick={async () => {
              setState('busy');
              try {
                window.location.assign((await retryPayment(orderId)).url);
              } catch (e) {
                setError((e as Error).message);
                setState('idle');
              }
            }}
          >
            {t('retry')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-secondary"
          disabled={disabled}
          data-testid="pending-change-order"
          onClick={async () => {
            setState('busy');
            try {
              await changeOrder(orderId);
              await reloadCart();
              router.push('/order');
            } catch (e) {
              setError((e as Error).message);
              setState('idle');
            }
          }}
        >
          {tp('change')}
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={disabled}
          data-testid="cancel-order"
          onClick={async () => {
            setState('busy');
            try {
              await deleteOrder(orderId);
              await reloadCart();
              setState('canceled');
            } catch (e) {
              setError((e as Error).message);
              setState('idle');
            }
          }}
        >
          {t('cancel')}
        </button>
      </div>
      <p role="alert" className="text-sm text-sale">
        {error}
      </p>
    </div>
  );
}
