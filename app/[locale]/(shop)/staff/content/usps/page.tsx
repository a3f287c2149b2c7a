import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffUsps } from '@/features/backoffice/server/content-pages';
import { UspsForm } from '@/features/backoffice/components/banner-editor';
import { RecordVersion } from '@/features/backoffice/components/content-forms';
import { StaffRecordHeader } from '../../_shared/record-header';

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
  return (
    <div className="container-shop py-8">
      <StaffRecordHeader
        locale={locale}
        back={{ href: '/staff/content', label: tc('title') }}
        title={t('title')}
        intro={t('intro')}
        changed={usps}
        changedTestId="usps-changed"
      />
      <RecordVersion updatedAt={usps.updatedAt}>
        <UspsForm items={usps.items} updatedAt={usps.updatedAt} />
      </RecordVersion>
    </div>
  );
}
