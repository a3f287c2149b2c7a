import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addressSaveFailed,
  canStillComplete,
  isPayable,
  addressSaved,
  applyDeliveryType,
  availableMethods,
  deliveryCost,
  DELIVERY_TYPES,
  continueAsGuest,
  effectsOnEnter,
  enterAuthMode,
  goTo,
  initialStepState,
  itemsChanged,
  nextStep,
  optionAvailability,
  previousStep,
  resolveStep,
  resumeState,
  STEP_IDS,
  stepsFor,
  type Step,
  type StepState,
} from './model';

const ALL_STEPS = Object.keys(STEP_IDS) as Step[];
const bools = [false, true];
function* allStates(): Generator<StepState> {
  for (const mode of ['default', 'auth'] as const)
    for (const step of stepsFor(mode))
      for (const orderCheck of bools)
        for (const addressConfirmed of bools)
          for (const paymentInfoLoaded of bools)
            yield { mode, step, orderCheck, addressConfirmed, paymentInfoLoaded };
}

describe('steps', () => {
  it('lists the spec order with auth only in auth mode, after cart', () => {
    expect(stepsFor('default')).toEqual([
      'cart',
      'paymentAddress',
      'delivery',
      'payment',
      'confirm',
      'cancel',
    ]);
    expect(stepsFor('auth')).toEqual([
      'cart',
      'auth',
      'paymentAddress',
      'delivery',
      'payment',
      'confirm',
      'cancel',
    ]);
    expect(STEP_IDS).toEqual({
      cart: 1,
      auth: 0,
      paymentAddress: 2,
      delivery: 3,
      payment: 4,
      confirm: 5,
      cancel: 6,
    });
  });

  it('resolves every step from every state exactly as spec §4 says (exhaustive)', () => {
    let checked = 0;
    for (const s of allStates()) {
      for (const target of ALL_STEPS) {
        const r = resolveStep(s, target);
        checked++;
        if (target === 'cancel') expect(r).toBe('cancel');
        else if (!stepsFor(s.mode).includes(target)) expect(r).toBe('cart');
        else if (!s.orderCheck) expect(r).toBe('cart');
        else if ((target === 'payment' || target === 'confirm') && !s.addressConfirmed)
          expect(r).toBe('paymentAddress');
        else expect(r).toBe(target);
      }
    }
    expect(checked).toBe(6 * 8 * 7 + 7 * 8 * 7);
  });

  it('names the effects of entering each step', () => {
    const s = initialStepState();
    expect(effectsOnEnter(s, 'cart')).toEqual(['reloadItems', 'reloadPrices', 'reloadDeliveries']);
    expect(effectsOnEnter(s, 'paymentAddress')).toEqual(['loadCustomerInfo']);
    expect(effectsOnEnter(s, 'delivery')).toEqual(['savePaymentAddress', 'reloadPrices']);
    expect(effectsOnEnter(s, 'payment')).toEqual(['saveDelivery', 'reloadPrices', 'loadPaymentInfo']);
    expect(effectsOnEnter({ ...s, paymentInfoLoaded: true }, 'payment')).toEqual([
      'saveDelivery',
      'reloadPrices',
    ]);
    expect(effectsOnEnter(s, 'confirm')).toEqual(['pay']);
    expect(effectsOnEnter(s, 'cancel')).toEqual(['deleteOrder', 'clearItems', 'clearPrices']);
  });

  it('walks next and previous along the list, loading payment info once', () => {
    let s: StepState = { ...initialStepState(), orderCheck: true };
    const seen: Step[] = [s.step];
    let t = nextStep(s);
    s = t.state;
    seen.push(s.step);
    s = addressSaved(s);
    for (let i = 0; i < 5; i++) {
      t = nextStep(s);
      s = t.state;
      seen.push(s.step);
    }
    expect(seen).toEqual(['cart', 'paymentAddress', 'delivery', 'payment', 'confirm', 'confirm', 'confirm']);
    s = previousStep(s).state;
    expect(s.step).toBe('payment');
    const again = goTo(previousStep(s).state, 'payment');
    expect(again.effects).not.toContain('loadPaymentInfo');
    expect(previousStep({ ...s, step: 'cart' }).state.step).toBe('cart');
  });

  it('goes back to the address when its save fails', () => {
    const s = addressSaveFailed({
      ...initialStepState(),
      orderCheck: true,
      step: 'delivery',
      addressConfirmed: true,
    });
    expect(s.step).toBe('paymentAddress');
    expect(s.addressConfirmed).toBe(false);
    expect(goTo(s, 'payment').state.step).toBe('paymentAddress');
  });

  it('cancel clears and returns to a fresh cart; removing the last item returns to cart', () => {
    const s: StepState = {
      mode: 'auth',
      step: 'payment',
      orderCheck: true,
      addressConfirmed: true,
      paymentInfoLoaded: true,
    };
    const t = goTo(s, 'cancel');
    expect(t.effects).toEqual(['deleteOrder', 'clearItems', 'clearPrices']);
    expect(t.state).toEqual(initialStepState('auth'));
    expect(itemsChanged(s, 0)).toMatchObject({ step: 'cart', orderCheck: false });
    expect(itemsChanged(s, 2)).toBe(s);
  });

  it('auth mode adds the auth step right after cart', () => {
    const s = enterAuthMode({ ...initialStepState(), orderCheck: true });
    expect(nextStep(s).state.step).toBe('auth');
    expect(nextStep({ ...s, step: 'auth' }).state.step).toBe('paymentAddress');
    expect(goTo(initialStepState('default'), 'auth').state.step).toBe('cart');
  });

  it('resumes on the auth step in auth mode only for a logged-in shopper, still needing the cart check', () => {
    expect(resumeState(true, true)).toEqual({ ...initialStepState('auth'), step: 'auth' });
    expect(resumeState(true, false)).toEqual(initialStepState());
    expect(resumeState(false, true)).toEqual(initialStepState());
    // Once the cart check passes, next goes from auth to the billing details, which loads the customer.
    const checked = { ...resumeState(true, true), orderCheck: true };
    const t = nextStep(checked);
    expect(t.state).toMatchObject({ step: 'paymentAddress', mode: 'auth' });
    expect(t.effects).toEqual(['loadCustomerInfo']);
    // Without the check the resumed state can go nowhere but the cart.
    expect(nextStep(resumeState(true, true)).state.step).toBe('cart');
  });

  it('continuing as guest from the auth step leaves auth mode for the billing details', () => {
    const s = { ...enterAuthMode({ ...initialStepState(), orderCheck: true }), step: 'auth' as const };
    const t = continueAsGuest(s);
    expect(t.state).toMatchObject({ step: 'paymentAddress', mode: 'default' });
    expect(t.effects).toEqual(['loadCustomerInfo']);
    expect(continueAsGuest(initialStepState('auth')).state.step).toBe('cart');
  });

  it('never lands outside the mode list, and without a check never leaves cart except to cancel (property)', () => {
    const stateArb = fc.record({
      mode: fc.constantFrom('default' as const, 'auth' as const),
      orderCheck: fc.boolean(),
      addressConfirmed: fc.boolean(),
      paymentInfoLoaded: fc.boolean(),
    });
    fc.assert(
      fc.property(
        stateArb,
        fc.array(fc.oneof(fc.constantFrom(...ALL_STEPS), fc.constant('next'), fc.constant('prev'))),
        (flags, moves) => {
          let s: StepState = { ...flags, step: 'cart' };
          for (const m of moves) {
            const t = m === 'next' ? nextStep(s) : m === 'prev' ? previousStep(s) : goTo(s, m as Step);
            s = t.state;
            expect(stepsFor(s.mode)).toContain(s.step);
            if (!s.orderCheck) expect(s.step).toBe('cart');
            if (s.step === 'payment' || s.step === 'confirm') expect(s.addressConfirmed).toBe(true);
          }
        },
      ),
    );
  });
});

