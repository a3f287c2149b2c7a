import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { getFaqGroups, searchFaq } from '@/features/faq/server/faq';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { FaqSearch } from '@/features/faq/components/faq-search';
import { FAQ_SEARCH_MAX, FAQ_SEARCH_MIN, faqJsonLd, jsonForScript } from '@/features/faq/model';
import { PageHead } from '../_shared/page-head';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'faqPage' });
  return { title: t('title'), description: t('description'), alternates: { canonical: '/faq' } };
}

/** /faq: questions grouped by type, searchable, as accordions, with FAQPage structured data. */
export default async function FaqPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const raw = (await searchParams).q;
  const q = (typeof raw === 'string' ? raw : '').trim().slice(0, FAQ_SEARCH_MAX);
  const [t, groups, results] = await Promise.all([
    getTranslations({ locale, namespace: 'faqPage' }),
    getFaqGroups(locale),
    q.length >= FAQ_SEARCH_MIN ? searchFaq(q, locale) : Promise.resolve(null),
  ]);
  return (
    <div className="container-shop py-8">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(faqJsonLd(groups)) }}
      />
      <PageHead title={t('title')} intro={t('description')} />
      <div className="grid gap-10 lg:grid-cols-[1fr_16rem]">
        <FaqSearch initialQuery={q} initialResults={results}>
          <FaqAccordion groups={groups} />
        </FaqSearch>
        <aside className="space-y-4 text-sm">
          <nav aria-labelledby="faq-topics">
            <h2 id="faq-topics" className="mb-2 font-semibold">
              {t('groups')}
            </h2>
            <ul className="space-y-1">
              {groups.map((g) => (
                <li key={g.type}>
                  <a className="link" href={`#faq-${g.type}`}>
                    {g.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <p>{t('intro')}</p>
          <Link className="btn-secondary" href={localePath(locale, '/contact')}>
            {t('contactLink')}
          </Link>
        </aside>
      </div>
    </div>
  );
}
