/**
 * Checkout rules of spec §3–§5, pure: the step machine, delivery types and options, payment methods.
 * The store (stores/checkout-store.ts) runs the effects this module names.
 */
import type { CartPrices, OrderRow } from '@/features/cart';
import type { PaymentAddress } from './schemas';

/**
 * A confirmed order's way on, as POST /cart/pay/bank, /cart/pay/credit and /cart/pay/retry answer it (the
 * first two with `error: false` besides).
 */
export interface ConfirmResult {
  orderId: number;
  status: OrderRow['status'];
  /** Where the browser goes: the provider's hosted page, or our success page (a path on the shopper's host). */
  url: string;
  /** The order was confirmed before: this is the same confirm sent again. */
  duplicate: boolean;
}

export const STEP_IDS = {
  cart: 1,
  auth: 0,
  paymentAddress: 2,
  delivery: 3,
  payment: 4,
  confirm: 5,
  cancel: 6,
} as const;
export type Step = keyof typeof STEP_IDS;
export type CheckoutMode = 'default' | 'auth';

/** Spec §4: cart, [auth only in auth mode, after cart], paymentAddress, delivery, payment, confirm, cancel. */
export function stepsFor(mode: CheckoutMode): Step[] {
  return mode === 'auth'
    ? ['cart', 'auth', 'paymentAddress', 'delivery', 'payment', 'confirm', 'cancel']
    : ['cart', 'paymentAddress', 'delivery', 'payment', 'confirm', 'cancel'];
}

/** Steps shown in the progress bar (cancel is not a place a shopper walks to). */
export function visibleSteps(mode: CheckoutMode): Step[] {
  return stepsFor(mode).filter((s) => s !== 'cancel');
}

/** Steps a shopper can stand on and come back to (`/order?step=…`); the cart is the order page without one. */
export const URL_STEPS: readonly Step[] = ['auth', 'paymentAddress', 'delivery', 'payment'];

/** The step named by the order page's `step` search parameter, or null for the cart. */
export function stepParam(value: string | string[] | null | undefined): Step | null {
  const v = Array.isArray(value) ? value[0] : value;
  return v && URL_STEPS.includes(v as Step) ? (v as Step) : null;
}

export interface StepState {
  step: Step;
  mode: CheckoutMode;
  /** Set when the cart passed the server check (POST /cart/user/check). */
  orderCheck: boolean;
  /** Set once the payment address was saved by the server. */
  addressConfirmed: boolean;
  /** Payment info (iDEAL banks, QR code) is loaded once per checkout. */
  paymentInfoLoaded: boolean;
}

export type Effect =
  | 'reloadItems'
  | 'reloadPrices'
  | 'reloadDeliveries'
  | 'loadCustomerInfo'
  | 'savePaymentAddress'
  | 'saveDelivery'
  | 'loadPaymentInfo'
  | 'pay'
  | 'deleteOrder'
  | 'clearItems'
  | 'clearPrices';

export const initialStepState = (mode: CheckoutMode = 'default'): StepState => ({
  step: 'cart',
  mode,
  orderCheck: false,
  addressConfirmed: false,
  paymentInfoLoaded: false,
});

/**
 * Spec §4: setting a step is ignored (reset to cart) unless the order check flag is set or the target
 * is cancel; the auth step exists only in auth mode; delivery and later need a confirmed payment address.
 */
export function resolveStep(state: StepState, target: Step): Step {
  if (target === 'cancel') return 'cancel';
  if (!stepsFor(state.mode).includes(target)) return 'cart';
  if (!state.orderCheck) return 'cart';
  // Entering delivery saves the address itself; payment and confirm need it saved already.
  if (STEP_ORDER[target] > STEP_ORDER.delivery && !state.addressConfirmed) return 'paymentAddress';
  return target;
}

// Position along the flow, independent of the auth step's id 0.
const STEP_ORDER: Record<Step, number> = {
  cart: 0,
  auth: 1,
  paymentAddress: 2,
  delivery: 3,
  payment: 4,
  confirm: 5,
  cancel: 6,
};

/** The effects of entering a step (spec §4); delivery's save decides whether the move stands. */
export function effectsOnEnter(state: StepState, step: Step): Effect[] {
  switch (step) {
    case 'cart':
      return ['reloadItems', 'reloadPrices', 'reloadDeliveries'];
    case 'paymentAddress':
      return ['loadCustomerInfo'];
    case 'delivery':
      return ['savePaymentAddress', 'reloadPrices'];
    case 'payment':
      return state.paymentInfoLoaded
        ? ['saveDelivery', 'reloadPrices']
        : ['saveDelivery', 'reloadPrices', 'loadPaymentInfo'];
    case 'confirm':
      return ['pay'];
    case 'cancel':
      return ['deleteOrder', 'clearItems', 'clearPrices'];
    case 'auth':
      return [];
  }
}

export interface Transition {
  state: StepState;
  effects: Effect[];
}

