// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { mockServerPerTest } from '@/tests/support/render';
import { computePrices } from '@/features/cart/client';
import { createCheckoutStore } from './checkout-store';

// The store against the portal API's answers at the network level (msw): the real calls, their bodies
// and the react-query cache the step components read.
const server = mockServerPerTest();
const API = '*/api/portal';

const prices = computePrices({ lines: [{ price: 1000, quantity: 1 }], vatRate: 21 });
const delivery = {
  type: null as number | null,
  checkboxes: [],
  form: null,
  description: '',
  allInStock: true,
  availability: { quickly: true, weekday: true, weekend: true, neighbour: true },
  deliveries: [],
  vatRate: 21,
  cost: 0,
};
const address = {
  customerName: 'Jan',
  address: 'Straat',
  house: '1',
  postcode: '1234 AB',
  country: 'NL' as const,
  email: 'j@x.nl',
  phone: '+31612345678',
};
const failedCheck = { check: false, orderId: 7, problems: [{ productId: 1, name: 'X', stock: 0 }] };

/** The calls the store made, as "METHOD /path" with their JSON bodies. */
let calls: { call: string; body: unknown }[] = [];
const made = (call: string) => calls.filter((c) => c.call === call);

/** Answers for this test: the shop's usual ones, with `overrides` (path → answer) in their place. */
function answers(overrides: Partial<Record<string, () => Response>> = {}) {
  const json = (body: Parameters<typeof HttpResponse.json>[0]) => () => HttpResponse.json(body);
  const routes: Record<string, [method: 'get' | 'post' | 'delete', answer: () => Response]> = {
    '/cart/user/check': ['post', json({ check: true, orderId: 7, problems: [] })],
    '/get/cart/customer': [
      'post',
      json({ customer: { email: 'known@x.nl' }, loggedIn: false, addressSaved: false }),
    ],
    '/cart/prices': ['get', json({ prices, coupon: null, deliveryType: 1, delivery: {} })],
    '/cart/pay/data': [
      'post',
      json({ orderId: 7, customer: address, btw: null, vatMode: 'standard', prices }),
    ],
    '/cart/delivery/7': ['get', json(delivery)],
    '/cart/delivery': ['post', json({ ...delivery, type: 1, prices })],
    '/cart/pay/ideal-qrcode': [
      'post',
      json({ idealBanks: [], src: null, qrcode: false, method: 'ideal', methods: ['ideal', 'paypal'] }),
    ],
    '/cart/pay/bank': [
      'post',
      json({ orderId: 7, status: 'pending', url: 'http://pay.example/tst_1', duplicate: false }),
    ],
    '/cart/products/7': ['delete', json({ status: 'ok' })],
  };
  server.use(
    ...Object.entries(routes).map(([path, [method, answer]]) =>
      http[method](`${API}${path}`, overrides[path] ?? answer),
    ),
  );
}

/** One answer for the next call to `path` only. */
function once(method: 'get' | 'post', path: string, answer: () => Response) {
  server.use(http[method](`${API}${path}`, answer, { once: true }));
}

const refusal = (status: number, body: object) => () => HttpResponse.json(body, { status });

function setup(
  init: { loggedIn: boolean; resume?: boolean; restoring?: boolean } = { loggedIn: false },
  draft: Record<string, string> | null = null,
) {
  const queries = new QueryClient();
  const deps = {
    queries,
    reloadCart: vi.fn(async () => undefined),
    setPrices: vi.fn(),
    clearCart: vi.fn(),
    navigate: vi.fn(),
    errorText: (e: unknown) => (e as Error).message,
    addressDraft: () => draft,
  };
  return { store: createCheckoutStore(init, deps), deps, queries };
}

