import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { parseListQuery, type RawParams } from '@/features/catalog/list-query';
import { listMetadata, listJsonLd } from '@/features/catalog/server/page-meta';
import { ListingView } from '@/features/catalog/components/listing-view';
import { cardAction } from '../card-action';
import { JsonLd } from '@/features/catalog/components/json-ld';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<RawParams> };

/** Only the sort, page size and page vary on the sale page; the selection is "on offer". */
const saleQuery = async (searchParams: Props['searchParams']) => {
  const raw = await searchParams;
  return parseListQuery({ sort: raw.sort, per_page: raw.per_page, page: raw.page }, { typeId: 3 });
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'catalogSale' });
  const q = await saleQuery(searchParams);
  return listMetadata(locale, '/sale', t('title'), t('intro'), { ...q, typeId: undefined }, false);
}

/** Spec §2 /sale: the products on offer with their countdowns. */
export default async function SalePage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, tc] = await Promise.all([
    getTranslations({ locale, namespace: 'catalogSale' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  return (
    <>
      <JsonLd data={await listJsonLd(locale, [{ name: t('title'), path: '/sale' }], tc('home'))} />
      <ListingView
        cardAction={cardAction}
        locale={locale}
        query={await saleQuery(searchParams)}
        title={t('title')}
        intro={t('intro')}
        basePath={localePath(locale, '/sale')}
        breadcrumbs={[{ name: t('title'), path: '/sale' }]}
        showFilters={false}
        saleOnly
      />
    </>
  );
}