/** Moves to a step: resolves it, and lists the effects of entering it. */
export function goTo(state: StepState, target: Step): Transition {
  const step = resolveStep(state, target);
  let next: StepState = { ...state, step };
  if (step === 'payment') next = { ...next, paymentInfoLoaded: true };
  const effects = effectsOnEnter(state, step);
  // Cancelling ends at the cart again, with the flags of a fresh checkout.
  if (step === 'cancel') next = { ...initialStepState(state.mode) };
  return { state: next, effects };
}

export function nextStep(state: StepState): Transition {
  const list: Step[] = visibleSteps(state.mode);
  const i = list.indexOf(state.step);
  return goTo(state, list[Math.min(list.length - 1, i + 1)] ?? 'cart');
}

export function previousStep(state: StepState): Transition {
  const list: Step[] = visibleSteps(state.mode);
  const i = list.indexOf(state.step);
  return goTo(state, list[Math.max(0, i - 1)] ?? 'cart');
}

/** Saving the payment address failed: back to it (spec §4). */
export function addressSaveFailed(state: StepState): StepState {
  return { ...state, step: 'paymentAddress', addressConfirmed: false };
}

export function addressSaved(state: StepState): StepState {
  return { ...state, addressConfirmed: true };
}

/** Removing the last item returns the flow to cart; the cart must be checked again. */
export function itemsChanged(state: StepState, itemCount: number): StepState {
  return itemCount === 0 ? { ...state, step: 'cart', orderCheck: false } : state;
}

/** Registering while ordering switches to auth mode, adding the auth step after cart. */
export function enterAuthMode(state: StepState): StepState {
  return { ...state, mode: 'auth' };
}

/** Back from the auth step as a guest: auth mode ends and the flow goes on to the billing details. */
export function continueAsGuest(state: StepState): Transition {
  return goTo({ ...state, mode: 'default' }, 'paymentAddress');
}

/**
 * The order page reopened after logging in or registering from the auth step: auth mode, standing on
 * the auth step, with the cart still to be checked (the flow then moves on to the billing details).
 * Only a logged-in shopper resumes; anyone else starts at the cart.
 */
export function resumeState(resume: boolean, loggedIn: boolean): StepState {
  return resume && loggedIn ? { ...initialStepState('auth'), step: 'auth' } : initialStepState();
}

// ---------------------------------------------------------------- delivery

export const DELIVERY_TYPES = { server: 1, laptop: 2, pickup: 3, dropShip: 4, zoneEU: 5 } as const;
export type DeliveryTypeKey = keyof typeof DELIVERY_TYPES;
export type DeliveryTypeId = (typeof DELIVERY_TYPES)[DeliveryTypeKey];
/** Delivery costs excl. VAT in cents (shop policy; shown in the totals). */
export const DELIVERY_COSTS: Record<DeliveryTypeId, number> = { 1: 995, 2: 2_495, 3: 0, 4: 1_495, 5: 2_995 };
/** Rush order surcharge (option 'quickly'). */
export const QUICKLY_FEE = 1_500;

