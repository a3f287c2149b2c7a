'use client';

import Link from 'next/link';
import { useLazyTranslator } from '@/components/i18n/lazy-intl';
import { useCart } from '../api/cart-api';
import { useLiveCartStock } from '../api/live-stock';

/**
 * The link of ./header-cart-button.tsx (plain `next/link`: next-intl's navigation stays off every page's
 * first load). Its accessible name with the number of items (an ICU plural) is formatted by next-intl,
 * loaded once the cart has items; until then, and for an empty cart, the texts of the server are used.
 */
export function HeaderCartLink({
  href,
  text,
  emptyLabel,
}: {
  href: string;
  text: string;
  emptyLabel: string;
}) {
  const { data } = useCart();
  // The header cart button is on every shop page exactly once: the one place that watches live stock.
  useLiveCartStock();
  const count = data?.count ?? 0;
  const t = useLazyTranslator('header', count > 0);
  return (
    <Link
      href={href}
      className="btn-ghost relative px-2"
      // Until the plural is formatted the name still holds the number shown (WCAG 2.5.3).
      aria-label={count > 0 ? (t ? t('cartCount', { count }) : `${text}, ${count}`) : emptyLabel}
      data-testid="header-cart"
    >
      <span aria-hidden="true" className="mask-icon icon-cart size-[22px]" />
      <span className="hidden xl:inline">{text}</span>
      {/* A space between the words shown: 'Winkelwagen 1', not 'Winkelwagen1', begins the name. */}{' '}
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
