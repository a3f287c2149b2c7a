// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { findRequestError, mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { CheckoutFlow } from './checkout-flow';
import { cart, cartWith } from './test-data';

const server = mockServerPerTest();
const CART = '*/api/portal/api/cart-products';
const QUANTITY = '*/api/portal/cart/quantity';

beforeEach(() => {
  document.cookie = 'uid=v42; path=/';
  window.history.replaceState(null, '', '/bestellen');
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the order page cart (%s)', (locale, messages) => {
  const render = () => renderWithIntl(<CheckoutFlow loggedIn={false} />, { locale });
  // The line total (quantity × unit price) is the one amount of two thousand euro in the line.
  const lineTotal = () => within(screen.getByTestId('cart-line')).queryByText(/2[.,]000/);

  it('shows loading, then the server’s lines and totals', async () => {
    server.use(
      http.get(CART, async () => {
        await delay(30);
        return HttpResponse.json(cart);
      }),
    );
    render();
    expect(screen.getByText(messages.checkout.loading)).toBeTruthy();
    expect(await screen.findByText('Dell PowerEdge R740')).toBeTruthy();
    expect(screen.getByTestId('price-total').textContent).toContain('1');
  });

  it('shows the empty cart', async () => {
    server.use(http.get(CART, () => HttpResponse.json(cartWith(0))));
    render();
    expect((await screen.findByTestId('cart-empty')).textContent).toContain(messages.cart.empty);
  });

  it('offers a retry when the cart cannot be read, and shows it once it can', async () => {
    let reads = 0;
    server.use(
      http.get(CART, () => {
        reads++;
        return reads <= 2 ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(cart);
      }),
    );
    render();
    // One retry of its own, then the retry button.
    const retry = await screen.findByRole('button', { name: messages.checkout.retry }, { timeout: 3000 });
    expect(reads).toBe(2);
    fireEvent.click(retry);
    expect(await screen.findByText('Dell PowerEdge R740')).toBeTruthy();
  });

  it('shows the cart the server answers a quantity change with', async () => {
    let asked: unknown;
    server.use(
      http.get(CART, () => HttpResponse.json(cart)),
      http.post(QUANTITY, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json(cartWith(2));
      }),
    );
    render();
    const input = await screen.findByTestId('cart-quantity');
    expect(lineTotal()).toBeNull();
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    await waitFor(() => expect(lineTotal()).toBeTruthy());
    expect(asked).toMatchObject({ orderId: 11, prodId: 7, quantity: 2 });
    expect(screen.getByTestId('price-net').textContent).toMatch(/2[.,]000/);
    expect(screen.getByRole('status').textContent).toBe(messages.cart.updated);
  });

  it('shows a refused quantity’s message at the line and keeps the server’s quantity', async () => {
    const refusal =
      locale === 'nl' ? 'Als gast bestel je er hoogstens 3.' : 'As a guest you can order at most 3.';
    server.use(
      http.get(CART, () => HttpResponse.json(cart)),
      http.post(QUANTITY, () =>
        HttpResponse.json({ message: 'invalid', errors: { quantity: [refusal] } }, { status: 422 }),
      ),
    );
    render();
    const input = await screen.findByTestId('cart-quantity');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    expect((await screen.findByTestId('cart-quantity-error')).textContent).toBe(refusal);
    await waitFor(() => expect((screen.getByTestId('cart-quantity') as HTMLInputElement).value).toBe('1'));
    expect(screen.getByTestId('cart-quantity').getAttribute('aria-invalid')).toBe('true');
  });

  it('announces a failing quantity change with spec §8’s notice and keeps the server’s quantity', async () => {
    server.use(
      http.get(CART, () => HttpResponse.json(cart)),
      http.post(QUANTITY, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    render();
    const input = await screen.findByTestId('cart-quantity');
    // The shopper typed the new quantity (the page counts keys as engaging: the toasts load).
    fireEvent.keyDown(input, { key: '2' });
    fireEvent.change(input, { target: { value: '2' } });
    fireEvent.blur(input);
    await findRequestError(locale, '/bestellen');
    await waitFor(() => expect((screen.getByTestId('cart-quantity') as HTMLInputElement).value).toBe('1'));
    expect(lineTotal()).toBeNull();
  });
});
