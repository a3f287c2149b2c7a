// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { CheckoutFlow } from './checkout-flow';
import { installCheckoutApi, prices } from './test-data';

const server = mockServerPerTest();
const API = '*/api/portal';

beforeEach(() => {
  document.cookie = 'uid=v42; path=/';
  window.history.replaceState(null, '', '/bestellen');
  installCheckoutApi(server);
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the billing step (%s)', (locale, messages) => {
  const t = messages.checkout;

  async function openBillingStep() {
    renderWithIntl(<CheckoutFlow loggedIn={false} />, { locale });
    fireEvent.click(await screen.findByTestId('to-checkout'));
    await waitFor(() => expect(screen.getByTestId('order-heading').textContent).toBe(t.steps.paymentAddress));
    const email = screen.getByLabelText(new RegExp(`^${t.address.email}`)) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('jan@example.nl'));
    return email;
  }

  it('shows the server’s field messages at the fields and stays on the step', async () => {
    const refusal = locale === 'nl' ? 'Dit e-mailadres is geblokkeerd' : 'This e-mail address is blocked';
    server.use(
      http.post(`${API}/cart/pay/data`, () =>
        HttpResponse.json({ message: 'invalid', errors: { 'customer.email': [refusal] } }, { status: 422 }),
      ),
    );
    const email = await openBillingStep();
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    const described = (email.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(described).toContain(refusal);
    expect(screen.getByTestId('order-heading').textContent).toBe(t.steps.paymentAddress);
  });

  it('moves on to delivery once the server accepts the address', async () => {
    let sent: { customer?: { email?: string } } = {};
    server.use(
      http.post(`${API}/cart/pay/data`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({ btw: null, vatMode: 'standard', prices });
      }),
      http.get(`${API}/cart/delivery/11`, () =>
        HttpResponse.json({
          type: null,
          checkboxes: [],
          form: null,
          description: '',
          allInStock: true,
          availability: { pickup: true, delivery: true },
          deliveries: [{ id: 1, key: 'standard', cost: 0 }],
          cost: 0,
        }),
      ),
    );
    await openBillingStep();
    fireEvent.click(screen.getByTestId('address-submit'));
    await waitFor(() => expect(screen.getByTestId('order-heading').textContent).toBe(t.steps.delivery));
    expect(sent.customer?.email).toBe('jan@example.nl');
  });
});
