'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from '@/components/layout/providers';
import { HttpError } from '@/lib/http/http-error';
import { isChunkLoadError } from '@/lib/chunk-reload';
import { addToCart, cartEvent, setCart } from '../api/cart-api';

interface Props {
  productId: number;
  name: string;
  /** Units in stock; without stock the product is 'op aanvraag' and can't be added. */
  quantity: number;
  className?: string;
}

/** Add-to-cart control for product cards and product pages (toast of spec §8). */
export function AddToCartButton({ productId, name, quantity, className }: Props) {
  const t = useTranslations('cart');
  const [busy, setBusy] = useState(false);
  if (quantity < 1) {
    return (
      <button type="button" className={`btn-secondary w-full ${className ?? ''}`} disabled>
        {t('onRequest')}
      </button>
    );
  }
  const onClick = async () => {
    setBusy(true);
    try {
      const cart = await addToCart(productId, 1);
      await setCart(cart);
      cartEvent('cart-add', productId);
      notify({ kind: 'success', title: t('addedTitle'), description: cart.message ?? t('added', { name }) });
    } catch (e) {
      if (e instanceof HttpError && e.status !== 422) return; // the request-error notice already showed it
      if (isChunkLoadError(e)) return; // the page reloads or offers a reload (offline notice)
      notify({ kind: 'error', title: t('addedTitle'), description: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`btn-primary w-full ${className ?? ''}`}
      onClick={onClick}
      disabled={busy}
      aria-label={t('addLabel', { name })}
      data-testid="add-to-cart"
    >
      <span aria-hidden="true" className="mask-icon icon-cart size-[18px]" />
      {t('add')}
    </button>
  );
}
