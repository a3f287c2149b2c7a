'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { SocialLogin } from './login-form';
import { LogoutButton } from './logout-button';

/** The login form (its validation, zod included) loads when the menu's Account tab first shows it. */
const LoginForm = lazy(() => import('./login-form').then((m) => ({ default: m.LoginForm })));

/** The mobile menu's Account tab (spec §2): the login form, or the account links once logged in. */
export function MobileAccount({
  customer,
  social,
}: {
  customer: { name: string; email: string } | null;
  social: SocialLogin | null;
}) {
  const t = useTranslations('accounts');
  if (customer) {
    return (
      <div className="space-y-3" data-testid="mobile-account">
        <p className="text-sm text-slate-800">
          {t('mobile.loggedInAs', { name: customer.name || customer.email })}
        </p>
        <Link href="/customer" className="btn-primary w-full">
          {t('portal.title')}
        </Link>
        <LogoutButton />
      </div>
    );
  }
  return (
    <div data-testid="mobile-account">
      <h2 className="mb-3 text-lg font-semibold">{t('login.title')}</h2>
      <Suspense fallback={<p role="status">{t('mobile.loading')}</p>}>
        <LoginForm social={social} testId="mobile-login-form" />
      </Suspense>
    </div>
  );
}
