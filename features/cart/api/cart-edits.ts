// The cart page's own calls (quantities, removal, note, coupon, the quote PDF): a module of their own so
// that every page's first load, which has the header's cart count and add-to-cart (./cart-api.ts), does
// not carry them.
import { readCookie } from '@/lib/http/cookies';
import { loadHttp } from '@/lib/http/lazy';
import type { CartPrices } from '../model';
import type { CartAnswer } from './cart-api';

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
