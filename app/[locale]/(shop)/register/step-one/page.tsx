import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { AuthCard } from '@/features/accounts/components/auth-card';
import { RegisterStepOneForm } from '@/features/accounts/components/register-step-one';
import { countryOptions } from '@/features/accounts/countries';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'accounts.register',
  });
  return { title: `${t('title')} – ${t('stepOne')}` };
}

export default async function RegisterStepOnePage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ from?: string }>;
}) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'accounts.register' });
  return (
    <AuthCard title={t('title')} wide>
      <RegisterStepOneForm
        countries={countryOptions(locale)}
        fromOrder={(await searchParams).from === 'order'}
      />
    </AuthCard>
  );
}