export const DELIVERY_OPTIONS = ['quickly', 'weekday', 'weekend', 'neighbour'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const isDeliveryOption = (option: string): option is DeliveryOption =>
  (DELIVERY_OPTIONS as readonly string[]).includes(option);

/**
 * Spec §5: quickly is enabled for all delivery types; weekday, weekend and neighbour for all except pickup.
 * Some options can't apply to the chosen products: 'quickly' needs every line in stock.
 */
export function optionAvailability(
  type: number | null,
  allInStock: boolean,
): Record<DeliveryOption, boolean> {
  const notPickup = type !== DELIVERY_TYPES.pickup;
  return { quickly: allInStock, weekday: notPickup, weekend: notPickup, neighbour: notPickup };
}

export function deliveryCost(type: number | null, options: readonly string[]): number {
  if (type === null || !(type in DELIVERY_COSTS)) return 0;
  return DELIVERY_COSTS[type as DeliveryTypeId] + (options.includes('quickly') ? QUICKLY_FEE : 0);
}

/** The delivery step's data as the API answers it (GET /cart/delivery/:orderId and the delivery calls). */
export interface DeliveryInfo {
  type: number | null;
  checkboxes: DeliveryOption[];
  form: DeliveryFormFields | null;
  description: string;
  allInStock: boolean;
  availability: Record<DeliveryOption, boolean>;
  deliveries: { id: number; key: string; cost: number }[];
  /** The costs above are excl. VAT; this is the rate the order pays on them (0 under reverse charge). */
  vatRate: number;
  cost: number;
}

/** The billing details the order holds, else the account's (POST /get/cart/customer). */
export interface CustomerInfo {
  customer: Partial<PaymentAddress>;
  loggedIn: boolean;
  /** The order holds a payment address the server accepted: the later steps may be entered. */
  addressSaved: boolean;
}

/** POST /cart/pay/data: the billing details as saved, the order's VAT mode and check, and its prices. */
export interface PaymentAddressSaved {
  orderId: number;
  customer: OrderRow['paymentAddress'];
  vatMode: OrderRow['vatMode'];
  btw: { valid: boolean; error: string | null; status: string } | null;
  prices: CartPrices;
}

/** The payment methods open to an order and its chosen one (POST /cart/pay/ideal-qrcode). */
export interface PaymentInfo {
  /** iDEAL 2.0 chooses the bank on the hosted page: always empty, as is the QR code (spec §6). */
  idealBanks: string[];
  src: string | null;
  qrcode: boolean;
  method: OrderRow['paymentMethod'];
  methods: string[];
}

/** POST /cart/pay/method: the chosen method, the methods open now and the prices with its costs. */
export interface PaymentMethodSaved {
  method: OrderRow['paymentMethod'];
  methods: string[];
  prices: CartPrices;
}

export interface DeliveryFormFields {
  customerName?: string;
  username?: string;
  namens?: string;
  address?: string;
  postcode?: string;
  region?: string;
  country?: string;
  email?: string;
  phone?: string;
  date?: string;
  startTime?: string;
  endTime?: string;
}

/** Changing delivery type clears irrelevant fields; pickup clears date and time and all options. */
export function applyDeliveryType(
  type: number,
  form: DeliveryFormFields,
  options: readonly DeliveryOption[],
  allInStock: boolean,
): { form: DeliveryFormFields; options: DeliveryOption[] } {
  if (type === DELIVERY_TYPES.pickup) {
    const rest = { ...form };
    delete rest.date;
    delete rest.startTime;
    delete rest.endTime;
    return { form: rest, options: [] };
  }
  const available = optionAvailability(type, allInStock);
  return { form: { ...form }, options: options.filter((o) => available[o]) };
}

// ---------------------------------------------------------------- payment

export const ACQUIRE_METHODS = [
  'ideal',
  'creditcard',
  'bancontact',
  'belfius',
  'kbc',
  'giropay',
  'bancaires',
  'postepay',
  'sofort',
  'eps',
  'paypal',
  'applepay',
  'banlogo',
] as const;
export const DEFAULT_METHODS = ['cashpickup', 'oprekening'] as const;
export const DEFAULT_PAYMENT_METHOD = 'ideal';
export type AcquireMethod = (typeof ACQUIRE_METHODS)[number];
export type DefaultMethod = (typeof DEFAULT_METHODS)[number];
export type PaymentMethod = AcquireMethod | DefaultMethod;

export const PAYMENT_METHODS: readonly PaymentMethod[] = [...ACQUIRE_METHODS, ...DEFAULT_METHODS];

export function isAcquire(method: string): method is AcquireMethod {
  return (ACQUIRE_METHODS as readonly string[]).includes(method);
}

/**
 * Spec §5/§6: 'both' methods for everyone; oprekening only for logged-in customers; qrcode hidden.
 * Cash on pickup only makes sense with pickup.
 */
export function availableMethods(opts: { loggedIn: boolean; deliveryType: number | null }): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => {
    if (m === 'oprekening') return opts.loggedIn;
    if (m === 'cashpickup') return opts.deliveryType === DELIVERY_TYPES.pickup;
    return true;
  });
}

/** Mollie's method ids for our acquire types (Mollie has no separate 'banlogo'/'bancaires'/'postepay'). */
export const MOLLIE_METHOD: Partial<Record<AcquireMethod, string>> = {
  ideal: 'ideal',
  creditcard: 'creditcard',
  bancontact: 'bancontact',
  belfius: 'belfius',
  kbc: 'kbc',
  giropay: 'giropay',
  sofort: 'sofort',
  eps: 'eps',
  paypal: 'paypal',
  applepay: 'applepay',
  bancaires: 'creditcard',
  postepay: 'creditcard',
};

export type PaymentStatus = 'open' | 'pending' | 'authorized' | 'paid' | 'failed' | 'canceled' | 'expired';

export function isFinalFailure(status: string): boolean {
  return status === 'failed' || status === 'canceled' || status === 'expired';
}

/** A payment in one of these states can still be charged: no second payment may be opened beside it. */
export const LIVE_PAYMENT_STATUSES = ['open', 'pending', 'authorized'] as const;

export function canStillComplete(status: string): boolean {
  return (LIVE_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/**
 * Can the shopper still pay this order online: pending, paid through a provider, and its latest payment
 * is neither paid nor being processed at the bank (then there is nothing to pay, only to wait for).
 */
export function isPayable(order: {
  status: string;
  paymentMethod: string;
  paymentStatus: string | null;
}): boolean {
  return (
    order.status === 'pending' &&
    isAcquire(order.paymentMethod) &&
    order.paymentStatus !== 'paid' &&
    order.paymentStatus !== 'pending' &&
    order.paymentStatus !== 'authorized'
  );
}
