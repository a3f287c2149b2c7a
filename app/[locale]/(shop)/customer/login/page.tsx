import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { LoginForm } from '@/features/accounts/components/login-form';
import { pageCustomer } from '@/features/accounts/server/current';
import { safeReturnPath } from '@/features/accounts/model';
import { socialLogin } from '@/features/accounts/server/social';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.login' });
  return { title: t('title'), robots: { index: false } };
}

export default async function LoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ returnTo?: string }>;
}) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const { returnTo } = await searchParams;
  if (await pageCustomer()) redirect(localePath(locale, safeReturnPath(returnTo, '/customer')));
  const t = await getTranslations({ locale, namespace: 'accounts.login' });
  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      <LoginForm social={socialLogin()} returnTo={returnTo} />
    </AuthCard>
  );
}
