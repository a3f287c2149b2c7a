// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import { findRequestError, mockServerPerTest, press, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import type { CartView } from '../model';
import { AddToCartControl } from './add-to-cart-control';
import { HeaderCartLink } from './header-cart-link';

const server = mockServerPerTest();
const CART = '*/api/portal/api/cart-products';
const ADD = '*/api/portal/cart/product';
const NAME = 'Dell PowerEdge R740';

const cart = (count: number) =>
  ({
    orderId: count ? 11 : null,
    orders: [],
    prices: {},
    coupon: null,
    description: '',
    count,
  }) as unknown as CartView;

beforeEach(() => {
  document.cookie = 'uid=v42; path=/';
  window.history.replaceState(null, '', '/servers/dell-r740');
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the header cart and add to cart (%s)', (locale, messages) => {
  const header = messages.header;
  const named = createTranslator({ locale, messages, namespace: 'header' });
  const count = (n: number) => named('cartCount', { count: n });
  const render = () =>
    renderWithIntl(
      <>
        <HeaderCartLink href="/bestellen" text={header.cart} emptyLabel={header.cartEmpty} />
        <AddToCartControl
          productId={7}
          name={NAME}
          text={messages.cart.add}
          label={messages.cart.addLabel.replace('{name}', NAME)}
        />
      </>,
      { locale },
    );
  const link = () => screen.getByRole('link');
  const add = () => screen.getByRole('button', { name: messages.cart.addLabel.replace('{name}', NAME) });

  it('shows an empty cart while loading, and for an empty cart', async () => {
    let reads = 0;
    server.use(
      http.get(CART, async () => {
        await delay(30);
        reads++;
        return HttpResponse.json(cart(0));
      }),
    );
    render();
    expect(link().getAttribute('aria-label')).toBe(header.cartEmpty);
    await waitFor(() => expect(reads).toBe(1));
    expect(link().getAttribute('aria-label')).toBe(header.cartEmpty);
    expect(screen.queryByTestId('header-cart-count')).toBeNull();
  });

  it('shows the number of items the server counts', async () => {
    server.use(http.get(CART, () => HttpResponse.json(cart(3))));
    render();
    await waitFor(() => expect(link().getAttribute('aria-label')).toBe(count(3)));
    expect(screen.getByTestId('header-cart-count').textContent).toBe('3');
  });

  it('keeps showing an empty cart when the cart cannot be read (silently, no notice)', async () => {
    let reads = 0;
    server.use(
      http.get(CART, () => {
        reads++;
        return HttpResponse.json({ message: 'down' }, { status: 503 });
      }),
    );
    render();
    await waitFor(() => expect(reads).toBeGreaterThan(0));
    expect(link().getAttribute('aria-label')).toBe(header.cartEmpty);
    expect(screen.queryByText(messages.notify.requestError)).toBeNull();
  });

  it('adds a product: busy while it runs, then the toast and the server’s count in the header', async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(CART, () => HttpResponse.json(cart(0))),
      http.post(ADD, async () => {
        await answered;
        return HttpResponse.json(cart(1), { status: 201 });
      }),
    );
    render();
    await waitFor(() => expect(link().getAttribute('aria-label')).toBe(header.cartEmpty));
    press(add());
    await waitFor(() => expect(add()).toHaveProperty('disabled', true));
    answer();
    expect(await screen.findByText(messages.cart.added.replace('{name}', NAME))).toBeTruthy();
    await waitFor(() => expect(link().getAttribute('aria-label')).toBe(count(1)));
    expect(add()).toHaveProperty('disabled', false);
  });

  it('shows a refusal (422) in a toast with the server’s message, the header count unchanged', async () => {
    const refusal = locale === 'nl' ? 'Niet genoeg op voorraad' : 'Not enough in stock';
    server.use(
      http.get(CART, () => HttpResponse.json(cart(2))),
      http.post(ADD, () =>
        HttpResponse.json({ message: refusal, errors: { quantity: [refusal] } }, { status: 422 }),
      ),
    );
    render();
    await waitFor(() => expect(link().getAttribute('aria-label')).toBe(count(2)));
    press(add());
    expect(
      await screen.findByText(`${refusal}\nquantity: ${refusal}`, { normalizer: (s) => s }),
    ).toBeTruthy();
    expect(screen.queryByText(messages.notify.requestError)).toBeNull();
    expect(link().getAttribute('aria-label')).toBe(count(2));
  });

  it('announces a failing add with spec §8’s notice', async () => {
    server.use(
      http.get(CART, () => HttpResponse.json(cart(2))),
      http.post(ADD, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    render();
    await waitFor(() => expect(link().getAttribute('aria-label')).toBe(count(2)));
    press(add());
    await findRequestError(locale, '/servers/dell-r740');
    expect(screen.queryByText(messages.cart.added.replace('{name}', NAME))).toBeNull();
    expect(link().getAttribute('aria-label')).toBe(count(2));
  });
});
