import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { parseListQuery, type RawParams } from '@/features/catalog/list-query';
import { listMetadata, listJsonLd } from '@/features/catalog/server/page-meta';
import { ListingView } from '@/features/catalog/components/listing-view';
import { cardAction } from '../card-action';
import { JsonLd } from '@/features/catalog/components/json-ld';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const q = parseListQuery(await searchParams);
  const t = await getTranslations({ locale, namespace: 'catalogSearch' });
  const title = q.search ? t('titleFor', { search: q.search }) : t('title');
  const meta = await listMetadata(locale, '/search', title, t('description'), q, false);
  // Free-text result pages are thin duplicates of category pages: crawlers follow them but don't index them.
  return q.search ? { ...meta, robots: { index: false, follow: true } } : meta;
}

/** The search route (spec §2): search text plus the filters of the filter panel, all in the URL. */
export default async function SearchPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const q = parseListQuery(await searchParams);
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogSearch' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const title = q.search ? t('titleFor', { search: q.search }) : t('title');
  return (
    <>
      <JsonLd data={await listJsonLd(locale, [{ name: t('title'), path: '/search' }], tc('home'))} />
      <ListingView
        cardAction={cardAction}
        locale={locale}
        query={q}
        title={title}
        basePath={localePath(locale, '/search')}
        breadcrumbs={[{ name: t('title'), path: '/search' }]}
      />
    </>
  );
}
