'use client';

import { createStore } from 'zustand/vanilla';
import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from '@/lib/http/client';
import { queryKeys } from '@/lib/query-keys';
import { fieldErrorsOf, isFailureAnswer } from '@/lib/http/errors';
import type { CartPrices } from '@/features/cart/client';
import {
  addressSaved,
  addressSaveFailed,
  continueAsGuest,
  DEFAULT_PAYMENT_METHOD,
  enterAuthMode,
  goTo,
  isAcquire,
  itemsChanged,
  nextStep,
  previousStep,
  resumeState,
  stepsFor,
  type CheckoutMode,
  type DeliveryFormFields,
  type DeliveryInfo,
  type DeliveryOption,
  type Effect,
  type PaymentInfo,
  type Step,
  type StepState,
  type Transition,
} from '../model';
import type { PaymentAddressInput } from '../schemas';
import * as api from '../api/checkout-api';

export interface DeliveryDraft {
  type: number | null;
  checkboxes: DeliveryOption[];
  form: DeliveryFormFields;
}

/**
 * The order page's UI and step state. What the server holds (prices, billing details on file, delivery
 * types and costs, payment methods) lives in react-query's cache: the effects below load it there and the
 * step components read it with the hooks of api/checkout-api.ts.
 */
export interface CheckoutData {
  machine: StepState;
  orderId: number | null;
  /** The billing form's values: what the order or account holds, overlaid with what the shopper typed. */
  customer: Partial<PaymentAddressInput>;
  addressErrors: Record<string, string[]>;
  /** The delivery form's choices, starting from what the order holds. */
  deliveryDraft: DeliveryDraft;
  deliveryErrors: Record<string, string[]>;
  /** The payment method chosen. */
  method: string;
  condition: boolean;
  mailing: boolean;
  description: string;
  error: string | null;
  busy: boolean;
  loggedIn: boolean;
  /** The order holds a payment address the server accepted (so delivery and later may be entered). */
  addressSaved: boolean;
  /** Opening the checkout on a step named in the URL (see restore). */
  restoring: boolean;
}

export interface CheckoutActions {
  go: (target: Step) => Promise<void>;
  next: () => Promise<void>;
  previous: () => Promise<void>;
  /** Cart step: the server checks the cart, then the flow moves on. */
  checkAndContinue: () => Promise<void>;
  /**
   * Cart step: the server checks the cart and the flow moves on in the chosen mode — 'auth' to log in or
   * register while ordering (the auth step after cart), 'default' straight to the billing details.
   */
  startCheckout: (mode: CheckoutMode) => Promise<void>;
  /** Auth step: go on without an account. */
  continueAsGuest: () => Promise<void>;
  submitAddress: (values: PaymentAddressInput) => Promise<void>;
  submitDelivery: (draft: DeliveryDraft) => Promise<void>;
  changeMethod: (method: string) => Promise<void>;
  setFlags: (flags: Partial<Pick<CheckoutData, 'condition' | 'mailing' | 'deliveryDraft'>>) => void;
  cartChanged: (orderId: number | null, itemCount: number, description: string) => void;
  cancel: () => Promise<void>;
  /**
   * Opens the checkout on `target` (a reload, or Back/Forward into the order page): the cart is checked
   * and the flow walks forward, entering each step as usual, as far as the step rules allow — billing
   * details after the check, delivery once the order has a saved address, payment once it has a delivery.
   */
  restore: (target: Step) => Promise<void>;
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;

interface Deps {
  /** The page's react-query client: the checkout's reads are cached there. */
  queries: QueryClient;
  reloadCart: () => Promise<unknown>;
  /** The order's prices a step answered with, shown with the cart. */
  setPrices: (prices: CartPrices) => void;
  clearCart: () => void;
  /** Full-page navigation (payment provider or success page). */
  navigate: (url: string) => void;
  errorText: (e: unknown) => string;
  /** Billing details the shopper typed but didn't send yet (kept in the tab across reloads). */
  addressDraft?: (orderId: number) => Partial<PaymentAddressInput> | null;
}

/** A step's read goes to the server each time the step is entered; the answer lands in the cache. */
const fresh = <T extends object>(query: T) => ({ ...query, staleTime: 0 });

const splitCustomerErrors = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^customer\./, ''), v]));

