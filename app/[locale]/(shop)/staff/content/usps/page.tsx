import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffUsps } from '@/features/backoffice/server/content-pages';
import { UspsForm } from '@/features/backoffice/components/banner-editor';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.usps',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: the USP bar under the home banner, in both languages. */
export default async function StaffUspsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tc, usps] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.usps' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    staffUsps(),
  ]);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')}>
        <p className="text-slate-700" data-testid="usps-changed">
          {usps.updatedBy
            ? tc('changedBy', { actor: usps.updatedBy, at: dateTime.format(new Date(usps.updatedAt)) })
            : tc('neverChanged')}
        </p>
      </PageHead>
      <UspsForm key={usps.updatedAt} items={usps.items} updatedAt={usps.updatedAt} />
    </div>
  );
}
