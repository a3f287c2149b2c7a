import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { requireStaffPage } from '@/features/backoffice/server/pages';
import { staffPages } from '@/features/backoffice/server/content-pages';
import { PageHead } from '../../../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

/** Where the shop shows a page's text ('server-brand' holds the texts of both brand pages). */
const SHOWN_AT: Record<string, string[]> = {
  home: ['/'],
  'server-brand': ['/server-dell', '/server-hp'],
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({
    locale: (await params).locale as Locale,
    namespace: 'backoffice.content.pages',
  });
  return { title: t('title'), robots: { index: false } };
}

/** Staff page: the content pages (about, the brand pages' texts, privacy, …) with links to edit them. */
export default async function StaffPagesPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const [t, tc, pages] = await Promise.all([
    getTranslations({ locale, namespace: 'backoffice.content.pages' }),
    getTranslations({ locale, namespace: 'backoffice.content' }),
    staffPages(),
  ]);
  return (
    <div className="container-shop py-8">
      <p className="mb-2 text-sm">
        <Link href="/staff/content" className="link">
          {tc('title')}
        </Link>
      </p>
      <PageHead title={t('title')} intro={t('intro')} />
      <div className="card overflow-x-auto p-4">
        <table className="w-full text-left text-sm" data-testid="staff-pages">
          <caption className="sr-only">{t('caption')}</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-3">
                {t('page')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('shownAt')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('sectionCount')}
              </th>
              <th scope="col" className="py-2">
                {t('actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {pages.map((p) => {
              const title = locale === 'en' ? p.titleEn : p.titleNl;
              return (
                <tr key={p.slug} className="border-b border-slate-100 align-top" data-testid="staff-page">
                  <td className="py-2 pr-3 font-medium">{title}</td>
                  <td className="py-2 pr-3">
                    {(SHOWN_AT[p.slug] ?? [`/${p.slug}`]).map((path) => (
                      <Link key={path} href={path} className="link mr-2">
                        {path}
                      </Link>
                    ))}
                  </td>
                  <td className="py-2 pr-3">{p.sections}</td>
                  <td className="py-2">
                    <Link
                      href={`/staff/content/pages/${p.slug}`}
                      className="btn-secondary min-h-11 px-3"
                      aria-label={t('editLabel', { title })}
                      data-testid={`edit-page-${p.slug}`}
                    >
                      {t('edit')}
                    </Link>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