/** The order page's state: the pure step machine of model.ts plus the effects of entering each step. */
export function createCheckoutStore(
  init: { loggedIn: boolean; resume?: boolean; restoring?: boolean },
  deps: Deps,
) {
  return createStore<CheckoutData & CheckoutActions>()((set, get) => {
    const getDelivery = (orderId: number) =>
      deps.queries.getQueryData<DeliveryInfo>(queryKeys.checkout.delivery(orderId));

    /** The order's delivery as the delivery form's starting point. */
    function fromDelivery(delivery: DeliveryInfo) {
      set({
        description: delivery.description,
        deliveryDraft: { type: delivery.type, checkboxes: delivery.checkboxes, form: delivery.form ?? {} },
      });
    }

    async function run(effect: Effect, state: StepState): Promise<StepState | 'stop'> {
      const { orderId } = get();
      switch (effect) {
        case 'reloadItems':
          await deps.reloadCart();
          return state;
        case 'reloadPrices':
          if (orderId) deps.setPrices((await api.loadPrices(orderId)).prices);
          return state;
        case 'reloadDeliveries':
          if (orderId)
            fromDelivery(await deps.queries.fetchQuery(fresh(api.checkoutQueries.delivery(orderId))));
          return state;
        case 'loadCustomerInfo': {
          if (!orderId) return state;
          const { customer, loggedIn, addressSaved } = await deps.queries.fetchQuery(
            fresh(api.checkoutQueries.customer(orderId)),
          );
          // What the shopper typed wins over what the order or the account knows.
          const draft = deps.addressDraft?.(orderId) ?? {};
          set({ customer: { ...customer, ...draft, ...get().customer }, loggedIn, addressSaved });
          return state;
        }
        case 'savePaymentAddress':
          try {
            const r = await api.savePaymentAddress(orderId!, get().customer as PaymentAddressInput);
            deps.setPrices(r.prices);
            set({ addressErrors: {}, addressSaved: true });
            // The delivery step shows the billing address as the default delivery address.
            fromDelivery(await deps.queries.fetchQuery(fresh(api.checkoutQueries.delivery(orderId!))));
            return addressSaved(state);
          } catch (e) {
            set({
              addressErrors: e instanceof HttpError ? splitCustomerErrors(fieldErrorsOf(e.body)) : {},
              error: deps.errorText(e),
              machine: addressSaveFailed(state),
            });
            return 'stop';
          }
        case 'saveDelivery':
          try {
            const d = get().deliveryDraft;
            const { prices, ...delivery } = await api.saveDelivery(orderId!, d.type, d.checkboxes, d.form);
            deps.queries.setQueryData(queryKeys.checkout.delivery(orderId!), delivery);
            // The payment methods open to the order follow its delivery type (cash only on pickup).
            void deps.queries.invalidateQueries({ queryKey: queryKeys.checkout.payment(orderId!) });
            deps.setPrices(prices);
            set({ deliveryErrors: {} });
            return state;
          } catch (e) {
            set({
              deliveryErrors: e instanceof HttpError ? fieldErrorsOf(e.body) : {},
              error: deps.errorText(e),
              machine: { ...state, step: 'delivery' },
            });
            return 'stop';
          }
        case 'loadPaymentInfo': {
          const info = await deps.queries.fetchQuery(fresh(api.checkoutQueries.payment(orderId!)));
          const chosen = info.method ?? '';
          set({ method: info.methods.includes(chosen) ? chosen : DEFAULT_PAYMENT_METHOD });
          return state;
        }
        case 'pay':
          try {
            const { method, description } = get();
            const answer = await api.pay(orderId!, method, isAcquire(method), description);
            if (isFailureAnswer(answer))
              throw new Error(String((answer as { message?: string }).message ?? ''));
            // The cart is emptied when confirm is reached; the browser leaves for the provider or success page.
            deps.clearCart();
            deps.navigate(answer.url);
            return state;
          } catch (e) {
            set({ error: deps.errorText(e), machine: state });
            // A refused confirm (a product or part changed, sold out, or the cart changed meanwhile):
            // the cart shows what is current now.
            await deps.reloadCart().catch(() => undefined);
            return 'stop';
          }
        case 'deleteOrder':
          if (orderId) await api.deleteOrder(orderId);
          return state;
        case 'clearItems':
          await deps.reloadCart();
          set({ orderId: null });
          return state;
        case 'clearPrices':
          deps.queries.removeQueries({ queryKey: queryKeys.checkout.all });
          set({ customer: {} });
          return state;
      }
    }

    async function apply(t: Transition) {
      set({ busy: true, error: null });
      let state = t.state;
      try {
        for (const effect of t.effects) {
          const r = await run(effect, state);
          if (r === 'stop') return;
          state = r;
        }
        set({ machine: state });
      } catch (e) {
        set({ error: deps.errorText(e) });
      } finally {
        set({ busy: false });
      }
    }

    return {
      machine: resumeState(!!init.resume, init.loggedIn),
      orderId: null,
      customer: {},
      addressErrors: {},
      deliveryDraft: { type: null, checkboxes: [], form: {} },
      deliveryErrors: {},
      method: DEFAULT_PAYMENT_METHOD,
      condition: false,
      mailing: false,
      description: '',
      error: null,
      busy: false,
      loggedIn: init.loggedIn,
      addressSaved: false,
      restoring: !!init.restoring,
      go: (target) => apply(goTo(get().machine, target)),
      next: () => apply(nextStep(get().machine)),
      previous: () => apply(previousStep(get().machine)),
      checkAndContinue: async () => {
        set({ busy: true, error: null });
        try {
          const r = await api.checkCart();
          set({ orderId: r.orderId });
          // A cart that fails the check stays (or, resumed after login, lands) on the cart step.
          if (!r.check) {
            set({
              error: r.problems.map((p) => `${p.name}: ${p.stock}`).join(', ') || null,
              machine: { ...get().machine, step: 'cart' },
            });
            return;
          }
          set({ machine: { ...get().machine, orderCheck: true } });
        } catch (e) {
          set({ error: deps.errorText(e), machine: { ...get().machine, step: 'cart' } });
          return;
        } finally {
          set({ busy: false });
        }
        await get().next();
      },
      startCheckout: async (mode) => {
        const machine = get().machine;
        set({ machine: mode === 'auth' ? enterAuthMode(machine) : { ...machine, mode: 'default' } });
        await get().checkAndContinue();
      },
      continueAsGuest: () => apply(continueAsGuest(get().machine)),
      submitAddress: async (values) => {
        set({ customer: values });
        await apply(goTo({ ...get().machine, step: 'paymentAddress' }, 'delivery'));
      },
      submitDelivery: async (draft) => {
        set({ deliveryDraft: draft });
        await apply(goTo(get().machine, 'payment'));
      },
      changeMethod: async (method) => {
        const { orderId, method: saved } = get();
        set({ method, error: null });
        if (!orderId) return;
        try {
          const r = await api.savePaymentMethod(orderId, method);
          deps.queries.setQueryData<PaymentInfo>(queryKeys.checkout.payment(orderId), (info) =>
            info ? { ...info, method: r.method, methods: r.methods } : info,
          );
          deps.setPrices(r.prices);
        } catch (e) {
          // Not saved: the order keeps (and confirm would pay with) the method the server has.
          set({ method: saved, error: deps.errorText(e) });
        }
      },
      setFlags: (flags) => set(flags),
      cartChanged: (orderId, itemCount, description) => {
        const machine = itemsChanged(get().machine, itemCount);
        set({ orderId, machine, description: get().description || description });
      },
      cancel: () => apply(goTo(get().machine, 'cancel')),
      restore: async (target) => {
        set({ restoring: true });
        try {
          if (target === 'cart' || target === 'cancel') return;
          // A guest may come back to the auth step; a logged-in customer has no use for it.
          const auth = target === 'auth' && !get().loggedIn;
          if (auth) set({ machine: enterAuthMode(get().machine) });
          await get().checkAndContinue();
          if (auth || !get().machine.orderCheck) return;
          const order = stepsFor(get().machine.mode);
          const upTo = (step: Step) => order.indexOf(step) <= order.indexOf(target);
          if (!upTo('delivery') || !get().addressSaved || get().machine.step !== 'paymentAddress') return;
          await apply(goTo(get().machine, 'delivery'));
          const { orderId } = get();
          const delivered = orderId !== null && getDelivery(orderId)?.type != null;
          if (!upTo('payment') || get().machine.step !== 'delivery' || !delivered) return;
          await apply(goTo(get().machine, 'payment'));
        } finally {
          set({ restoring: false });
        }
      },
    };
  });
}
