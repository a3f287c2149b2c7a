import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { PreferencesForm } from '@/features/accounts/components/preferences-form';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { getProfile } from '@/features/accounts/server/profiles';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.portal' });
  return { title: t('preferences'), robots: { index: false } };
}

export default async function PortalPreferencesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const me = await requirePageCustomer(locale);
  const [t, account] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts' }),
    getProfile(me.id),
  ]);
  const p = account?.profile;
  return (
    <PortalSection title={t('portal.preferences')}>
      {!p ? (
        <p className="card p-4 text-sm">{t('portal.staffNote')}</p>
      ) : (
        <PreferencesForm
          logoPath={p.logoPath}
          initial={{
            deliveryAvailability: p.deliveryAvailability,
            deliveryDays: p.deliveryDays,
            noNeighbours: p.noNeighbours,
            newsletter: p.newsletter,
          }}
        />
      )}
    </PortalSection>
  );
}
