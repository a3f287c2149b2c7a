// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { findRequestError, mockServerPerTest, press, renderWithIntl } from '@/tests/support/render';
import { computePrices } from '@/features/cart/model';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { CheckoutFlow } from './checkout-flow';
import { installCheckoutApi, prices } from './test-data';

// The delivery and payment steps as the order page shows them: the real flow from the cart on, against
// the portal API's answers at the network level.
const server = mockServerPerTest();
const API = '*/api/portal';

/** The prices once the shipping costs (€ 9.95) are in. */
const withShipping = computePrices({
  lines: [{ price: 100_000, quantity: 1 }],
  vatRate: 21,
  deliveryCost: 995,
});

const delivery = {
  type: null as number | null,
  checkboxes: [],
  form: null,
  description: '',
  allInStock: true,
  availability: { quickly: true, weekday: true, weekend: true, neighbour: true },
  deliveries: [
    { id: 1, key: 'server', cost: 995 },
    { id: 3, key: 'pickup', cost: 0 },
  ],
  vatRate: 21,
  cost: 0,
};

const paymentInfo = {
  idealBanks: [],
  src: null,
  qrcode: false,
  method: 'ideal',
  methods: ['ideal', 'paypal', 'banlogo'],
};

const SAVE_DELIVERY = `${API}/cart/delivery`;
const SAVE_METHOD = `${API}/cart/pay/method`;

