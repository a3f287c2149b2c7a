'use client';

import { useLazyTranslator } from '@/components/i18n/lazy-intl';
import { useCart } from '../api/cart-api';
import { useLiveCartStock } from '../api/live-stock';
import { CartLinkView, type CartLinkTexts } from './header-cart-view';

/*
 * The cart's client code (react-query, the cart calls, live stock) that pages load after they hydrated:
 * the header's live cart link and add to cart import this one module, so it is one chunk, loaded once
 * with the header (an add while offline then fails as a request, not as a missing chunk).
 */
export { addToCart } from '../api/cart-api';

/**
 * The header cart link with the number of items in the visitor's cart. Its accessible name with that
 * number (an ICU plural) is formatted by next-intl, loaded once the cart has items; until then the name
 * still holds the number shown.
 */
export function HeaderCartLive(props: { href: string } & CartLinkTexts) {
  const { data } = useCart();
  // The header cart link is on every shop page exactly once: the one place that watches live stock.
  useLiveCartStock();
  const count = data?.count ?? 0;
  const t = useLazyTranslator('header', count > 0);
  return <CartLinkView {...props} count={count} label={t ? t('cartCount', { count }) : undefined} />;
}
