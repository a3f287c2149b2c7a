// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { CART_KEY, useSetCart, type CartAnswer } from './cart-api';

const cart = (count: number) =>
  ({
    orderId: count ? 1 : null,
    orders: [],
    prices: {},
    coupon: null,
    description: '',
    count,
  }) as unknown as CartAnswer;

afterEach(cleanup);

/** A header that reads the cart with `read`, as the shop's header does; gives its setCart and what it shows. */
function mountHeader(read: () => Promise<CartAnswer>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const header = {
    client,
    shown: undefined as CartAnswer | undefined,
    setCart: (async () => undefined) as ReturnType<typeof useSetCart>,
  };
  function Header() {
    header.shown = useQuery({ queryKey: CART_KEY, queryFn: read }).data;
    header.setCart = useSetCart();
    return null;
  }
  render(
    <QueryClientProvider client={client}>
      <Header />
    </QueryClientProvider>,
  );
  return header;
}

describe('useSetCart', () => {
  it('keeps the cart a change answered with when a cart read started before it lands afterwards', async () => {
    let finishRead: (c: CartAnswer) => void = () => undefined;
    const header = mountHeader(() => new Promise<CartAnswer>((resolve) => (finishRead = resolve)));
    // The header's first read is in flight (it read the empty cart); the shopper adds a product.
    await act(() => header.setCart(cart(1)));
    await act(async () => finishRead(cart(0)));
    expect(header.client.getQueryData<CartAnswer>(CART_KEY)?.count).toBe(1);
    // react-query tells its observers on a later tick.
    await waitFor(() => expect(header.shown?.count).toBe(1));
  });

  it('refetches when a change answered without a cart', async () => {
    let reads = 0;
    const header = mountHeader(async () => cart(++reads));
    await waitFor(() => expect(reads).toBe(1));
    await act(() => header.setCart(null));
    expect(reads).toBe(2);
  });
});
