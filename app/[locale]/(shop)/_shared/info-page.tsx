import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getPage } from '@/features/content/server/content';
import { ContentSections } from '@/features/pages/components/content-sections';
import { PageHead } from './page-head';

type Params = { params: Promise<{ locale: string }> };

/** A generic content page from the pages table (privacy, terms). */
export function infoPage(slug: string) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    const page = await getPage(slug, (await params).locale as Locale);
    return page
      ? { title: page.title, description: page.description, alternates: { canonical: `/${slug}` } }
      : {};
  }
  async function InfoPage({ params }: Params) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const page = await getPage(slug, locale);
    if (!page) notFound();
    return (
      <div className="container-shop py-8">
        <PageHead title={page.title} intro={page.description} />
        <ContentSections sections={page.sections} />
      </div>
    );
  }
  return { generateMetadata, InfoPage };
}
