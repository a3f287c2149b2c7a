'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Check } from 'lucide-react';
import { forgetCart, reloadCart, setCartPrices, useCart } from '@/features/cart/client';
import { getQueryClient } from '@/lib/query';
import { visibleSteps, type Step } from '../model';
import { createCheckoutStore, type CheckoutStore } from '../stores/checkout-store';
import { CheckoutContext, useCheckout } from './checkout-context';
import type { SocialLogin } from '@/features/accounts/client';
import { CartStep } from './cart-step';
import { AuthStep } from './auth-step';
import { AddressStep } from './address-step';
import { DeliveryStep } from './delivery-step';
import { PaymentStep } from './payment-step';
import { useStepHistory } from './use-step-history';
import { loadAddressDraft } from './address-draft';

function Stepper() {
  const t = useTranslations('checkout');
  const machine = useCheckout((s) => s.machine);
  const steps = visibleSteps(machine.mode);
  const at = steps.indexOf(machine.step);
  return (
    <nav aria-label={t('progress')} className="mb-6">
      <ol className="flex flex-wrap gap-x-2 gap-y-1 text-sm">
        {steps.map((s, i) => (
          <li key={s} className="flex items-center gap-2" aria-current={i === at ? 'step' : undefined}>
            <span
              className={`inline-flex size-7 items-center justify-center rounded-full border text-xs font-bold ${
                i < at
                  ? 'border-ok bg-ok text-white'
                  : i === at
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-slate-400 text-slate-700'
              }`}
              aria-hidden="true"
            >
              {i < at ? <Check size={14} /> : i + 1}
            </span>
            <span className={i === at ? 'font-semibold' : 'text-slate-700'}>{t(`steps.${s}`)}</span>
            {i < steps.length - 1 ? (
              <span aria-hidden="true" className="text-slate-400">
                ›
              </span>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Steps({
  social,
  store,
  pending,
}: {
  social: SocialLogin | null;
  store: CheckoutStore;
  pending: ReactNode;
}) {
  const t = useTranslations('checkout');
  const tCart = useTranslations('cart');
  const step = useCheckout((s) => s.machine.step);
  const error = useCheckout((s) => s.error);
  const busy = useCheckout((s) => s.busy);
  const go = useCheckout((s) => s.go);
  const cartChanged = useCheckout((s) => s.cartChanged);
  const checkAndContinue = useCheckout((s) => s.checkAndContinue);
  const resuming = useCheckout((s) => s.machine.step === 'auth' && !s.machine.orderCheck);
  const restoring = useCheckout((s) => s.restoring);
  const heading = useRef<HTMLHeadingElement>(null);
  const { data } = useCart();
  useStepHistory(store, data ? data.orders.length : null);
  useEffect(() => {
    if (data) cartChanged(data.orderId, data.orders.length, data.description);
  }, [data, cartChanged]);
  // Back from logging in or registering while ordering: once the (moved) cart is loaded, check it and go
  // on to the billing details, filled in from the account.
  const resumed = useRef(false);
  useEffect(() => {
    if (!resuming || resumed.current || !data?.orders.length) return;
    resumed.current = true;
    void checkAndContinue();
  }, [resuming, data, checkAndContinue]);
  const first = useRef(true);
  useEffect(() => {
    // Move focus to the new step's heading for keyboard and screen-reader users (not on first load, nor
    // while a reload walks to its step: that is a first load too).
    if (first.current) first.current = false;
    else if (!store.getState().restoring) heading.current?.focus();
  }, [step, store]);
  return (
    <>
      {/* The page heading follows the step: the cart is 'Winkelwagen', later steps are named after themselves. */}
      <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold" data-testid="order-heading">
        {step === 'cart' || step === 'cancel' ? tCart('title') : t(`steps.${step}`)}
      </h1>
      <Stepper />
      <div
        role="alert"
        className={
          error
            ? 'mb-4 whitespace-pre-line rounded-md border border-sale bg-red-50 p-3 text-sm text-sale'
            : ''
        }
        data-testid="checkout-error"
      >
        {error}
      </div>
      {/* Reopened on a step: the flow walks there first (use-step-history.ts). */}
      {restoring ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : (
        <>
          {step === 'cart' ? pending : null}
          {step === 'cart' || step === 'cancel' ? <CartStep /> : null}
          {step === 'auth' ? (
            resuming ? (
              <p aria-busy="true">{t('loading')}</p>
            ) : (
              <AuthStep social={social} />
            )
          ) : null}
          {step === 'paymentAddress' ? <AddressStep /> : null}
          {step === 'delivery' ? <DeliveryStep /> : null}
          {step === 'payment' ? <PaymentStep /> : null}
          {step === 'confirm' ? (
            <div className="card space-y-3 p-6" aria-busy={busy} data-testid="confirm-step">
              <p>{busy ? t('confirm.processing') : null}</p>
              {!busy && error ? (
                <button type="button" className="btn-primary" onClick={() => go('cart')}>
                  {t('steps.cart')}
                </button>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </>
  );
}

/** The order page: the step machine of spec §4 around the step components. */
export function CheckoutFlow({
  loggedIn,
  resume = false,
  step = null,
  social = null,
  pending = null,
}: {
  loggedIn: boolean;
  /** The step the page was opened on (`/order?step=delivery`): a reload or Back/Forward. */
  step?: Step | null;
  /** Back from logging in or registering at the auth step (`/order?resume=auth`). */
  resume?: boolean;
  social?: SocialLogin | null;
  /** The shopper's orders still waiting for payment, shown on the cart step. */
  pending?: ReactNode;
}) {
  const [store] = useState(() =>
    createCheckoutStore(
      { loggedIn, resume, restoring: !!step && !resume },
      {
        queries: getQueryClient(),
        reloadCart,
        setPrices: setCartPrices,
        clearCart: forgetCart,
        navigate: (url) => window.location.assign(url),
        errorText: (e) => (e instanceof Error ? e.message : String(e)),
        addressDraft: loadAddressDraft,
      },
    ),
  );
  return (
    <CheckoutContext.Provider value={store}>
      <Steps social={social} store={store} pending={pending} />
    </CheckoutContext.Provider>
  );
}
