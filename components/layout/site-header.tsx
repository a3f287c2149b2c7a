import Link from 'next/link';
import { Suspense, type ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Mail, Phone, User } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { Logo } from './logo';
import { DesktopMenu } from './desktop-menu';
import { MobileMenu } from './mobile-menu';
import { LanguageSwitcher } from './language-switcher';
import type { MenuItem } from './menu-types';

interface Props {
  locale: Locale;
  categories: MenuItem[];
  contact: { phone: string; phoneHref: string; email: string };
  /** The header search form. */
  search: ReactNode;
  /** Cart button (with count once the cart exists). */
  cart?: ReactNode;
  mobileAccount?: ReactNode;
  mobileCart?: ReactNode;
  /** Where the account icon leads: the login page, or the customer portal when logged in. */
  accountHref?: string;
}

export async function SiteHeader({
  locale,
  categories,
  contact,
  search,
  cart,
  mobileAccount,
  mobileCart,
  accountHref = '/customer/login',
}: Props) {
  const t = await getTranslations({ locale, namespace: 'header' });
  const tl = await getTranslations({ locale, namespace: 'language' });
  const other: Locale = locale === 'nl' ? 'en' : 'nl';
  return (
    <header className="sticky top-0 z-30 bg-white shadow-sm">
      <div className="hidden bg-brand-900 text-sm text-white sm:block">
        <div className="container-shop flex min-h-9 items-center justify-end gap-6">
          <a
            href={`tel:${contact.phoneHref}`}
            className="inline-flex items-center gap-1.5 hover:underline"
            aria-label={t('phoneLabel', { phone: contact.phone })}
          >
            <Icon icon={Phone} aria-hidden="true" size={14} /> {contact.phone}
          </a>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-1.5 hover:underline"
            aria-label={t('emailLabel', { email: contact.email })}
          >
            <Icon icon={Mail} aria-hidden="true" size={14} /> {contact.email}
          </a>
        </div>
      </div>
      <div className="container-shop flex min-h-16 flex-wrap items-center gap-x-3 gap-y-2 py-2">
        <MobileMenu items={categories} account={mobileAccount} cart={mobileCart} openLabel={t('openMenu')} />
        <Link href={localePath(locale, '/')} aria-label={t('logoLabel')} className="shrink-0">
          <Logo />
        </Link>
        <div className="order-last w-full md:order-none md:w-auto md:flex-1">{search}</div>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <Suspense fallback={null}>
            <LanguageSwitcher locale={locale} other={other} label={tl('switchTo')} />
          </Suspense>
          <Link
            href={localePath(locale, accountHref)}
            className="btn-ghost px-2"
            aria-label={t('account')}
            data-testid="header-account"
          >
            <Icon icon={User} aria-hidden="true" size={22} />
            <span className="hidden xl:inline">{t('account')}</span>
          </Link>
          {cart}
        </div>
      </div>
      <DesktopMenu items={categories} locale={locale} label={t('categoryNav')} />
    </header>
  );
}
