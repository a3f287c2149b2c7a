import Link from 'next/link';

export interface CartLinkTexts {
  /** 'Winkelwagen', shown beside the icon on wide screens. */
  text: string;
  /** The link's accessible name for an empty cart. */
  emptyLabel: string;
}

/**
 * The header cart link's markup (plain `next/link`: next-intl's navigation stays off every page's first
 * load). `label` is the accessible name for a cart with items; it must begin with what is shown (WCAG 2.5.3).
 */
export function CartLinkView({
  href,
  text,
  emptyLabel,
  count,
  label,
}: { href: string; count: number; label?: string } & CartLinkTexts) {
  return (
    <Link
      href={href}
      className="btn-ghost relative px-2"
      aria-label={count > 0 ? (label ?? `${text}, ${count}`) : emptyLabel}
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
