'use client';

import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { lazyWithIntl } from '@/components/i18n/lazy-intl';
import { usePathname } from 'next/navigation';
import type { MenuItem } from './menu-types';

/** A link inside a slot (cart, account) closes the menu with this window event, also when it leads to the page already shown. */
export const CLOSE_MOBILE_MENU_EVENT = 'shop:close-mobile-menu';

/** The panel (dialog, tabs, the account and cart slots) loads when the menu first opens. */
const MobileMenuPanel = lazyWithIntl(() => import('./mobile-menu-panel').then((m) => m.MobileMenuPanel));

interface Props {
  items: MenuItem[];
  /** Account tab content (login form once accounts exist). */
  account?: ReactNode;
  /** Cart tab content (cart lines once the cart exists). */
  cart?: ReactNode;
  /** The open button's accessible name (translated by the header). */
  openLabel: string;
}

/** Mobile menu (< 1200px, spec §2): slide-in panel with Menu, Account and Winkelwagen tabs. */
export function MobileMenu({ items, account, cart, openLabel }: Props) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  // Links inside the slots (account, cart) navigate without closing the panel themselves.
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    const close = () => setOpen(false);
    window.addEventListener(CLOSE_MOBILE_MENU_EVENT, close);
    return () => window.removeEventListener(CLOSE_MOBILE_MENU_EVENT, close);
  }, []);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="btn-ghost px-2 lg:hidden"
        aria-label={openLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-open"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true" className="mask-icon icon-menu size-6" />
      </button>
      {loaded ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            items={items}
            account={account}
            cart={cart}
            open={open}
            setOpen={setOpen}
            opener={opener}
          />
        </Suspense>
      ) : null}
    </>
  );
}
