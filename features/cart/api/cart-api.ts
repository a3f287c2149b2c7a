'use client';

import { backgroundCall, ensureUid } from '@/lib/http/background';
import { readCookie } from '@/lib/http/cookies';
import { loadHttp } from '@/lib/http/lazy';
import { emit } from '@/lib/realtime/events';
import { createResource, useResource } from '@/lib/resource';
import type { ConfigurationInput } from '@/features/configurator/schemas';
import type { CartLine, CartPrices } from '../model';

export interface CartAnswer {
  orderId: number | null;
  orders: CartLine[];
  prices: CartPrices;
  coupon: string | null;
  description: string;
  count: number;
  message?: string;
}

/** The cart every page's header reads after loading: a background call, without the HTTP client. */
export async function fetchCart(): Promise<CartAnswer> {
  await ensureUid();
  return backgroundCall<CartAnswer>('GET', '/api/cart-products');
}

/** The shopper's cart, shared by the header, the mobile cart tab, add-to-cart and the order page. */
export const cartResource = createResource('cart', fetchCart, { staleMs: 10_000 });

export function useCart() {
  return useResource(cartResource);
}

/**
 * Puts the cart a change answered with in place of the one shown. A cart read still in flight (the
 * header's first read right after load) was read before the change and is dropped when it lands. Without
 * an answer (a change that returned no cart), the cart is read again.
 */
export async function setCart(data: CartAnswer | null): Promise<void> {
  if (!data) return cartResource.invalidate();
  cartResource.set(data);
}

export interface CartItem {
  productId: number;
  quantity: number;
  /** A configured product (the configurator's choices); the server validates and prices it. */
  configuration?: ConfigurationInput;
}

/**
 * The one way into the cart (product cards, product page, configurator): the cart the server answers with
 * replaces the shown one at once (header count, mobile cart tab, order page), then the cart-add event of
 * spec §4 fires for the product. `silent`: the caller shows a failure itself (no request-error notice).
 */
export async function addToCart(item: CartItem, { silent = false } = {}): Promise<CartAnswer> {
  const { portalApi } = await loadHttp();
  await ensureUid();
  const { data } = await portalApi.post<CartAnswer>(
    '/cart/product',
    { item, uid: readCookie('uid') },
    { silent },
  );
  await setCart(data);
  cartEvent('cart-add', item.productId);
  return data;
}

/** Cart events of spec §4 (cart-add, order-remove) for whoever listens (realtime, analytics). */
export function cartEvent(name: 'cart-add' | 'order-remove', productId: number) {
  emit(name, { productId });
}
