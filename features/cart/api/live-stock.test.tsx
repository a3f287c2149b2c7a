// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { NextIntlClientProvider } from 'next-intl';
import nl from '@/messages/nl.json';
import { WINDOW_EVENTS } from '@/lib/realtime/channels';
import { CART_KEY, type CartAnswer } from './cart-api';
import { useLiveCartStock } from './live-stock';

const cart = (lines: { productId: number; name: string }[]) =>
  ({
    orderId: 1,
    orders: lines,
    prices: {},
    coupon: null,
    description: '',
    count: lines.length,
  }) as unknown as CartAnswer;

function Watcher({ load }: { load: () => Promise<CartAnswer> }) {
  useQuery({ queryKey: CART_KEY, queryFn: load });
  useLiveCartStock();
  return null;
}

function setup() {
  const load = vi.fn(async () => cart([{ productId: 7, name: 'Dell R740' }]));
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  const notices: unknown[] = [];
  const onNotice = (e: Event) => notices.push((e as CustomEvent).detail);
  window.addEventListener('shop:notify', onNotice);
  const view = render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="nl" messages={nl}>
        <Watcher load={load} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
  const stock = (productId: number) =>
    act(() => {
      window.dispatchEvent(
        new CustomEvent(WINDOW_EVENTS.stockChanged, { detail: { productId, quantity: 1 } }),
      );
    });
  return { load, notices, view, stock, off: () => window.removeEventListener('shop:notify', onNotice) };
}

afterEach(cleanup);

describe('useLiveCartStock', () => {
  it('refetches the cart and warns when a product in the cart changes, and ignores other products', async () => {
    const { load, notices, stock, off } = setup();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await stock(99);
    expect(load).toHaveBeenCalledTimes(1);
    expect(notices).toEqual([]);
    await stock(7);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(notices).toEqual([
      { kind: 'warning', title: 'winkel magazijn', description: 'Product Dell R740 is gewijzigd' },
    ]);
    off();
  });

  it('stops listening when unmounted', async () => {
    const { load, notices, view, stock, off } = setup();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    view.unmount();
    await stock(7);
    expect(notices).toEqual([]);
    off();
  });
});
