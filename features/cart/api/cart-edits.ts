// The cart page's own calls (quantities, removal, note, coupon, the quote PDF): a module of their own so
// that every page's first load, which has the header's cart count and add-to-cart (./cart-api.ts), does
// not carry them.
import { readCookie } from '@/lib/http/cookies';
import { getQueryClient, useMutation } from '@/lib/query';
import { queryKeys } from '@/lib/query-keys';
import type { CartPrices, CartView, PricesAnswer } from '../model';
import { cartEvent, setCart } from './cart-api';

export async function changeQuantity(orderId: number, prodId: number, quantity: number): Promise<CartView> {
  const { portalApi } = await import('@/lib/http/client');
  return (
    await portalApi.post<CartView>('/cart/quantity', { orderId, prodId, quantity, uid: readCookie('uid') })
  ).data;
}

export async function removeLine(orderId: number, productId: number): Promise<CartView> {
  const { portalApi } = await import('@/lib/http/client');
  return (await portalApi.post<CartView>('/del/cart/product', { orderId, productId })).data;
}

export async function saveDescription(orderId: number, description: string) {
  const { portalApi } = await import('@/lib/http/client');
  return (
    await portalApi.post<{ orderId: number; description: string }>('/cart/description', {
      orderId,
      description,
      uid: readCookie('uid'),
    })
  ).data;
}

export async function applyCoupon(orderId: number, coupon: string) {
  const { portalApi } = await import('@/lib/http/client');
  return (
    await portalApi.post<PricesAnswer>('/cart/prices', {
      orderId,
      coupon,
      step: 'cart',
    })
  ).data;
}

/** Changes the cached cart with part of a server answer (prices and coupon, the note). */
function patchCart(patch: Partial<CartView>) {
  getQueryClient().setQueryData<CartView>(queryKeys.cart, (cart) => (cart ? { ...cart, ...patch } : cart));
}

/**
 * The order's prices a checkout step answered with (billing details, delivery, payment method): the cart
 * shows them, so the order page has one set of prices.
 */
export function setCartPrices(prices: CartPrices) {
  patchCart({ prices });
}

/**
 * A line's quantity (0 removes it): the cart the server answers with replaces the shown one, lines and
 * totals; a removed line fires the order-remove event of spec §4.
 */
export function useLineEdit(orderId: number | null) {
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) =>
      quantity === 0 ? removeLine(orderId!, productId) : changeQuantity(orderId!, productId, quantity),
    onSuccess: async (cart, { productId, quantity }) => {
      await setCart(cart);
      if (quantity === 0) cartEvent('order-remove', productId);
    },
  });
}

/** A coupon code ('' removes it): the server's prices and the stored code go into the cached cart. */
export function useCouponEdit(orderId: number | null) {
  return useMutation({
    mutationFn: (code: string) => applyCoupon(orderId!, code),
    onSuccess: ({ prices, coupon }) => patchCart({ prices, coupon }),
  });
}

/** The order note: the stored note goes into the cached cart. */
export function useNoteEdit(orderId: number | null) {
  return useMutation({
    mutationFn: (description: string) => saveDescription(orderId!, description),
    onSuccess: ({ description }) => patchCart({ description }),
  });
}

/** The quote PDF of the cart (POST /cart/download/document, a blob). */
export async function downloadQuote(orderId: number | null): Promise<{ blob: Blob; filename: string }> {
  const { portalApi } = await import('@/lib/http/client');
  const res = await portalApi.post('/cart/download/document', orderId ? { orderId } : {}, {
    responseType: 'blob',
  });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'offerte.pdf';
  return { blob: res.data as Blob, filename };
}
