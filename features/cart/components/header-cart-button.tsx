'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useCart } from '../api/cart-api';
import { useLiveCartStock } from '../api/live-stock';

/**
 * Header cart button with the number of items (the `cart` slot of SiteHeader). `href` is the order page in
 * the page's locale (plain `next/link`: next-intl's navigation stays off every page's first load).
 */
export function HeaderCartButton({ href }: { href: string }) {
  const t = useTranslations('header');
  const { data } = useCart();
  // The header cart button is on every shop page exactly once: the one place that watches live stock.
  useLiveCartStock();
  const count = data?.count ?? 0;
  return (
    <Link
      href={href}
      className="btn-ghost relative px-2"
      // An empty cart (every first visit) needs no ICU plural: no Intl work while the page hydrates.
      aria-label={count > 0 ? t('cartCount', { count }) : t('cartEmpty')}
      data-testid="header-cart"
    >
      <span aria-hidden="true" className="mask-icon icon-cart size-[22px]" />
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