describe('delivery', () => {
  it('enables quickly for all types and the rest for all but pickup', () => {
    for (const type of Object.values(DELIVERY_TYPES)) {
      const a = optionAvailability(type, true);
      expect(a.quickly).toBe(true);
      expect(a.weekday && a.weekend && a.neighbour).toBe(type !== DELIVERY_TYPES.pickup);
    }
    expect(optionAvailability(1, false).quickly).toBe(false);
  });

  it('pickup clears date, time and options; other types keep the applicable options', () => {
    const form = { address: 'Straat 1', date: '2030-01-01', startTime: '09:00', endTime: '12:00' };
    expect(applyDeliveryType(3, form, ['quickly', 'weekend'], true)).toEqual({
      form: { address: 'Straat 1' },
      options: [],
    });
    expect(applyDeliveryType(1, form, ['quickly', 'weekend'], false)).toEqual({ form, options: ['weekend'] });
  });

  it('costs per type plus the rush fee', () => {
    expect(deliveryCost(null, [])).toBe(0);
    expect(deliveryCost(3, [])).toBe(0);
    expect(deliveryCost(1, ['quickly'])).toBe(995 + 1_500);
  });
});

describe('payment methods', () => {
  it('offers oprekening only to customers, cash only with pickup, never qrcode, ideal first', () => {
    const guest = availableMethods({ loggedIn: false, deliveryType: 1 });
    expect(guest[0]).toBe('ideal');
    expect(guest).not.toContain('oprekening');
    expect(guest).not.toContain('cashpickup');
    expect(guest).not.toContain('qrcode' as never);
    expect(availableMethods({ loggedIn: true, deliveryType: 3 })).toEqual(
      expect.arrayContaining(['oprekening', 'cashpickup']),
    );
  });
});

describe('payments that can still complete', () => {
  it('counts open, pending and authorized as live; final states not', () => {
    expect(['open', 'pending', 'authorized'].every(canStillComplete)).toBe(true);
    expect(['paid', 'failed', 'canceled', 'expired'].some(canStillComplete)).toBe(false);
  });

  it('offers pay now only for a pending online order whose payment is neither paid nor processing', () => {
    const o = { status: 'pending', paymentMethod: 'ideal' };
    expect(isPayable({ ...o, paymentStatus: 'open' })).toBe(true);
    expect(isPayable({ ...o, paymentStatus: 'failed' })).toBe(true);
    expect(isPayable({ ...o, paymentStatus: 'pending' })).toBe(false);
    expect(isPayable({ ...o, paymentStatus: 'authorized' })).toBe(false);
    expect(isPayable({ ...o, status: 'canceled', paymentStatus: 'canceled' })).toBe(false);
    expect(isPayable({ ...o, status: 'expired', paymentStatus: 'expired' })).toBe(false);
    expect(isPayable({ ...o, paymentMethod: 'oprekening', paymentStatus: null })).toBe(false);
  });
});
