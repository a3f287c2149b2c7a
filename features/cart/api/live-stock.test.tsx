// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emit } from '@/lib/realtime/events';
import { mockServerPerTest } from '@/tests/support/render';
import type { CartView } from '../model';
import { cachedCart, useCart } from './cart-api';
import { useLiveCartStock } from './live-stock';

const server = mockServerPerTest();

const cart = (lines: { productId: number; name: string }[]) =>
  ({
    orderId: 1,
    orders: lines,
    prices: {},
    coupon: null,
    description: '',
    count: lines.length,
  }) as unknown as CartView;

let reads = 0;
beforeEach(() => {
  reads = 0;
  document.cookie = 'uid=v42; path=/';
  server.use(
    http.get('*/api/portal/api/cart-products', () => {
      reads++;
      return HttpResponse.json(cart([{ productId: 7, name: 'Dell R740' }]));
    }),
  );
});

function Watcher() {
  useCart();
  useLiveCartStock();
  return null;
}

function setup() {
  const notices: unknown[] = [];
  const onNotice = (e: Event) => notices.push((e as CustomEvent).detail);
  window.addEventListener('shop:notify', onNotice);
  const view = render(<Watcher />);
  const stock = (productId: number) =>
    act(() => {
      emit('stock-changed', { productId, quantity: 1 });
    });
  return { notices, view, stock, off: () => window.removeEventListener('shop:notify', onNotice) };
}

describe('useLiveCartStock', () => {
  it('refetches the cart and warns when a product in the cart changes, and ignores other products', async () => {
    const { notices, stock, off } = setup();
    await waitFor(() => expect(cachedCart()?.count).toBe(1));
    expect(reads).toBe(1);
    await stock(99);
    expect(reads).toBe(1);
    expect(notices).toEqual([]);
    await stock(7);
    await waitFor(() => expect(reads).toBe(2));
    // Message keys: the toasts translate them (this code is on every page's first load, without next-intl).
    expect(notices).toEqual([
      {
        kind: 'warning',
        title: { key: 'cart.stockChangedTitle' },
        description: { key: 'cart.stockChanged', values: { name: 'Dell R740' } },
        id: 'product-changed:7',
      },
    ]);
    // A change by staff (price, name…) does the same.
    await act(() => {
      emit('product-changed', { productId: 7, version: Date.now() });
    });
    await waitFor(() => expect(reads).toBe(3));
    expect(notices).toHaveLength(2);
    off();
  });

  it('stops listening when unmounted', async () => {
    const { notices, view, stock, off } = setup();
    await waitFor(() => expect(reads).toBe(1));
    view.unmount();
    await stock(7);
    expect(notices).toEqual([]);
    off();
  });
});