beforeEach(() => {
  document.cookie = 'uid=v42; path=/';
  window.history.replaceState(null, '', '/bestellen');
  installCheckoutApi(
    server,
    http.post(`${API}/cart/pay/data`, () => HttpResponse.json({ btw: null, vatMode: 'standard', prices })),
    http.get(`${API}/cart/delivery/11`, () => HttpResponse.json(delivery)),
    http.post(`${API}/cart/pay/ideal-qrcode`, () => HttpResponse.json(paymentInfo)),
  );
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('the delivery and payment steps (%s)', (locale, messages) => {
  const t = messages.checkout;
  const heading = () => screen.getByTestId('order-heading').textContent;
  const next = () => screen.getByRole('button', { name: t.next }) as HTMLButtonElement;
  const alert = () => screen.getByTestId('checkout-error').textContent;

  /** From the cart through the billing details (filled in from the order) to the delivery step. */
  async function openDeliveryStep() {
    renderWithIntl(<CheckoutFlow loggedIn={false} />, { locale });
    press(await screen.findByTestId('to-checkout'));
    await waitFor(() => expect(heading()).toBe(t.steps.paymentAddress));
    const email = screen.getByLabelText(new RegExp(`^${t.address.email}`)) as HTMLInputElement;
    await waitFor(() => expect(email.value).toBe('jan@example.nl'));
    press(screen.getByTestId('address-submit'));
    await waitFor(() => expect(heading()).toBe(t.steps.delivery));
  }

  /** Chooses shipping by post, which shows the delivery address filled in from the billing details. */
  function choosePost() {
    fireEvent.click(screen.getByRole('radio', { name: new RegExp(t.deliveryTypes['1'].title) }));
    return screen.getByLabelText(t.delivery.postcode) as HTMLInputElement;
  }

  async function openPaymentStep() {
    await openDeliveryStep();
    server.use(http.post(SAVE_DELIVERY, () => HttpResponse.json({ ...delivery, type: 1, prices })));
    choosePost();
    press(next());
    await waitFor(() => expect(heading()).toBe(t.steps.payment));
  }

  const method = (name: keyof typeof t.methods) =>
    screen.getByRole('radio', { name: t.methods[name] }) as HTMLInputElement;

  describe('delivery', () => {
    it('asks for a delivery type before sending anything', async () => {
      let saves = 0;
      server.use(http.post(SAVE_DELIVERY, () => (saves++, HttpResponse.json({}))));
      await openDeliveryStep();
      press(next());
      expect((await screen.findByText(t.noDeliveryType)).getAttribute('role')).toBe('alert');
      expect(saves).toBe(0);
      expect(heading()).toBe(t.steps.delivery);
    });

    it('shows the types with their costs and the address from the billing details', async () => {
      await openDeliveryStep();
      expect(screen.getByRole('radio', { name: new RegExp(t.deliveryTypes['3'].title) })).toBeTruthy();
      expect(screen.getAllByText(t.delivery.free).length).toBeGreaterThan(0);
      const postcode = choosePost();
      expect(postcode.value).toBe('1012 LG');
      expect((screen.getByLabelText(t.delivery.address) as HTMLInputElement).value).toBe('Damrak 1');
    });

    it('is busy while the delivery is saved, then moves on to payment with the type sent', async () => {
      let sent: { orderId?: number; type?: number; form?: { postcode?: string } } = {};
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(SAVE_DELIVERY, async ({ request }) => {
          sent = (await request.json()) as typeof sent;
          await answered;
          return HttpResponse.json({ ...delivery, type: 1, prices: withShipping });
        }),
      );
      await openDeliveryStep();
      choosePost();
      press(next());
      await waitFor(() => expect(next().disabled).toBe(true));
      expect(heading()).toBe(t.steps.delivery);
      answer();
      await waitFor(() => expect(heading()).toBe(t.steps.payment));
      expect(sent).toMatchObject({ orderId: 11, type: 1, form: { postcode: '1012 LG' } });
      // The review names the saved delivery type.
      expect(screen.getByText(t.deliveryTypes['1'].title)).toBeTruthy();
    });

    it('shows the server’s field messages at the fields and stays on the step', async () => {
      const refusal = locale === 'nl' ? 'Geen geldige postcode' : 'Not a valid postcode';
      server.use(
        http.post(SAVE_DELIVERY, () =>
          HttpResponse.json({ message: 'invalid', errors: { 'form.postcode': [refusal] } }, { status: 422 }),
        ),
      );
      await openDeliveryStep();
      const postcode = choosePost();
      press(next());
      await waitFor(() => expect(postcode.getAttribute('aria-invalid')).toBe('true'));
      expect(document.getElementById(postcode.getAttribute('aria-describedby')!)?.textContent).toBe(refusal);
      expect(alert()).toContain(refusal);
      expect(heading()).toBe(t.steps.delivery);
      expect(next().disabled).toBe(false);
      expect(screen.queryByText(messages.notify.requestError)).toBeNull();
    });

    it('shows a refused delivery type at the types', async () => {
      const refusal = locale === 'nl' ? 'Niet leverbaar naar dit adres' : 'Not deliverable to this address';
      server.use(
        http.post(SAVE_DELIVERY, () =>
          HttpResponse.json({ message: 'invalid', errors: { type: [refusal] } }, { status: 422 }),
        ),
      );
      await openDeliveryStep();
      choosePost();
      press(next());
      const group = await screen.findByRole('group', { name: t.delivery.typeLegend });
      await waitFor(() => expect(group.getAttribute('aria-describedby')).toBe('delivery-type-error'));
      expect(document.getElementById('delivery-type-error')?.textContent).toBe(refusal);
      expect(heading()).toBe(t.steps.delivery);
    });

    it('announces a failing save with spec §8’s notice and stays on the step', async () => {
      server.use(
        http.post(SAVE_DELIVERY, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
      );
      await openDeliveryStep();
      choosePost();
      press(next());
      await findRequestError(locale, '/bestellen');
      expect(heading()).toBe(t.steps.delivery);
      expect(alert()).toBe('Server error');
      expect(next().disabled).toBe(false);
    });
  });

  describe('payment', () => {
    it('offers the order’s methods with iDEAL chosen, and the order can only be placed with the conditions', async () => {
      await openPaymentStep();
      expect(method('ideal').checked).toBe(true);
      expect(method('paypal').checked).toBe(false);
      expect(screen.getByText(t.payment.idealNote)).toBeTruthy();
      // iDEAL is paid at the provider's page.
      const place = screen.getByRole('button', { name: t.confirm.placeAndPay }) as HTMLButtonElement;
      expect(place.disabled).toBe(true);
      fireEvent.click(screen.getByRole('checkbox', { name: t.confirm.conditions }));
      expect(place.disabled).toBe(false);
    });

    it('saves a chosen method and shows the prices the server answers with', async () => {
      let sent: unknown;
      server.use(
        http.post(SAVE_METHOD, async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ method: 'paypal', methods: paymentInfo.methods, prices: withShipping });
        }),
      );
      await openPaymentStep();
      expect(screen.queryByTestId('price-delivery')).toBeNull();
      fireEvent.click(method('paypal'));
      await waitFor(() => expect(screen.getByTestId('price-delivery')).toBeTruthy());
      expect(sent).toEqual({ orderId: 11, method: 'paypal' });
      expect(method('paypal').checked).toBe(true);
      expect(screen.getByText(t.payment.providerNote)).toBeTruthy();
      expect(alert()).toBe('');
    });

    it('shows a refused method’s message and keeps the method the server has', async () => {
      const refusal =
        locale === 'nl' ? 'Deze betaalwijze is niet beschikbaar' : 'This payment method is not available';
      server.use(
        http.post(SAVE_METHOD, () =>
          HttpResponse.json({ message: refusal, errors: { method: [refusal] } }, { status: 422 }),
        ),
      );
      await openPaymentStep();
      fireEvent.click(method('banlogo'));
      await waitFor(() => expect(alert()).toContain(refusal));
      await waitFor(() => expect(method('ideal').checked).toBe(true));
      expect(method('banlogo').checked).toBe(false);
      expect(screen.queryByText(messages.notify.requestError)).toBeNull();
    });

    it('announces a failing save with spec §8’s notice and keeps the method the server has', async () => {
      server.use(
        http.post(SAVE_METHOD, () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
      );
      await openPaymentStep();
      press(method('paypal'));
      await findRequestError(locale, '/bestellen');
      expect(alert()).toBe('Server error');
      expect(method('ideal').checked).toBe(true);
      expect(screen.getByText(t.payment.idealNote)).toBeTruthy();
    });
  });
});
