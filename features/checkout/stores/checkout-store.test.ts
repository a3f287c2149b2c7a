import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http/client';
import { computePrices } from '@/features/cart/model';

vi.mock('../api/checkout-api', () => ({
  checkCart: vi.fn(),
  loadPrices: vi.fn(),
  loadCustomer: vi.fn(),
  savePaymentAddress: vi.fn(),
  loadDelivery: vi.fn(),
  saveDelivery: vi.fn(),
  loadPaymentInfo: vi.fn(),
  savePaymentMethod: vi.fn(),
  pay: vi.fn(),
  deleteOrder: vi.fn(),
}));

const api = await import('../api/checkout-api');
const { createCheckoutStore } = await import('./checkout-store');
const m = vi.mocked(api);
const prices = computePrices({ lines: [{ price: 1000, quantity: 1 }], vatRate: 21 });
const delivery = {
  type: null,
  checkboxes: [],
  form: null,
  description: '',
  allInStock: true,
  availability: { quickly: true, weekday: true, weekend: true, neighbour: true },
  deliveries: [],
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

function setup(
  init: { loggedIn: boolean; resume?: boolean; restoring?: boolean } = { loggedIn: false },
  draft: Record<string, string> | null = null,
) {
  const deps = {
    reloadCart: vi.fn(async () => undefined),
    clearCart: vi.fn(),
    navigate: vi.fn(),
    errorText: (e: unknown) => (e as Error).message,
    addressDraft: () => draft,
  };
  return { store: createCheckoutStore(init, deps), deps };
}

describe('checkout store', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    m.checkCart.mockResolvedValue({ check: true, orderId: 7, problems: [] });
    m.loadCustomer.mockResolvedValue({
      customer: { email: 'known@x.nl' },
      loggedIn: false,
      addressSaved: false,
    });
    m.loadPrices.mockResolvedValue({ prices, coupon: null, deliveryType: 1 });
    m.savePaymentAddress.mockResolvedValue({ btw: null, vatMode: 'standard', prices });
    m.loadDelivery.mockResolvedValue(delivery);
    m.saveDelivery.mockResolvedValue({ ...delivery, type: 1, prices });
    m.loadPaymentInfo.mockResolvedValue({
      idealBanks: [],
      src: null,
      method: 'ideal',
      methods: ['ideal', 'paypal'],
    });
    m.pay.mockResolvedValue({ orderId: 7, url: 'http://pay.example/tst_1' });
  });

  it('stays on cart when the server check fails, and loads customer info when it passes', async () => {
    const { store } = setup();
    m.checkCart.mockResolvedValueOnce({ check: false, orderId: 7, problems: [{ name: 'X', stock: 0 }] });
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
    expect(m.checkCart).toHaveBeenCalledTimes(1);
    expect(m.loadCustomer).not.toHaveBeenCalled();
    // Going on as a guest after all leaves auth mode for the billing details.
    await store.getState().continueAsGuest();
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', mode: 'default' });
    expect(m.loadCustomer).toHaveBeenCalledWith(7);
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
    m.checkCart.mockResolvedValueOnce({ check: false, orderId: 7, problems: [{ name: 'X', stock: 0 }] });
    await store.getState().startCheckout('auth');
    expect(store.getState().machine).toMatchObject({ step: 'cart', mode: 'auth' });
    expect(store.getState().error).toBe('X: 0');
  });

  it('resumed after login, the check moves from the auth step to the prefilled billing details', async () => {
    m.loadCustomer.mockResolvedValue({
      customer: { email: 'klant@x.nl', customerName: 'Klant' },
      loggedIn: true,
      addressSaved: false,
    });
    const { store } = setup({ loggedIn: true, resume: true });
    expect(store.getState().machine).toMatchObject({ step: 'auth', mode: 'auth', orderCheck: false });
    await store.getState().checkAndContinue();
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', mode: 'auth' });
    expect(store.getState().customer).toEqual({ email: 'klant@x.nl', customerName: 'Klant' });
    expect(store.getState().loggedIn).toBe(true);
    // A resumed cart that fails the check shows the cart with the problem.
    const again = setup({ loggedIn: true, resume: true }).store;
    m.checkCart.mockResolvedValueOnce({ check: false, orderId: 7, problems: [{ name: 'X', stock: 0 }] });
    await again.getState().checkAndContinue();
    expect(again.getState().machine).toMatchObject({ step: 'cart', mode: 'auth' });
    // A guest with the resume parameter just starts at the cart.
    expect(setup({ loggedIn: false, resume: true }).store.getState().machine.step).toBe('cart');
  });

  it('returns to the address when saving it fails, with the errors at the fields', async () => {
    const { store } = setup();
    await store.getState().checkAndContinue();
    m.savePaymentAddress.mockRejectedValueOnce(
      new HttpError(422, 'Onjuiste gegevens', {
        message: 'Onjuiste gegevens',
        errors: { 'customer.btw': ['ongeldig'] },
      }),
    );
    await store.getState().submitAddress(address);
    expect(store.getState().machine).toMatchObject({ step: 'paymentAddress', addressConfirmed: false });
    expect(store.getState().addressErrors).toEqual({ btw: ['ongeldig'] });
    await store.getState().submitAddress(address);
    expect(store.getState().machine).toMatchObject({ step: 'delivery', addressConfirmed: true });
    expect(m.loadPrices).toHaveBeenCalled();
  });

  it('saves the delivery on the way to payment, loads payment info once, and pays at confirm', async () => {
    const { store, deps } = setup();
    await store.getState().checkAndContinue();
    await store.getState().submitAddress(address);
    await store.getState().submitDelivery({ type: 1, checkboxes: [], form: {} });
    expect(store.getState().machine.step).toBe('payment');
    expect(store.getState().methods).toEqual(['ideal', 'paypal']);
    await store.getState().previous();
    await store.getState().submitDelivery({ type: 2, checkboxes: [], form: {} });
    expect(m.loadPaymentInfo).toHaveBeenCalledTimes(1);
    expect(m.saveDelivery).toHaveBeenCalledTimes(2);
    await store.getState().go('confirm');
    expect(m.pay).toHaveBeenCalledWith(7, 'ideal', true, '');
    expect(deps.clearCart).toHaveBeenCalled();
    expect(deps.navigate).toHaveBeenCalledWith('http://pay.example/tst_1');
  });

  it('keeps the shopper on delivery when the server refuses it', async () => {
    const { store } = setup();
    await store.getState().checkAndContinue();
    await store.getState().submitAddress(address);
    m.saveDelivery.mockRejectedValueOnce(
      new HttpError(422, 'x', { errors: { type: ['Type levering niet geselecteerd'] } }),
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
    m.pay.mockRejectedValueOnce(new HttpError(409, 'niet meer op voorraad', undefined));
    await store.getState().go('confirm');
    expect(store.getState().error).toBe('niet meer op voorraad');
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('cancel deletes the order, clears items and prices, and returns to cart; emptying the cart does too', async () => {
    const { store, deps } = setup();
    await store.getState().checkAndContinue();
    await store.getState().cancel();
    expect(m.deleteOrder).toHaveBeenCalledWith(7);
    expect(deps.reloadCart).toHaveBeenCalled();
    expect(store.getState()).toMatchObject({
      orderId: null,
      prices: null,
      machine: { step: 'cart', orderCheck: false },
    });
    await store.getState().checkAndContinue();
    store.getState().cartChanged(7, 0, '');
    expect(store.getState().machine).toMatchObject({ step: 'cart', orderCheck: false });
  });

  it('reopened on a step, walks there as far as the step rules allow', async () => {
    // The order has billing details and a delivery type: a reload on payment lands on payment.
    m.loadCustomer.mockResolvedValue({ customer: address, loggedIn: false, addressSaved: true });
    m.loadDelivery.mockResolvedValue({ ...delivery, type: 1 });
    const { store } = setup({ loggedIn: false, restoring: true });
    expect(store.getState().restoring).toBe(true);
    await store.getState().restore('payment');
    expect(store.getState().machine).toMatchObject({ step: 'payment', addressConfirmed: true });
    expect(store.getState().restoring).toBe(false);
    expect(m.savePaymentAddress).toHaveBeenCalledWith(7, address);
    // No delivery type yet: payment falls back to delivery.
    m.loadDelivery.mockResolvedValue(delivery);
    const noDelivery = setup().store;
    await noDelivery.getState().restore('payment');
    expect(noDelivery.getState().machine.step).toBe('delivery');
    // No saved billing details: delivery falls back to them, with what the shopper typed on top.
    m.loadCustomer.mockResolvedValue({
      customer: { email: 'known@x.nl' },
      loggedIn: false,
      addressSaved: false,
    });
    const fresh = setup({ loggedIn: false }, { customerName: 'Getypt' }).store;
    await fresh.getState().restore('delivery');
    expect(fresh.getState().machine.step).toBe('paymentAddress');
    expect(fresh.getState().customer).toEqual({ email: 'known@x.nl', customerName: 'Getypt' });
    // A cart that fails the check stays the cart.
    m.checkCart.mockResolvedValueOnce({ check: false, orderId: 7, problems: [] });
    const failing = setup().store;
    await failing.getState().restore('delivery');
    expect(failing.getState().machine.step).toBe('cart');
  });
});
