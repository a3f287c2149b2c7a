'use client';

import { emit } from '@/lib/realtime/events';
import { getQueryClient, useQuery } from '@/lib/query';
import { queryKeys } from '@/lib/query-keys';
import type { ConfigurationInput } from '@/features/configurator/client';
import type { CartView } from '../model';

/**
 * GET /api/cart-products, the cart every page's header reads after loading. Silent: a failed read shows
 * as the component's retry, not as a request-error notice on every page.
 */
export async function fetchCart(): Promise<CartView> {
  const { ensureUid, portalApi } = await import('@/lib/http/client');
  await ensureUid();
  return (await portalApi.get<CartView>('/api/cart-products', { silent: true })).data;
}

/** The shopper's cart, shared by the header, the mobile cart tab, add-to-cart and the order page. */
export function useCart() {
  return useQuery({ queryKey: queryKeys.cart, queryFn: fetchCart, staleTime: 10_000 });
}

/** The cart last read or answered, if this page has one (for code outside components). */
export function cachedCart(): CartView | undefined {
  return getQueryClient().getQueryData<CartView>(queryKeys.cart);
}

/** Marks the cart stale and reads it again where it is shown (a change the shop did not answer with a cart). */
export function reloadCart(): Promise<void> {
  return getQueryClient().invalidateQueries({ queryKey: queryKeys.cart });
}

/** Forgets the cart (an order was placed): it shows as not loaded, and is read anew where it is shown. */
export function forgetCart(): void {
  void getQueryClient().resetQueries({ queryKey: queryKeys.cart });
}

/**
 * Puts the cart a change answered with in place of the one shown: the server's lines and totals, never
 * ones the browser worked out. A cart read still in flight (the header's first read right after load)
 * was read before the change and is cancelled so it does not land over the answer. Without an answer
 * (a change that returned no cart), the cart is read again.
 */
export async function setCart(data: CartView | null): Promise<void> {
  if (!data) return reloadCart();
  const client = getQueryClient();
  await client.cancelQueries({ queryKey: queryKeys.cart });
  client.setQueryData(queryKeys.cart, data);
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
export async function addToCart(item: CartItem, { silent = false } = {}): Promise<CartView> {
  const { ensureUid, portalApi, readCookie } = await import('@/lib/http/client');
  await ensureUid();
  const { data } = await portalApi.post<CartView>(
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
