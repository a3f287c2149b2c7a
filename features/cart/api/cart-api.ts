'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { backgroundCall, ensureUid } from '@/lib/http/background';
import { readCookie } from '@/lib/http/cookies';
import { loadHttp } from '@/lib/http/lazy';
import { CART_QUERY_KEY } from '@/lib/http/query-keys';
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

export const CART_KEY = CART_QUERY_KEY;

/** The cart read every page's header makes after loading: a background call, without the HTTP client. */
export async function fetchCart(): Promise<CartAnswer> {
  await ensureUid();
  return backgroundCall<CartAnswer>('GET', '/api/cart-products');
}

export function useCart() {
  return useQuery({ queryKey: CART_KEY, queryFn: fetchCart, staleTime: 10_000 });
}

/**
 * Puts the cart a change answered with into the cache. A cart read still in flight (the header's first
 * fetch right after load) was read before the change and would overwrite it with the old cart when it
 * lands, so it is cancelled first (react-query's optimistic-update pattern).
 */
export function useSetCart() {
  const client = useQueryClient();
  return async (data: CartAnswer | null) => {
    if (!data) return client.invalidateQueries({ queryKey: CART_KEY });
    await client.cancelQueries({ queryKey: CART_KEY });
    client.setQueryData(CART_KEY, data);
  };
}

export async function addToCart(productId: number, quantity: number): Promise<CartAnswer> {
  const { portalApi } = await loadHttp();
  await ensureUid();
  return (
    await portalApi.post<CartAnswer>('/cart/product', {
      item: { productId, quantity },
      uid: readCookie('uid'),
    })
  ).data;
}

export async function changeQuantity(orderId: number, prodId: number, quantity: number): Promise<CartAnswer> {
  const { portalApi } = await loadHttp();
  return (
    await portalApi.post<CartAnswer>('/cart/quantity', { orderId, prodId, quantity, uid: readCookie('uid') })
  ).data;
}

export async function removeLine(orderId: number, productId: number): Promise<CartAnswer> {
  const { portalApi } = await loadHttp();
  return (await portalApi.post<CartAnswer>('/del/cart/product', { orderId, productId })).data;
}

export async function saveDescription(orderId: number, description: string): Promise<void> {
  const { portalApi } = await loadHttp();
  await portalApi.post('/cart/description', { orderId, description, uid: readCookie('uid') });
}

export async function applyCoupon(orderId: number, coupon: string) {
  const { portalApi } = await loadHttp();
  return (
    await portalApi.post<{ prices: CartPrices; coupon: string | null }>('/cart/prices', {
      orderId,
      coupon,
      step: 'cart',
    })
  ).data;
}

/** Cart events of spec §4 (cart-add, order-remove) for whoever listens (realtime, analytics). */
export function cartEvent(name: 'cart-add' | 'order-remove', productId: number) {
  window.dispatchEvent(new CustomEvent(`shop:${name}`, { detail: { productId } }));
}

/** The quote PDF of the cart (POST /cart/download/document, a blob). */
export async function downloadQuote(orderId: number | null): Promise<{ blob: Blob; filename: string }> {
  const { portalApi } = await loadHttp();
  const res = await portalApi.post('/cart/download/document', orderId ? { orderId } : {}, {
    responseType: 'blob',
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'offerte.pdf';
  return { blob: res.data as Blob, filename };
}
