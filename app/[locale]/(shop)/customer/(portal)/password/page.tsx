import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { ChangePasswordForm } from '@/features/accounts/components/password-forms';
import { TwoFactorSettings } from '@/features/accounts/components/two-factor';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'accounts.password',
  });
  return { title: t('title'), robots: { index: false } };
}

export default async function PortalPasswordPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <PortalSection title={t('password.title')}>
      <ChangePasswordForm />
      <section aria-labelledby="two-factor-title" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="two-factor-title" className="mb-4 text-xl font-bold">
          {t('twoFactor.title')}
        </h2>
        <TwoFactorSettings />
      </section>
    </PortalSection>
  );
}
