import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { bannerImages, staffBanners } from '@/features/backoffice/server/content-pages';
import { BannerForm, BannerMoveButtons } from '@/features/backoffice/components/banner-editor';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.banners',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: the home banners in the shop's order (up/down, active or not) and a form for a new one. */
export default async function StaffBannersPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tc, banners, images] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.banners' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    staffBanners(),
    bannerImages(),
  ]);
  const title = (b: { titleNl: string; titleEn: string }) => (locale === 'en' ? b.titleEn : b.titleNl);
  const shownId = banners.find((b) => b.active)?.id;
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      {banners.length ? (
        <div className="card mb-8 overflow-x-auto p-4">
          <table className="w-full text-left text-sm" data-testid="staff-banners">
            <caption className="sr-only">{t('caption')}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-2 pr-3">
                  {t('order')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('banner')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('status')}
                </th>
                <th scope="col" className="py-2">
                  {t('actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {banners.map((b, i) => (
                <tr key={b.id} className="border-b border-slate-100 align-top" data-testid="staff-banner">
                  <td className="py-2 pr-3">{i + 1}</td>
                  <td className="py-2 pr-3">
                    <p lang="nl" className="font-medium">
                      {b.titleNl}
                    </p>
                    <p lang="en" className="text-slate-600">
                      {b.titleEn}
                    </p>
                  </td>
                  <td className="py-2 pr-3">
                    {b.active ? t('active') : t('inactive')}
                    {b.id === shownId ? (
                      <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-green-900">
                        {t('shown')}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    <span className="flex flex-wrap items-center gap-2">
                      <Link
                        href={`/staff/content/banners/${b.id}`}
                        className="btn-secondary min-h-11 px-3"
                        aria-label={t('editLabel', { title: title(b) })}
                      >
                        {t('edit')}
                      </Link>
                      <BannerMoveButtons
                        id={b.id}
                        title={title(b)}
                        first={i === 0}
                        last={i === banners.length - 1}
                      />
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mb-8 text-slate-600">{t('empty')}</p>
      )}
      <section aria-labelledby="banner-new-title" className="space-y-3">
        <h2 id="banner-new-title" className="text-xl font-semibold">
          {t('newLegend')}
        </h2>
        <BannerForm images={images} />
      </section>
    </div>
  );
}
