'use client';

import { useTranslations } from 'next-intl';
import { ShoppingCart } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { useCart } from '../api/cart-api';
import { useLiveCartStock } from '../api/live-stock';

/** Header cart button with the number of items (the `cart` slot of SiteHeader). */
export function HeaderCartButton() {
  const t = useTranslations('header');
  const { data } = useCart();
  // The header cart button is on every shop page exactly once: the one place that watches live stock.
  useLiveCartStock();
  const count = data?.count ?? 0;
  return (
    <Link
      href="/order"
      className="btn-ghost relative px-2"
      // An empty cart (every first visit) needs no ICU plural: no Intl work while the page hydrates.
      aria-label={count > 0 ? t('cartCount', { count }) : t('cartEmpty')}
      data-testid="header-cart"
    >
      <ShoppingCart aria-hidden="true" size={22} />
      <span className="hidden xl:inline">{t('cart')}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-sale px-1 text-center text-xs font-bold leading-5 text-white"
          data-testid="header-cart-count"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
