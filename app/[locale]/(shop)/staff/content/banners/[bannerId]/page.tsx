import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { routeId, staffRecordPage } from '@/features/backoffice/server/pages';
import { bannerImages, staffBanner } from '@/features/backoffice/server/content-pages';
import { BannerDelete, BannerForm } from '@/features/backoffice/components/banner-editor';
import { RecordVersion } from '@/features/backoffice/components/content-forms';
import { StaffRecordHeader } from '../../../_shared/record-header';

type Props = { params: Promise<{ locale: string; bannerId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.banners',
  });
  return { title: t('editLegend'), robots: { index: false } };
}

/** Staff page: one home banner (both languages, link, image, active), who changed it last, delete. */
export default async function StaffBannerPage({ params }: Props) {
  const { locale, record: banner } = await staffRecordPage(params, (p) => routeId(p.bannerId), staffBanner);
  const [t, images] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.banners' }),
    bannerImages(),
  ]);
  return (
    <div className="container-shop py-8">
      <StaffRecordHeader
        locale={locale}
        back={{ href: '/staff/content/banners', label: t('back') }}
        title={t('editLegend')}
        changed={banner}
        changedTestId="banner-changed"
      />
      <RecordVersion updatedAt={banner.updatedAt}>
        <BannerForm banner={banner} images={images} />
        <div className="mt-6">
          <BannerDelete id={banner.id} updatedAt={banner.updatedAt} />
        </div>
      </RecordVersion>
    </div>
  );
}
