'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { Trash2 } from 'lucide-react';
import { ConfigurationList } from '@/features/cart/client';
import { Link } from '@/lib/i18n/navigation';
import { formatEuro, withVat } from '@/lib/money';
import { HttpError } from '@/lib/http/client';
import { fieldErrorsOf } from '@/lib/http/errors';
import {
  PriceRows,
  QuoteButtons,
  useCart,
  useCouponEdit,
  useLineEdit,
  useNoteEdit,
} from '@/features/cart/client';
import { useCheckout } from './checkout-context';

/** Step 1: the cart lines, quantities, order note, coupon, price rows and the quote. */
export function CartStep() {
  const t = useTranslations('cart');
  const tc = useTranslations('checkout');
  const locale = useLocale();
  const { data, refetch, isError } = useCart();
  const startCheckout = useCheckout((s) => s.startCheckout);
  const loggedIn = useCheckout((s) => s.loggedIn);
  const busy = useCheckout((s) => s.busy);
  const cancel = useCheckout((s) => s.cancel);
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  /** A refused quantity (e.g. above the guest limit): its message under the line, the input reset. */
  const [lineError, setLineError] = useState<{ productId: number; message: string; n: number } | null>(null);
  const lines = data?.orders ?? [];
  const orderId = data?.orderId ?? null;
  const lineEdit = useLineEdit(orderId);
  const couponEdit = useCouponEdit(orderId);
  const noteEdit = useNoteEdit(orderId);

  if (!data) {
    return isError ? (
      <button type="button" className="btn-secondary" onClick={() => refetch()}>
        {tc('retry')}
      </button>
    ) : (
      <p aria-busy="true">{tc('loading')}</p>
    );
  }
  if (!lines.length) {
    return (
      <div className="card space-y-4 p-6 text-center" data-testid="cart-empty">
        <p className="text-lg font-semibold">{t('empty')}</p>
        <Link href="/" className="btn-primary">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }
  const update = async (productId: number, quantity: number) => {
    try {
      await lineEdit.mutateAsync({ productId, quantity });
    } catch (e) {
      if (!(e instanceof HttpError)) throw e;
      const message = fieldErrorsOf(e.body).quantity?.[0] ?? e.message;
      setLineError({ productId, message, n: (lineError?.n ?? 0) + 1 });
      // The refused quantity leaves the line as the server has it now (another tab may have changed it).
      await refetch();
      return;
    }
    setLineError(null);
    setStatus(t('updated'));
  };
  const submitCoupon = async (code: string) => {
    setCouponError(null);
    try {
      await couponEdit.mutateAsync(code);
      setStatus(code ? t('couponApplied', { code: code.toUpperCase() }) : t('updated'));
      setCoupon('');
    } catch (e) {
      if (e instanceof HttpError) setCouponError(fieldErrorsOf(e.body).coupon?.[0] ?? e.message);
    }
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        <ul className="card divide-y divide-slate-200" data-testid="cart-lines">
          {lines.map((l) => (
            <li key={l.productId} className="flex flex-wrap items-center gap-3 p-3" data-testid="cart-line">
              <div className="min-w-0 flex-1 basis-60">
                <Link href={l.path} className="font-semibold hover:text-brand-700">
                  {l.name}
                </Link>
                <p className="text-xs text-slate-600">{t('article', { article: l.article })}</p>
                <ConfigurationList name={l.name} parts={l.configuration} testId="cart-line-configuration" />
                <p className="text-sm" data-testid="cart-line-price">
                  {formatEuro(l.price, locale)}{' '}
                  <span className="text-xs text-slate-600">{tc('exVatShort')}</span> ·{' '}
                  {formatEuro(withVat(l.price, data.prices.vatRate), locale)}{' '}
                  <span className="text-xs text-slate-600">{tc('incVatShort')}</span>
                </p>
              </div>
              <div>
                <label htmlFor={`qty-${l.productId}`} className="sr-only">
                  {t('quantityLabel', { name: l.name })}
                </label>
                <input
                  id={`qty-${l.productId}`}
                  type="number"
                  min={1}
                  max={Math.min(l.stock, 999)}
                  defaultValue={l.quantity}
                  key={`${l.quantity}-${lineError?.productId === l.productId ? lineError.n : 0}`}
                  className="field-input w-20"
                  aria-invalid={lineError?.productId === l.productId}
                  aria-describedby={
                    lineError?.productId === l.productId
                      ? `qty-hint-${l.productId} qty-error-${l.productId}`
                      : `qty-hint-${l.productId}`
                  }
                  onBlur={(e) =>
                    Number(e.target.value) !== l.quantity &&
                    void update(l.productId, Math.max(1, Number(e.target.value) || 1))
                  }
                  onKeyDown={(e) => e.key === 'Enter' && (e.target as HTMLInputElement).blur()}
                  data-testid="cart-quantity"
                />
                <p id={`qty-hint-${l.productId}`} className="mt-0.5 text-xs text-slate-600">
                  {t('maxStock', { count: Math.min(l.stock, 999) })}
                </p>
                {lineError?.productId === l.productId ? (
                  <p
                    id={`qty-error-${l.productId}`}
                    className="field-error max-w-60"
                    role="alert"
                    data-testid="cart-quantity-error"
                  >
                    {lineError.message}
                  </p>
                ) : null}
              </div>
              <p className="w-28 text-right font-semibold tabular-nums">
                {formatEuro(l.price * l.quantity, locale)}
              </p>
              <button
                type="button"
                className="btn-ghost px-2"
                onClick={() => update(l.productId, 0)}
                aria-label={t('removeLabel', { name: l.name })}
                data-testid="cart-remove"
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
        <div className="card space-y-2 p-4">
          <label htmlFor="order-description" className="field-label">
            {t('description')}
          </label>
          <textarea
            id="order-description"
            className="field-input min-h-20"
            maxLength={1000}
            defaultValue={data.description}
            onChange={(e) => setNote(e.target.value)}
          />
          <button
            type="button"
            className="btn-secondary"
            disabled={note === null}
            onClick={async () => {
              await noteEdit.mutateAsync(note ?? '');
              setNote(null);
              setStatus(t('descriptionSaved'));
            }}
          >
            {t('descriptionSave')}
          </button>
        </div>
        <div className="flex flex-wrap justify-between gap-2">
          <QuoteButtons orderId={orderId} />
          <button
            type="button"
            className="btn-ghost text-sale"
            onClick={() => cancel()}
            disabled={busy}
            data-testid="cart-clear"
          >
            {t('clear')}
          </button>
        </div>
      </div>
      <aside className="card h-fit space-y-4 p-4" aria-labelledby="cart-summary">
        <h2 id="cart-summary" className="text-lg font-semibold">
          {t('prices.title')}
        </h2>
        <form
          className="space-y-1"
          onSubmit={(e) => {
            e.preventDefault();
            void submitCoupon(coupon.trim());
          }}
        >
          <label htmlFor="coupon" className="field-label">
            {t('coupon')}
          </label>
          <div className="flex gap-2">
            <input
              id="coupon"
              className="field-input"
              value={coupon}
              onChange={(e) => setCoupon(e.target.value)}
              aria-invalid={!!couponError}
              aria-describedby={couponError ? 'coupon-error' : undefined}
              autoComplete="off"
            />
            <button type="submit" className="btn-secondary" disabled={!coupon.trim()}>
              {t('couponApply')}
            </button>
          </div>
          {couponError ? (
            <p id="coupon-error" className="field-error">
              {couponError}
            </p>
          ) : null}
          {data.coupon ? (
            <button type="button" className="link text-sm" onClick={() => submitCoupon('')}>
              {t('couponRemove')} ({data.coupon})
            </button>
          ) : null}
        </form>
        <PriceRows prices={data.prices} />
        <button
          type="button"
          className="btn-primary w-full"
          onClick={() => startCheckout('default')}
          disabled={busy}
          data-testid="to-checkout"
        >
          {loggedIn ? t('toCheckout') : tc('auth.guest')}
        </button>
        {loggedIn ? null : (
          <div className="space-y-2 border-t border-slate-200 pt-4" data-testid="auth-choices">
            <p className="text-sm text-slate-800">{tc('auth.choice')}</p>
            <div className="grid grid-cols-2 gap-2">
              <button
                type="button"
                className="btn-secondary"
                onClick={() => startCheckout('auth')}
                disabled={busy}
                data-testid="choose-login"
              >
                {tc('auth.login')}
              </button>
              <button
                type="button"
                className="btn-secondary"
                onClick={() => startCheckout('auth')}
                disabled={busy}
                data-testid="choose-register"
              >
                {tc('auth.registerChoice')}
              </button>
            </div>
          </div>
        )}
      </aside>
      <p className="sr-only" role="status">
        {status}
      </p>
    </div>
  );
}
