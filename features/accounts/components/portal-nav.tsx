'use client';

import { useTranslations } from 'next-intl';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { LogoutButton } from './logout-button';

const SECTIONS = [
  { href: '/customer', key: 'overview' },
  { href: '/customer/orders', key: 'orders' },
  { href: '/customer/details', key: 'details' },
  { href: '/customer/preferences', key: 'preferences' },
  { href: '/customer/addresses', key: 'addresses' },
  { href: '/customer/password', key: 'password' },
] as const;

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
