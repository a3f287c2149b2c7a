import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { PageHead } from '../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: the content screens (FAQ, shop details). */
export default async function StaffContentPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const t = await getTranslations({ locale, namespace: 'backoffice.content' });
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('intro')} />
      <ul className="grid gap-4 sm:grid-cols-2" data-testid="content-sections">
        <li>
          <Link href="/staff/content/faq" className="card block min-h-11 p-4 font-semibold hover:bg-slate-50">
            {t('sections.faq')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/settings"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.settings')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/menus"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.menus')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/redirects"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.redirects')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/banners"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.banners')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/usps"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.usps')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/pages"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.pages')}
          </Link>
        </li>
        <li>
          <Link
            href="/staff/content/html-blocks"
            className="card block min-h-11 p-4 font-semibold hover:bg-slate-50"
          >
            {t('sections.htmlBlocks')}
          </Link>
        </li>
      </ul>
    </div>
  );
}
