'use client';

import { portalApi } from '@/lib/http/client';
import { queryOptions, useQuery } from '@/lib/query';
import { queryKeys } from '@/lib/query-keys';
import type { CartCheck, CartPrices, PricesAnswer } from '@/features/cart/client';
import type {
  ConfirmResult,
  CustomerInfo,
  DeliveryFormFields,
  DeliveryInfo,
  DeliveryOption,
  PaymentAddressSaved,
  PaymentInfo,
  PaymentMethodSaved,
} from '../model';
import type { PaymentAddressInput } from '../schemas';

export const checkCart = async () => (await portalApi.post<CartCheck>('/cart/user/check', {})).data;

export const loadPrices = async (orderId: number) =>
  (await portalApi.get<PricesAnswer>('/cart/prices', { params: { orderId } })).data;

export const savePaymentAddress = async (orderId: number, customer: PaymentAddressInput) =>
  (await portalApi.post<PaymentAddressSaved>('/cart/pay/data', { orderId, customer })).data;

/**
 * The order page's reads, cached per order by react-query: the step machine loads them when a step is
 * entered (`fetchQuery`, always fresh), the step components show them (`useQuery`), and a change's answer
 * replaces them.
 */
export const checkoutQueries = {
  customer: (orderId: number) =>
    queryOptions({
      queryKey: queryKeys.checkout.customer(orderId),
      queryFn: async () => (await portalApi.post<CustomerInfo>('/get/cart/customer', { orderId })).data,
    }),
  delivery: (orderId: number) =>
    queryOptions({
      queryKey: queryKeys.checkout.delivery(orderId),
      queryFn: async () => (await portalApi.get<DeliveryInfo>(`/cart/delivery/${orderId}`)).data,
    }),
  payment: (orderId: number) =>
    queryOptions({
      queryKey: queryKeys.checkout.payment(orderId),
      queryFn: async () =>
        (await portalApi.post<PaymentInfo>('/cart/pay/ideal-qrcode', { orderId, qrcode: false })).data,
    }),
};

/** The delivery types and costs of the order (the delivery step, the order review). */
export function useDeliveryInfo(orderId: number | null) {
  return useQuery({ ...checkoutQueries.delivery(orderId ?? 0), enabled: orderId !== null });
}

/** The payment methods open to the order (the payment step). */
export function usePaymentInfo(orderId: number | null) {
  return useQuery({ ...checkoutQueries.payment(orderId ?? 0), enabled: orderId !== null });
}

export const checkBtw = async (btw: string, country?: string) =>
  (
    await portalApi.post<{ valid: boolean; error: string | null; status: string; name: string | null }>(
      '/customer/btw',
      { customer: { btw, ...(country ? { country } : {}) } },
    )
  ).data;

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

export const savePaymentMethod = async (orderId: number, method: string) =>
  (await portalApi.post<PaymentMethodSaved>('/cart/pay/method', { orderId, method })).data;

/** Confirm = pay: acquire methods answer the provider's page, default methods our success page. */
export async function pay(
  orderId: number,
  method: string,
  acquire: boolean,
  description: string,
): Promise<ConfirmResult> {
  const res = acquire
    ? await portalApi.post<ConfirmResult>('/cart/pay/bank', {
        orderId,
        method,
        bankRadio: null,
        redirectUrl: location.href,
        redirectUrlCancel: location.href,
      })
    : await portalApi.post<ConfirmResult>('/cart/pay/credit', {
        orderId,
        method,
        orderDescription: description,
      });
  return res.data;
}

export const deleteOrder = async (orderId: number) => {
  await portalApi.delete(`/cart/products/${orderId}`);
};

export const retryPayment = async (orderId: number) =>
  (await portalApi.post<ConfirmResult>('/cart/pay/retry', { orderId })).data;

/** Change order: the order is canceled (its payment at the provider first) and its lines go back into the cart. */
export const changeOrder = async (orderId: number) => {
  await portalApi.post<{ status: string }>('/cart/pay/change', { orderId });
};
