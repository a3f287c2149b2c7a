import { getTranslations } from 'next-intl/server';
import { HeaderCartLink } from './header-cart-link';

/**
 * Header cart button with the number of items (the `cart` slot of SiteHeader), its texts translated here.
 * `href` is the order page in the page's locale.
 */
export async function HeaderCartButton({ href }: { href: string }) {
  const t = await getTranslations('header');
  return <HeaderCartLink href={href} text={t('cart')} emptyLabel={t('cartEmpty')} />;
}
