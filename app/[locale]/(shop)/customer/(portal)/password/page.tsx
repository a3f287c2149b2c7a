import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { ChangePasswordForm } from '@/features/accounts/components/password-forms';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'accounts.password' });
  return { title: t('title'), robots: { index: false } };
}

export default async function PortalPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accounts.password' });
  return (
    <PortalSection title={t('title')}>
      <ChangePasswordForm />
    </PortalSection>
  );
}
