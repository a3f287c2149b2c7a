'use client';

import { useState } from 'react';
import { notify } from '@/components/layout/providers';
import { HttpError } from '@/lib/http/http-error';
import { isChunkLoadError } from '@/lib/chunk-reload';

interface Props {
  productId: number;
  name: string;
  className?: string;
  /** The button's text and its accessible name (with the product's name), translated by ./add-to-cart-button.tsx. */
  text: string;
  label: string;
}

/** The button of ./add-to-cart-button.tsx for a product in stock: adds one unit and says so in a toast. */
export function AddToCartControl({ productId, name, className, text, label }: Props) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      // The cart's client code, off the page's first load (./cart-live.tsx).
      const { addToCart } = await import('./cart-live');
      const cart = await addToCart({ productId, quantity: 1 });
      notify({
        kind: 'success',
        title: { key: 'cart.addedTitle' },
        description: cart.message ?? { key: 'cart.added', values: { name } },
      });
    } catch (e) {
      if (e instanceof HttpError && e.status !== 422) return; // the request-error notice already showed it
      if (isChunkLoadError(e)) return; // the page reloads or offers a reload (offline notice)
      notify({ kind: 'error', title: { key: 'cart.addedTitle' }, description: (e as Error).message });
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
      aria-label={label}
      data-testid="add-to-cart"
    >
      <span aria-hidden="true" className="mask-icon icon-cart size-[18px]" />
      {text}
    </button>
  );
}
