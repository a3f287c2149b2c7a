'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { PendingOrderActions } from './pending-order-actions';

/** On the order's success page while it still waits for payment: pay now, or change it in the cart. */
export function SuccessPendingActions({ orderId }: { orderId: number }) {
  const router = useRouter();
  return <PendingOrderActions orderId={orderId} onChanged={() => router.push('/order')} />;
}
