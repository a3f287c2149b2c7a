import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { ForgotPasswordForm } from '@/features/accounts/components/password-forms';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.forgot' });
  return { title: t('title'), robots: { index: false } };
}

export default async function ForgotPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accounts.forgot' });
  return (
    <AuthCard title={t('title')} intro={t('intro')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
