import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { PortalSection } from '@/features/accounts/components/portal-section';
import { requirePageCustomer } from '@/features/accounts/server/current';
import { getProfile } from '@/features/accounts/server/profiles';
import { countryOptions } from '@/features/accounts/countries';
import { canPayOnAccount, formatIban } from '@/features/accounts/model';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'accounts.portal' });
  return { title: t('title'), robots: { index: false } };
}

export default async function PortalOverviewPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const me = await requirePageCustomer(locale);
  const [t, account] = await Promise.all([
    getTranslations({ locale, namespace: 'accounts' }),
    getProfile(me.id),
  ]);
  const p = account?.profile;
  const country = p ? countryOptions(locale).find((c) => c.code === p.country)?.name : null;
  const since = account
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(
        account.createdAt,
      )
    : '';
  return (
    <PortalSection title={t('portal.welcome', { name: me.name || me.email })} testId="portal-overview">
      <p className="mb-6 text-sm text-slate-700">{t('portal.memberSince', { date: since })}</p>
      {!p ? (
        <p className="card p-4 text-sm">{t('portal.staffNote')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          <div className="card p-4">
            <h2 className="mb-2 font-semibold">{t('addresses.billing')}</h2>
            <address className="text-sm not-italic text-slate-800">
              {account.companyName}
              <br />
              {account.username}
              <br />
              {p.address} {p.house}
              <br />
              {p.postcode} {p.city}
              <br />
              {country}
            </address>
            <Link href="/customer/details" className="link mt-2 inline-block text-sm">
              {t('portal.edit')}
            </Link>
          </div>
          <div className="card p-4 text-sm">
            <h2 className="mb-2 text-base font-semibold">{t('portal.details')}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">{t('fields.email')}</dt>
              <dd className="break-all">{account.email}</dd>
              <dt className="text-slate-600">{t('fields.phone')}</dt>
              <dd>{account.phone}</dd>
              <dt className="text-slate-600">{t('fields.category')}</dt>
              <dd>{t(`categories.${p.category}` as 'categories.private')}</dd>
              {p.kvk ? (
                <>
                  <dt className="text-slate-600">{t('fields.kvk')}</dt>
                  <dd>{p.kvk}</dd>
                </>
              ) : null}
              {p.btw ? (
                <>
                  <dt className="text-slate-600">{t('fields.btw')}</dt>
                  <dd>{p.btw}</dd>
                </>
              ) : null}
              <dt className="text-slate-600">IBAN</dt>
              <dd>{formatIban(p.bankAccount)}</dd>
            </dl>
          </div>
          <div className="card p-4 text-sm">
            <h2 className="mb-2 text-base font-semibold">{t('portal.preferences')}</h2>
            <p>
              {t(`availability.${p.deliveryAvailability}`)}
              {p.deliveryAvailability === 'specific'
                ? `: ${p.deliveryDays.map((d) => t(`days.${d}` as 'days.1')).join(', ')}`
                : ''}
            </p>
            {p.noNeighbours ? <p>{t('fields.noNeighbours')}</p> : null}
            <p>{p.newsletter ? t('portal.newsletterOn') : t('portal.newsletterOff')}</p>
            <Link href="/customer/preferences" className="link mt-2 inline-block">
              {t('portal.edit')}
            </Link>
          </div>
          {canPayOnAccount(me.role) ? <p className="card p-4 text-sm">{t('portal.payOnAccount')}</p> : null}
        </div>
      )}
    </PortalSection>
  );
}
