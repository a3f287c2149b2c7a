'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CLOSE_MOBILE_MENU_EVENT } from '@/components/layout/mobile-menu';
import { formatEuro } from '@/lib/money';
import { useCart } from '../api/cart-api';

/** The Winkelwagen tab of the mobile menu: the cart lines and a way to the order page. */
export function MobileCart() {
  const t = useTranslations('cart');
  const tp = useTranslations('product');
  const locale = useLocale();
  const { data } = useCart();
  const lines = data?.orders ?? [];
  return (
    <div className="space-y-3" data-testid="mobile-cart" aria-live="polite">
      {lines.length === 0 ? (
        <p className="text-sm text-slate-700">{t('empty')}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200">
            {lines.map((l) => (
              <li key={l.productId} className="flex justify-between gap-3 py-2 text-sm">
                <span>
                  <span className="font-medium">{l.quantity} ×</span> {l.name}
                </span>
                <span className="shrink-0 text-right">
                  <span className="font-semibold">{formatEuro(l.price * l.quantity, locale)}</span>{' '}
                  <span className="text-xs text-slate-600">{tp('exVat')}</span>
                </span>
              </li>
            ))}
          </ul>
          {data ? (
            <p className="flex justify-between text-sm font-semibold">
              <span>{t('prices.total')}</span>
              <span>{formatEuro(data.prices.priceFullWithNDS, locale)}</span>
            </p>
          ) : null}
        </>
      )}
      {/* Plain (no Radix Dialog.Close): this slot is in every page's first load, the dialog is not. */}
      <Link
        href="/order"
        className="btn-primary w-full"
        onClick={() => window.dispatchEvent(new Event(CLOSE_MOBILE_MENU_EVENT))}
      >
        {t('toCart')}
      </Link>
    </div>
  );
}
