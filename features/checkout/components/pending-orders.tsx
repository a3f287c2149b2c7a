'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { formatEuro } from '@/lib/money';
import { useCart } from '@/features/cart/client';
import { PendingOrderActions } from './pending-order-actions';

export interface PayableOrder {
  id: number;
  number: string;
  totalNet: number;
  total: number;
  lines: { productId: number; name: string; quantity: number }[];
}

/**
 * On the cart page: the shopper's orders still waiting for an online payment. Placing an order empties
 * the cart, so after Back from the provider's page this is what they came back for. Shown while the cart
 * is empty; after 'change order' the lines are in the cart again and the block says so.
 */
export function PendingOrders({ orders }: { orders: PayableOrder[] }) {
  const t = useTranslations('checkout.pendingOrder');
  const locale = useLocale();
  const { data } = useCart();
  const [changed, setChanged] = useState<string | null>(null);
  const [gone, setGone] = useState<number[]>([]);
  const cartEmpty = !!data && data.orders.length === 0;
  const shown = cartEmpty ? orders.filter((o) => !gone.includes(o.id)) : [];
  return (
    <>
      <p role="status" className={changed ? 'mb-4 rounded-md bg-green-50 p-3 text-sm' : ''}>
        {changed ? t('changed', { number: changed }) : null}
      </p>
      {shown.map((o) => (
        <section
          key={o.id}
          className="card mb-4 space-y-3 p-4"
          aria-labelledby={`pending-order-${o.id}`}
          data-testid="pending-order"
        >
          <h2 id={`pending-order-${o.id}`} className="text-lg font-semibold">
            {t('title', { number: o.number })}
          </h2>
          <p className="text-sm text-slate-700">{t('text')}</p>
          <ul className="text-sm">
            {o.lines.map((l) => (
              <li key={l.productId}>
                {l.quantity} × {l.name}
              </li>
            ))}
          </ul>
          <p className="text-sm font-semibold">
            {t('total', { ex: formatEuro(o.totalNet, locale), inc: formatEuro(o.total, locale) })}
          </p>
          <PendingOrderActions
            orderId={o.id}
            onChanged={() => {
              setGone((g) => [...g, o.id]);
              setChanged(o.number);
            }}
          />
        </section>
      ))}
    </>
  );
}
