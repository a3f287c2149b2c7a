import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { ResetPasswordForm } from '@/features/accounts/components/password-forms';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.reset' });
  // The token is in the URL: keep it out of indexes and referrers.
  return { title: t('title'), robots: { index: false }, referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string }>;
}) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accounts.reset' });
  const { token } = await searchParams;
  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      <ResetPasswordForm token={typeof token === 'string' ? token : ''} />
    </AuthCard>
  );
}
