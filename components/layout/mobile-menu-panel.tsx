'use client';

import { useState, type ReactNode, type RefObject } from 'react';
import { Dialog, Tabs } from 'radix-ui';
import { useTranslations } from 'next-intl';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import type { MenuItem } from './menu-types';

interface Props {
  items: MenuItem[];
  account?: ReactNode;
  cart?: ReactNode;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button: focus returns to it when the panel closes. */
  opener: RefObject<HTMLButtonElement | null>;
}

/** The slide-in panel of the mobile menu (loaded with its first opening, see MobileMenu). */
export function MobileMenuPanel({ items, account, cart, open, setOpen, opener }: Props) {
  const t = useTranslations('mobileMenu');
  const th = useTranslations('header');
  const [trail, setTrail] = useState<MenuItem[]>([]);
  const [wasOpen, setWasOpen] = useState(open);
  // Closed (by the close button, Escape, a link or a navigation): the next opening starts at the top.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setTrail([]);
  }
  const current = trail.length ? trail[trail.length - 1].children : items;
  const parent = trail[trail.length - 1];

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 flex w-[min(24rem,90vw)] flex-col bg-white shadow-xl"
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            opener.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
            <Dialog.Title className="text-lg font-semibold">{t('title')}</Dialog.Title>
            <Dialog.Close className="btn-ghost px-2">
              <X aria-hidden="true" size={20} />
              <span>{t('close')}</span>
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue="menu" className="flex min-h-0 flex-1 flex-col">
            <Tabs.List className="grid grid-cols-3 border-b border-slate-200" aria-label={t('title')}>
              {(['menu', 'account', 'cart'] as const).map((tab) => (
                <Tabs.Trigger
                  key={tab}
                  value={tab}
                  className="min-h-11 border-b-2 border-transparent px-2 text-sm font-semibold text-slate-700 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700"
                >
                  {t(tab === 'menu' ? 'tabMenu' : tab === 'account' ? 'tabAccount' : 'tabCart')}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <Tabs.Content value="menu" className="min-h-0 flex-1 overflow-y-auto p-2">
              {parent ? (
                <div className="mb-2 border-b border-slate-200 pb-2">
                  <button
                    type="button"
                    className="btn-ghost w-full justify-start"
                    onClick={() => setTrail((tr) => tr.slice(0, -1))}
                    data-testid="mobile-menu-back"
                  >
                    <ChevronLeft aria-hidden="true" size={18} /> {t('back')}
                  </button>
                  <Link
                    href={parent.route}
                    className="block px-4 py-2 font-semibold text-brand-700"
                    onClick={() => setOpen(false)}
                  >
                    {t('allIn', { name: parent.name })}
                  </Link>
                </div>
              ) : null}
              <ul>
                {current.map((item) => (
                  <li key={item.route} className="flex items-stretch border-b border-slate-100">
                    <Link
                      href={item.route}
                      className="flex min-h-11 flex-1 items-center px-4 text-slate-900"
                      onClick={() => setOpen(false)}
                    >
                      {item.name}
                    </Link>
                    {item.children.length ? (
                      <button
                        type="button"
                        className="btn-ghost px-3"
                        aria-label={th('submenu', { name: item.name })}
                        onClick={() => setTrail((tr) => [...tr, item])}
                      >
                        <ChevronRight aria-hidden="true" size={18} />
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </Tabs.Content>
            <Tabs.Content value="account" className="min-h-0 flex-1 overflow-y-auto p-4">
              {account ?? (
                <div className="space-y-3">
                  <p className="text-sm text-slate-700">{t('accountLogin')}</p>
                  <Link href="/customer/login" className="btn-primary w-full" onClick={() => setOpen(false)}>
                    {t('toLogin')}
                  </Link>
                  <Link
                    href="/register/step-one"
                    className="btn-secondary w-full"
                    onClick={() => setOpen(false)}
                  >
                    {t('toRegister')}
                  </Link>
                </div>
              )}
            </Tabs.Content>
            <Tabs.Content value="cart" className="min-h-0 flex-1 overflow-y-auto p-4">
              {cart ?? (
                <div className="space-y-3">
                  <p className="text-sm text-slate-700">{t('cartEmpty')}</p>
                  <Link href="/order" className="btn-secondary w-full" onClick={() => setOpen(false)}>
                    {t('toCart')}
                  </Link>
                </div>
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
