// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { findRequestError, mockServerPerTest, press, renderWithIntl } from '@/tests/support/render';
import { cachedCart } from '@/features/cart/api/cart-api';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { fixture } from '../testing/fixture';
import { Configurator } from './configurator';

const server = mockServerPerTest();
const ADD = '*/api/portal/cart/product';

beforeEach(() => {
  document.cookie = 'uid=v42; path=/';
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the configurator (%s)', (locale, messages) => {
  const t = messages.configurator;
  const render = () => renderWithIntl(<Configurator data={fixture()} locale={locale} />, { locale });

  it('prices a chosen option at once, without asking the server', async () => {
    render();
    const before = screen.getByTestId('cfg-total-excl').textContent;
    fireEvent.click(screen.getAllByRole('radio', { name: /Xeon Platinum 8280/ })[0]);
    await waitFor(() => expect(screen.getByTestId('cfg-total-excl').textContent).not.toBe(before));
    expect(screen.getByTestId('cfg-summary-list').textContent).toContain('Xeon Platinum 8280');
  });

  it('adds the configuration to the cart: busy while it runs, then the server’s cart is the cached cart', async () => {
    let asked: { item?: { configuration?: { selection?: unknown } } } = {};
    server.use(
      http.post(ADD, async ({ request }) => {
        asked = (await request.json()) as typeof asked;
        await delay(30);
        return HttpResponse.json(
          { orderId: 3, orders: [], prices: {}, coupon: null, description: '', count: 1 },
          { status: 201 },
        );
      }),
    );
    render();
    fireEvent.click(screen.getAllByRole('radio', { name: /Xeon Platinum 8280/ })[0]);
    fireEvent.click(screen.getByRole('button', { name: t.addToCart }));
    expect(await screen.findByRole('button', { name: t.adding })).toHaveProperty('disabled', true);
    await waitFor(() => expect(cachedCart()?.count).toBe(1));
    expect(asked.item?.configuration?.selection).toBeDefined();
    expect(await screen.findByRole('button', { name: t.addToCart })).toHaveProperty('disabled', false);
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows why adding failed with the server’s message', async () => {
    const refusal = locale === 'nl' ? 'Dit onderdeel is uitverkocht' : 'This part is sold out';
    server.use(http.post(ADD, () => HttpResponse.json({ message: refusal }, { status: 409 })));
    render();
    fireEvent.click(screen.getByRole('button', { name: t.addToCart }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        t.errors.cart.replace('{message}', `409 ${refusal}`),
      ),
    );
    expect(cachedCart()).toBeUndefined();
  });

  it('shows a refused configuration (422) with the server’s message and field messages', async () => {
    server.use(
      http.post(ADD, () =>
        HttpResponse.json(
          { message: t.errors.invalidPart, errors: { selection: [t.errors.unknownValue] } },
          { status: 422 },
        ),
      ),
    );
    render();
    fireEvent.click(screen.getByRole('button', { name: t.addToCart }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        t.errors.cart.replace(
          '{message}',
          `422 ${t.errors.invalidPart}\nselection: ${t.errors.unknownValue}`,
        ),
      ),
    );
    expect(cachedCart()).toBeUndefined();
    expect(screen.getByRole('button', { name: t.addToCart })).toHaveProperty('disabled', false);
  });

  it('announces a failing share call with spec §8’s notice', async () => {
    server.use(
      http.post('*/api/portal/api/catalog/catalog-product-share', () =>
        HttpResponse.json({ message: 'Server error' }, { status: 500 }),
      ),
    );
    window.history.replaceState(null, '', `/${locale}/servers/dell-r740`);
    render();
    press(screen.getByRole('button', { name: t.share }));
    await findRequestError(locale, `/${locale}/servers/dell-r740`);
    expect(screen.getByRole('alert').textContent).toBe('Server error');
    expect(screen.queryByLabelText(t.shareLink)).toBeNull();
  });
});
