import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { ProfileForm } from '@/features/accounts/components/profile-form';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { getProfile } from '@/features/accounts/server/profiles';
import { countryOptions } from '@/features/accounts/countries';
import { formatIban, type CustomerCategory } from '@/features/accounts/model';
import type { Country } from '@/lib/address-rules';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.portal' });
  return { title: t('details'), robots: { index: false } };
}

export default async function PortalDetailsPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const me = await requirePageCustomer(locale);
  const [t, account] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts' }),
    getProfile(me.id),
  ]);
  const p = account?.profile;
  return (
    <PortalSection title={t('portal.details')}>
      <p className="mb-6 text-sm text-slate-700">
        {t('fields.email')}: <strong className="break-all">{me.email}</strong>
      </p>
      {!account || !p ? (
        <p className="card p-4 text-sm">{t('portal.staffNote')}</p>
      ) : (
        <ProfileForm
          countries={countryOptions(locale)}
          initial={{
            companyName: account.companyName ?? '',
            address: p.address,
            house: p.house,
            postcode: p.postcode,
            city: p.city,
            mailbox: p.mailbox ?? '',
            country: p.country as Country,
            gender: p.gender ?? '',
            username: account.username,
            invoiceEmail: p.invoiceEmail ?? '',
            phone: account.phone ?? '',
            mobile: p.mobile ?? '',
            category: p.category as CustomerCategory,
            kvk: p.kvk ?? '',
            btw: p.btw ?? '',
            bankAccount: formatIban(p.bankAccount),
          }}
        />
      )}
    </PortalSection>
  );
}
