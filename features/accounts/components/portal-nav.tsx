'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { logout } from '../api/session';

const SECTIONS = [
  { href: '/customer', key: 'overview' },
  { href: '/customer/orders', key: 'orders' },
  { href: '/customer/details', key: 'details' },
  { href: '/customer/preferences', key: 'preferences' },
  { href: '/customer/addresses', key: 'addresses' },
  { href: '/customer/password', key: 'password' },
] as const;

/** Logs out, reloads the visitor uid and goes home with a full load (header and cart as a visitor). */
export function LogoutButton({ className = 'btn-secondary w-full' }: { className?: string }) {
  const t = useTranslations('accounts.portal');
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      data-testid="logout"
      onClick={async () => {
        setBusy(true);
        try {
          await logout(client);
        } finally {
          window.location.assign(document.documentElement.lang === 'en' ? '/en' : '/');
        }
      }}
    >
      <LogOut aria-hidden="true" size={18} /> {busy ? t('loggingOut') : t('logout')}
    </button>
  );
}

export function PortalNav() {
  const t = useTranslations('accounts.portal');
  const pathname = usePathname();
  return (
    <nav aria-label={t('nav')} className="space-y-3">
      <ul className="flex flex-wrap gap-1 lg:flex-col">
        {SECTIONS.map((s) => {
          const current =
            pathname === s.href || (s.href !== '/customer' && pathname.startsWith(`${s.href}/`));
          return (
            <li key={s.href} className="shrink-0">
              <Link
                href={s.href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center rounded-md px-3 text-sm font-medium ${current ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`}
              >
                {t(s.key)}
              </Link>
            </li>
          );
        })}
      </ul>
      <LogoutButton />
    </nav>
  );
}
