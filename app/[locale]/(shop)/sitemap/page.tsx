import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getSitemap } from '@/features/pages/server/sitemap';
import { SitemapTree } from '@/features/pages/components/sitemap-tree';
import { PageHead } from '../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'sitemapPage' });
  return { title: t('title'), description: t('description'), alternates: { canonical: '/sitemap' } };
}

/** Human sitemap of every page and category (GET /api/sitemaps/list-page-url). */
export default async function SitemapPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, map] = await Promise.all([
    getTranslations({ locale, namespace: 'sitemapPage' }),
    getSitemap(locale),
  ]);
  return (
    <div className="container-shop py-8">
      <PageHead title={t('title')} intro={t('description')} />
      <div className="grid gap-10 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby="sitemap-pages">
          <h2 id="sitemap-pages" className="mb-3 text-xl font-semibold">
            {t('pagesTitle')}
          </h2>
          <SitemapTree entries={map.pages} locale={locale} />
        </section>
        <section aria-labelledby="sitemap-categories" data-testid="sitemap-categories">
          <h2 id="sitemap-categories" className="mb-3 text-xl font-semibold">
            {t('categoriesTitle')}
          </h2>
          <div className="columns-1 gap-8 sm:columns-2 [&>ul>li]:break-inside-avoid">
            <SitemapTree entries={map.categories} locale={locale} />
          </div>
        </section>
      </div>
    </div>
  );
}
