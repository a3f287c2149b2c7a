// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { CART_KEY, useSetCart, type CartAnswer } from './cart-api';

const cart = (count: number) => ({ orderId: count ? 1 : null, orders: [], prices: {}, coupon: null, description: '', count }) as unknown as CartAnswer;

afterEach(cleanup);

describe('useSetCart', () => {
  it('keeps the cart a change answered with when a cart read started before it lands afterwards', async () => {
    let finishRead: (c: CartAnswer) => void = () => undefined;
    const read = () => new Promise<CartAnswer>((resolve) => (finishRead = resolve));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let setCart: ReturnType<typeof useSetCart> = async () => undefined;
    let shown: CartAnswer | undefined;
    function Header() {
      shown = useQuery({ queryKey: CART_KEY, queryFn: read }).data;
      setCart = useSetCart();
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Header />
      </QueryClientProvider>,
    );
    // The header's first read is in flight (it read the empty cart); the shopper adds a product.
    await act(() => setCart(cart(1)));
    await act(async () => finishRead(cart(0)));
    expect(client.getQueryData<CartAnswer>(CART_KEY)?.count).toBe(1);
    // react-query tells its observers on a later tick.
    await waitFor(() => expect(shown?.count).toBe(1));
  });

  it('refetches when a change answered without a cart', async () => {
    let reads = 0;
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let setCart: ReturnType<typeof useSetCart> = async () => undefined;
    function Header() {
      useQuery({ queryKey: CART_KEY, queryFn: async () => cart(++reads) });
      setCart = useSetCart();
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Header />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(reads).toBe(1));
    await act(() => setCart(null));
    expect(reads).toBe(2);
  });
});
