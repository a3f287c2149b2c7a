'use client';

import { useTranslations } from 'next-intl';
import { useCart } from '@/features/cart/client';
import { PriceRows } from '@/features/cart/client';
import { isAcquire } from '../model';
import { useDeliveryInfo, usePaymentInfo } from '../api/checkout-api';
import { useCheckout } from './checkout-context';
import { translateIfKey } from '@/lib/i18n/message-key';

/** Step 4: payment method (iDEAL default, on account for customers), the order review and the conditions. */
export function PaymentStep() {
  const t = useTranslations('checkout');
  const { data: cart } = useCart();
  const orderId = useCheckout((s) => s.orderId);
  const methods = usePaymentInfo(orderId).data?.methods ?? [];
  const delivery = useDeliveryInfo(orderId).data;
  const prices = cart?.prices;
  const method = useCheckout((s) => s.method);
  const customer = useCheckout((s) => s.customer);
  const condition = useCheckout((s) => s.condition);
  const mailing = useCheckout((s) => s.mailing);
  const busy = useCheckout((s) => s.busy);
  const changeMethod = useCheckout((s) => s.changeMethod);
  const setFlags = useCheckout((s) => s.setFlags);
  const go = useCheckout((s) => s.go);
  const previous = useCheckout((s) => s.previous);

  return (
    <form
      className="grid gap-6 lg:grid-cols-[1fr_22rem]"
      data-testid="payment-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (condition) void go('confirm');
      }}
    >
      <div className="space-y-4">
        <fieldset className="card p-4">
          <legend className="sr-only">{t('payment.legend')}</legend>
          <h2 className="mb-3 text-lg font-semibold" aria-hidden="true">
            {t('payment.legend')}
          </h2>
          <div className="grid gap-2 sm:grid-cols-2">
            {methods.map((m) => (
              <label
                key={m}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="method"
                  value={m}
                  checked={method === m}
                  onChange={() => changeMethod(m)}
                  data-testid={`method-${m}`}
                />
                {translateIfKey(t, `methods.${m}`)}
              </label>
            ))}
          </div>
          <p className="mt-3 text-sm text-slate-700">
            {method === 'ideal'
              ? t('payment.idealNote')
              : isAcquire(method)
                ? t('payment.providerNote')
                : method === 'oprekening'
                  ? t('payment.onAccountNote')
                  : null}
          </p>
        </fieldset>
        <section className="card grid gap-4 p-4 sm:grid-cols-2" aria-labelledby="review-title">
          <h2 id="review-title" className="text-lg font-semibold sm:col-span-2">
            {t('confirm.title')}
          </h2>
          <div>
            <h3 className="font-semibold">{t('confirm.billing')}</h3>
            <p className="text-sm text-slate-700" data-testid="review-billing">
              {customer.username ? (
                <>
                  {customer.username}
                  <br />
                </>
              ) : null}
              {customer.customerName}
              <br />
              {customer.address} {customer.house}, {customer.postcode} {customer.region}
              <br />
              {customer.email}
              {customer.btw ? (
                <>
                  <br />
                  {t('address.btw')}: {customer.btw}
                </>
              ) : null}
            </p>
          </div>
          <div>
            <h3 className="font-semibold">{t('confirm.delivery')}</h3>
            <p className="text-sm text-slate-700">
              {delivery?.type ? translateIfKey(t, `deliveryTypes.${delivery.type}.title`) : '—'}
            </p>
          </div>
          <div className="sm:col-span-2">
            <h3 className="font-semibold">{t('confirm.items')}</h3>
            <ul className="text-sm text-slate-700">
              {cart?.orders.map((l) => (
                <li key={l.productId}>
                  {l.quantity} × {l.name}
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
      <aside className="card h-fit space-y-4 p-4">
        {prices ? <PriceRows prices={prices} /> : null}
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={condition}
            onChange={(e) => setFlags({ condition: e.target.checked })}
            required
            data-testid="conditions"
          />
          {t('confirm.conditions')}
        </label>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={mailing}
            onChange={(e) => setFlags({ mailing: e.target.checked })}
          />
          {t('confirm.mailing')}
        </label>
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={busy || !condition}
          data-testid="place-order"
        >
          {isAcquire(method) ? t('confirm.placeAndPay') : t('confirm.place')}
        </button>
        <button type="button" className="btn-secondary w-full" onClick={() => previous()}>
          {t('previous')}
        </button>
      </aside>
    </form>
  );
}
