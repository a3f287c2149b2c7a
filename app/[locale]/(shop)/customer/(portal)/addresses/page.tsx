import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { AddressesManager } from '@/features/accounts/components/addresses-manager';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { getProfile, listAddresses } from '@/features/accounts/server/profiles';
import { countryOptions } from '@/features/accounts/countries';
import type { Country } from '@/lib/address-rules';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.portal' });
  return { title: t('addresses'), robots: { index: false } };
}

export default async function PortalAddressesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const me = await requirePageCustomer(locale);
  const [t, account, addresses] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts' }),
    getProfile(me.id),
    listAddresses(me.id),
  ]);
  const countries = countryOptions(locale);
  const p = account?.profile;
  return (
    <PortalSection title={t('addresses.title')}>
      {p ? (
        <div className="card mb-6 p-4 text-sm">
          <h2 className="mb-2 text-base font-semibold">{t('addresses.billing')}</h2>
          <address className="not-italic">
            {account.companyName}, {p.address} {p.house}, {p.postcode} {p.city},{' '}
            {countries.find((c) => c.code === p.country)?.name}
          </address>
          <Link href="/customer/details" className="link mt-2 inline-block">
            {t('portal.edit')}
          </Link>
        </div>
      ) : null}
      <h2 className="mb-3 text-lg font-semibold">{t('addresses.delivery')}</h2>
      <AddressesManager
        countries={countries}
        initial={addresses.map((a) => ({ ...a, country: a.country as Country }))}
      />
    </PortalSection>
  );
}
