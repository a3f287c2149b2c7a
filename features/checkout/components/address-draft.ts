'use client';

import type { PaymentAddressInput } from '../schemas';

/**
 * Billing details as the shopper types them, kept in the tab (sessionStorage) per order, so a reload
 * before "next" doesn't lose them. Only this tab sees them; a new order starts without.
 */
const key = (orderId: number) => `checkout-address-${orderId}`;

export function loadAddressDraft(orderId: number): Partial<PaymentAddressInput> | null {
  try {
    const raw = window.sessionStorage.getItem(key(orderId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return value && typeof value === 'object' ? (value as Partial<PaymentAddressInput>) : null;
  } catch {
    // Storage blocked or unreadable: the form starts from what the server knows.
    return null;
  }
}

export function saveAddressDraft(orderId: number, values: Partial<PaymentAddressInput>): void {
  try {
    window.sessionStorage.setItem(key(orderId), JSON.stringify(values));
  } catch {
    // Storage full or blocked: the draft is only a convenience.
  }
}
