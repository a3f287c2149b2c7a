import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage, routeId } from '@/features/backoffice/server/pages';
import { bannerImages, staffBanner } from '@/features/backoffice/server/content-pages';
import { BannerDelete, BannerForm } from '@/features/backoffice/components/banner-editor';
import { PageHead } from '../../../../_shared/page-head';

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
  const { locale: l, bannerId } = await params;
  const locale = l as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const id = routeId(bannerId);
  const banner = id ? await staffBanner(id) : null;
  if (!banner) notFound();
  const [t, tc, images] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.banners' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    bannerImages(),
  ]);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Amsterdam',
  });
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content/banners" className="link">
          {t('back')}
        </Link>
      </p>
      <PageHead title={t('editLegend')}>
        <p className="text-slate-700" data-testid="banner-changed">
          {banner.updatedBy
            ? tc('changedBy', { actor: banner.updatedBy, at: dateTime.format(new Date(banner.updatedAt)) })
            : tc('neverChanged')}
        </p>
      </PageHead>
      <BannerForm key={banner.updatedAt} banner={banner} images={images} />
      <div className="mt-6">
        <BannerDelete id={banner.id} updatedAt={banner.updatedAt} />
      </div>
    </div>
  );
}
