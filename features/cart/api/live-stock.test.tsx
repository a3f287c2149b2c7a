// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { emit } from '@/lib/realtime/events';
import { cartResource, useCart, type CartAnswer } from './cart-api';
import { useLiveCartStock } from './live-stock';

const backgroundCall = vi.hoisted(() => vi.fn());
vi.mock('@/lib/http/background', () => ({ backgroundCall, ensureUid: async () => undefined }));

const cart = (lines: { productId: number; name: string }[]) =>
  ({
    orderId: 1,
    orders: lines,
    prices: {},
    coupon: null,
    description: '',
    count: lines.length,
  }) as unknown as CartAnswer;

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

beforeEach(() => {
  cartResource.clear();
  backgroundCall.mockReset();
  backgroundCall.mockResolvedValue(cart([{ productId: 7, name: 'Dell R740' }]));
});
afterEach(cleanup);

describe('useLiveCartStock', () => {
  it('refetches the cart and warns when a product in the cart changes, and ignores other products', async () => {
    const { notices, stock, off } = setup();
    await waitFor(() => expect(cartResource.get().data?.count).toBe(1));
    expect(backgroundCall).toHaveBeenCalledTimes(1);
    expect(backgroundCall).toHaveBeenCalledWith('GET', '/api/cart-products');
    await stock(99);
    expect(backgroundCall).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
    await stock(7);
    await waitFor(() => expect(backgroundCall).toHaveBeenCalledTimes(2));
    // Message keys: the toasts translate them (this code is on every page's first load, without next-intl).
    expect(notices).toEqual([
      {
        kind: 'warning',
        title: { key: 'cart.stockChangedTitle' },
        description: { key: 'cart.stockChanged', values: { name: 'Dell R740' } },
      },
    ]);
    off();
  });

  it('stops listening when unmounted', async () => {
    const { notices, view, stock, off } = setup();
    await waitFor(() => expect(backgroundCall).toHaveBeenCalledTimes(1));
    view.unmount();
    await stock(7);
    expect(notices).toEqual([]);
    off();
  });
});
