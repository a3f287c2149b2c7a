'use client';

import { portalApi } from '@/lib/http/client';
import type { CartPrices } from '@/features/cart/model';
import type { DeliveryFormFields, DeliveryOption } from '../model';
import type { PaymentAddressInput } from '../schemas';

export interface DeliveryInfo {
  type: number | null;
  checkboxes: DeliveryOption[];
  form: DeliveryFormFields | null;
  description: string;
  allInStock: boolean;
  availability: Record<DeliveryOption, boolean>;
  deliveries: { id: number; key: string; cost: number }[];
  cost: number;
}

export interface PricesAnswer {
  prices: CartPrices;
  coupon: string | null;
  deliveryType: number | null;
}

export const checkCart = async () =>
  (
    await portalApi.post<{
      check: boolean;
      orderId: number | null;
      problems: { name: string; stock: number }[];
    }>('/cart/user/check', {})
  ).data;

export const loadPrices = async (orderId: number) =>
  (await portalApi.get<PricesAnswer>('/cart/prices', { params: { orderId } })).data;

export const loadCustomer = async (orderId: number) =>
  (
    await portalApi.post<{
      customer: Partial<PaymentAddressInput>;
      loggedIn: boolean;
      addressSaved: boolean;
    }>('/get/cart/customer', { orderId })
  ).data;

export const savePaymentAddress = async (orderId: number, customer: PaymentAddressInput) =>
  (
    await portalApi.post<{
      btw: { valid: boolean; error: string | null; status: string } | null;
      vatMode: string;
      prices: CartPrices;
    }>('/cart/pay/data', {
      orderId,
      customer,
    })
  ).data;

export const checkBtw = async (btw: string, country?: string) =>
  (
    await portalApi.post<{ valid: boolean; error: string | null; status: string; name: string | null }>(
      '/customer/btw',
      { customer: { btw, ...(country ? { country } : {}) } },
    )
  ).data;

export const loadDelivery = async (orderId: number) =>
  (await portalApi.get<DeliveryInfo>(`/cart/delivery/${orderId}`)).data;

export const saveDelivery = async (
  orderId: number,
  type: number | null,
  checkboxes: DeliveryOption[],
  form: DeliveryFormFields,
) =>
  (
    await portalApi.post<DeliveryInfo & { prices: CartPrices }>('/cart/delivery', {
      orderId,
      type,
      checkboxes,
      form,
    })
  ).data;

export const loadPaymentInfo = async (orderId: number) =>
  (
    await portalApi.post<{ idealBanks: string[]; src: string | null; method: string; methods: string[] }>(
      '/cart/pay/ideal-qrcode',
      { orderId, qrcode: false },
    )
  ).data;

export const savePaymentMethod = async (orderId: number, method: string) =>
  (
    await portalApi.post<{ method: string; methods: string[]; prices: CartPrices }>('/cart/pay/method', {
      orderId,
      method,
    })
  ).data;

export interface PayAnswer {
  orderId: number;
  url: string;
  error?: boolean;
  errors?: unknown;
}

/** Confirm = pay: acquire methods answer the provider's page, default methods our success page. */
export async function pay(
  orderId: number,
  method: string,
  acquire: boolean,
  description: string,
): Promise<PayAnswer> {
  const res = acquire
    ? await portalApi.post<PayAnswer>('/cart/pay/bank', {
        orderId,
        method,
        bankRadio: null,
        redirectUrl: location.href,
        redirectUrlCancel: location.href,
      })
    : await portalApi.post<PayAnswer>('/cart/pay/credit', { orderId, method, orderDescription: description });
  return res.data;
}

export const deleteOrder = async (orderId: number) => {
  await portalApi.delete(`/cart/products/${orderId}`);
};

export const retryPayment = async (orderId: number) =>
  (await portalApi.post<PayAnswer>('/cart/pay/retry', { orderId })).data;

/** Change order: the order is canceled (its payment at the provider first) and its lines go back into the cart. */
export const changeOrder = async (orderId: number) => {
  await portalApi.post<{ status: string }>('/cart/pay/change', { orderId });
};
