import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getCategoryMenu, getMenu } from '@/features/content/server/menus';
import { menuToSitemap } from '@/features/pages/model';
import { SitemapTree } from '@/features/pages/components/sitemap-tree';
import { PageHead } from '../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'mobileMenuPage' });
  return { title: t('title'), robots: { index: false } };
}

/** /mobile-menu (spec route table): the menu as a page, for small screens and for use without JavaScript. */
export default async function MobileMenuPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, categories, main] = await Promise.all([
    getTranslations({ locale, namespace: 'mobileMenuPage' }),
    getCategoryMenu(locale),
    getMenu('main', locale),
  ]);
  return (
    <div className="container-shop max-w-2xl py-8">
      <PageHead title={t('title')} intro={t('description')} />
      <nav aria-labelledby="mm-categories" className="mb-8">
        <h2 id="mm-categories" className="mb-3 text-xl font-semibold">
          {t('categories')}
        </h2>
        <SitemapTree entries={menuToSitemap(categories)} locale={locale} />
      </nav>
      <nav aria-labelledby="mm-pages">
        <h2 id="mm-pages" className="mb-3 text-xl font-semibold">
          {t('pages')}
        </h2>
        <SitemapTree entries={menuToSitemap(main)} locale={locale} />
      </nav>
    </div>
  );
}
