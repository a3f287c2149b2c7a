'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { CheckoutStore } from '../stores/checkout-store';

export const CheckoutContext = createContext<CheckoutStore | null>(null);

export function useCheckout<T>(select: Parameters<typeof useStore<CheckoutStore, T>>[1]): T {
  const store = useContext(CheckoutContext);
  if (!store) throw new Error('useCheckout outside CheckoutFlow');
  return useStore(store, select);
}
