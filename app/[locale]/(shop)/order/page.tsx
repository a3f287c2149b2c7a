import { headers } from 'next/headers';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/routing';
import { currentCustomer } from '@/features/accounts/server/sessions';
import { CheckoutFlow } from '@/features/checkout/components/checkout-flow';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'cart' });
  return { title: t('title'), robots: { index: false } };
}

export default async function OrderPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, customer] = await Promise.all([
    getTranslations({ locale, namespace: 'cart' }),
    currentCustomer(await headers()),
  ]);
  return (
    <div className="container-shop py-6">
      <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
      <CheckoutFlow loggedIn={!!customer} />
    </div>
  );
}