describe('checkout store', () => {
  beforeEach(() => {
    calls = [];
    server.events.removeAllListeners();
    server.events.on('request:start', async ({ request }) => {
      const body = request.method === 'POST' ? await request.clone().json() : null;
      calls.push({
        call: `${request.method} ${new URL(request.url).pathname.replace('/api/portal', '')}`,
        body,
      });
    });
    answers();
  });

  it('stays on cart when the server check fails, and loads customer info when it passes', async () => {
    const { store } = setup();
    once('post', '/cart/user/check', () => HttpResponse.json(failedCheck));
    await store.getState().checkAndContinue();
    expect(store.getState().machine.step).toBe('cart');
    await store.getState().checkAndContinue();
    expect(store.getState().machine.step).toBe('paymentAddress');
    expect(store.getState().customer.email).toBe('known@x.nl');
  });

  it('choosing to log in or register while ordering shows the auth step after the cart check', async () => {
    const { store } = setup();
    await store.getState().startCheckout('auth');
    expect(store.getState().machine).toMatchObject({ step: 'auth', mode: 'auth', orderCheck: true });
    expect(made('POST /cart/user/check')).toHaveLength(1);
    expect(made('POST /get/cart/customer')).toHaveLength(0);
    // Going on as a guest after all leaves auth mode for the billing details.
    await store.getState().continueAsGuest();
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', mode: 'default' });
    expect(made('POST /get/cart/customer').map((c) => c.body)).toEqual([{ orderId: 7 }]);
  });

  it('back on the cart, continuing as guest leaves auth mode again', async () => {
    const { store } = setup();
    await store.getState().startCheckout('auth');
    await store.getState().previous();
    expect(store.getState().machine).toMatchObject({ step: 'cart', mode: 'auth' });
    await store.getState().startCheckout('default');
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', mode: 'default' });
  });

  it('a failing cart check keeps the shopper on the cart in auth mode', async () => {
    const { store } = setup();
    once('post', '/cart/user/check', () => HttpResponse.json(failedCheck));
    await store.getState().startCheckout('auth');
    expect(store.getState().machine).toMatchObject({ step: 'cart', mode: 'auth' });
    expect(store.getState().error).toBe('X: 0');
  });

  it('resumed after login, the check moves from the auth step to the prefilled billing details', async () => {
    answers({
      '/get/cart/customer': () =>
        HttpResponse.json({
          customer: { email: 'klant@x.nl', customerName: 'Klant' },
          loggedIn: true,
          addressSaved: false,
        }),
    });
    const { store } = setup({ loggedIn: true, resume: true });
    expect(store.getState().machine).toMatchObject({ step: 'auth', mode: 'auth', orderCheck: false });
    await store.getState().checkAndContinue();
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', mode: 'auth' });
    expect(store.getState().customer).toEqual({ email: 'klant@x.nl', customerName: 'Klant' });
    expect(store.getState().loggedIn).toBe(true);
    // A resumed cart that fails the check shows the cart with the problem.
    const again = setup({ loggedIn: true, resume: true }).store;
    once('post', '/cart/user/check', () => HttpResponse.json(failedCheck));
    await again.getState().checkAndContinue();
    expect(again.getState().machine).toMatchObject({ step: 'cart', mode: 'auth' });
    // A guest with the resume parameter just starts at the cart.
    expect(setup({ loggedIn: false, resume: true }).store.getState().machine.step).toBe('cart');
  });

  it('returns to the address when saving it fails, with the errors at the fields', async () => {
    const { store } = setup();
    await store.getState().checkAndContinue();
    once(
      'post',
      '/cart/pay/data',
      refusal(422, { message: 'Onjuiste gegevens', errors: { 'customer.btw': ['ongeldig'] } }),
    );
    await store.getState().submitAddress(address);
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', addressConfirmed: false });
    expect(store.getState().addressErrors).toEqual({ btw: ['ongeldig'] });
    await store.getState().submitAddress(address);
    expect(store.getState().machine).toMatchObject({ step: 'delivery', addressConfirmed: true });
    expect(made('GET /cart/prices')).not.toHaveLength(0);
  });

  it('saves the delivery on the way to payment, loads payment info once, and pays at confirm', async () => {
    const { store, deps, queries } = setup();
    await store.getState().checkAndContinue();
    await store.getState().submitAddress(address);
    await store.getState().submitDelivery({ type: 1, checkboxes: [], form: {} });
    expect(store.getState().machine.step).toBe('payment');
    // What the payment step shows: the methods and the saved delivery, in the cache; the prices, in the cart.
    expect(queries.getQueryData(['checkout', 7, 'payment'])).toMatchObject({ methods: ['ideal', 'paypal'] });
    expect(queries.getQueryData(['checkout', 7, 'delivery'])).toMatchObject({ type: 1 });
    expect(deps.setPrices).toHaveBeenLastCalledWith(prices);
    expect(store.getState().method).toBe('ideal');
    await store.getState().previous();
    await store.getState().submitDelivery({ type: 2, checkboxes: [], form: {} });
    expect(made('POST /cart/pay/ideal-qrcode')).toHaveLength(1);
    expect(made('POST /cart/delivery').map((c) => (c.body as { type: number }).type)).toEqual([1, 2]);
    await store.getState().go('confirm');
    expect(made('POST /cart/pay/bank').map((c) => c.body)).toEqual([
      expect.objectContaining({ orderId: 7, method: 'ideal' }),
    ]);
    expect(deps.clearCart).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('http://pay.example/tst_1');
  });

  it('keeps the shopper on delivery when the server refuses it', async () => {
    const { store } = setup();
    await store.getState().checkAndContinue();
    await store.getState().submitAddress(address);
    once(
      'post',
      '/cart/delivery',
      refusal(422, { message: 'x', errors: { type: ['Type levering niet geselecteerd'] } }),
    );
    await store.getState().submitDelivery({ type: null, checkboxes: [], form: {} });
    expect(store.getState().machine.step).toBe('delivery');
    expect(store.getState().deliveryErrors.type).toEqual(['Type levering niet geselecteerd']);
  });

  it('shows the error and does not navigate when paying fails (e.g. the last unit is gone)', async () => {
    const { store, deps } = setup();
    await store.getState().checkAndContinue();
    await store.getState().submitAddress(address);
    await store.getState().submitDelivery({ type: 1, checkboxes: [], form: {} });
    once('post', '/cart/pay/bank', refusal(409, { message: 'niet meer op voorraad' }));
    await store.getState().go('confirm');
    expect(store.getState().error).toBe('niet meer op voorraad');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('cancel deletes the order, clears items and prices, and returns to cart; emptying the cart does too', async () => {
    const { store, deps, queries } = setup();
    await store.getState().checkAndContinue();
    expect(queries.getQueryData(['checkout', 7, 'customer'])).toBeDefined();
    await store.getState().cancel();
    expect(made('DELETE /cart/products/7')).toHaveLength(1);
    expect(deps.reloadCart).toHaveBeenCalled();
    expect(queries.getQueryData(['checkout', 7, 'customer'])).toBeUndefined();
    expect(store.getState()).toMatchObject({
      orderId: null,
      customer: {},
      machine: { step: 'cart', orderCheck: false },
    });
    await store.getState().checkAndContinue();
    store.getState().cartChanged(7, 0, '');
    expect(store.getState().machine).toMatchObject({ step: 'cart', orderCheck: false });
  });

  it('reopened on a step, walks there as far as the step rules allow', async () => {
    // The order has billing details and a delivery type: a reload on payment lands on payment.
    answers({
      '/get/cart/customer': () =>
        HttpResponse.json({ customer: address, loggedIn: false, addressSaved: true }),
      '/cart/delivery/7': () => HttpResponse.json({ ...delivery, type: 1 }),
    });
    const { store } = setup({ loggedIn: false, restoring: true });
    expect(store.getState().restoring).toBe(true);
    await store.getState().restore('payment');
    expect(store.getState().machine).toMatchObject({ step: 'payment', addressConfirmed: true });
    expect(store.getState().restoring).toBe(false);
    expect(made('POST /cart/pay/data').map((c) => c.body)).toEqual([{ orderId: 7, customer: address }]);
    // No delivery type yet: payment falls back to delivery.
    answers({
      '/get/cart/customer': () =>
        HttpResponse.json({ customer: address, loggedIn: false, addressSaved: true }),
    });
    const noDelivery = setup().store;
    await noDelivery.getState().restore('payment');
    expect(noDelivery.getState().machine.step).toBe('delivery');
    // No saved billing details: delivery falls back to them, with what the shopper typed on top.
    answers();
    const fresh = setup({ loggedIn: false }, { customerName: 'Getypt' }).store;
    await fresh.getState().restore('delivery');
    expect(fresh.getState().machine.step).toBe('paymentAddress');
    expect(fresh.getState().customer).toEqual({ email: 'known@x.nl', customerName: 'Getypt' });
    // A cart that fails the check stays the cart.
    once('post', '/cart/user/check', () => HttpResponse.json({ check: false, orderId: 7, problems: [] }));
    const failing = setup().store;
    await failing.getState().restore('delivery');
    expect(failing.getState().machine.step).toBe('cart');
  });
});
