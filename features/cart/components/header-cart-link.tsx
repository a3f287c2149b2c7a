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
  const name = count > 0 && t ? t('cartCount', { count }) : count > 0 ? text : emptyLabel;
  // The name is the link's own (screen-reader) text, not an aria-label: the visible word and the count
  // badge beside it would read "Winkelwagen1", which is not part of a name like "Winkelwagen, 1 artikel".
  return (
    <Link href={href} className="btn-ghost relative px-2" data-testid="header-cart">
      <span aria-hidden="true" className="mask-icon icon-cart size-[22px]" />
      <span aria-hidden="true" className="hidden xl:inline">
        {text}
      </span>
      <span className="sr-only">{name}</span>
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
