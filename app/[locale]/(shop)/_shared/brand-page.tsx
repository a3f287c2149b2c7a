import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { getBrandPage } from '@/features/pages/server/lists';
import { GenerationFilter } from '@/features/pages/components/generation-filter';
import { ContentSections } from '@/features/pages/components/content-sections';
import { BRANDS, BRAND_KEYS, listHref, parseGeneration, parsePage, type Brand } from '@/features/pages/model';
import { PageHead } from './page-head';
import { ProductListWithPreOrder } from './product-list-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /server-dell and /server-hp: the brand's text and servers, filtered by generation (?generation=). */
export function brandPage(brand: Brand) {
  async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
    const locale = (await params).locale as Locale;
    const generation = parseGeneration(brand, (await searchParams).generation);
    const data = await getBrandPage(brand, generation, 1, locale);
    return {
      title: generation ? `${data.title} ${generation}` : data.title,
      description: data.description,
      alternates: { canonical: listHref(BRANDS[brand].route, { generation }) },
    };
  }
  async function BrandPage({ params, searchParams }: Props) {
    const locale = (await params).locale as Locale;
    setRequestLocale(locale);
    const sp = await searchParams;
    const generation = parseGeneration(brand, sp.generation);
    const page = parsePage(sp.page);
    const [t, data] = await Promise.all([
      getTranslations({ locale, namespace: 'brandPages' }),
      getBrandPage(brand, generation, page, locale),
    ]);
    const route = localePath(locale, BRANDS[brand].route);
    const other = BRAND_KEYS.find((b) => b !== brand)!;
    const otherData = await getBrandPage(other, null, 1, locale);
    return (
      <div className="container-shop py-8" data-brand={brand}>
        <PageHead title={data.title}>
          {data.section ? <ContentSections sections={[{ ...data.section, title: undefined }]} /> : null}
        </PageHead>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <GenerationFilter brand={brand} current={generation} locale={locale} />
          <p role="status" className="text-sm text-slate-700" data-testid="result-count">
            {t('count', { count: data.products.meta.total })}
          </p>
        </div>
        {data.products.data.length ? (
          <ProductListWithPreOrder
            list={data.products}
            locale={locale}
            pageHref={(n) => listHref(route, { generation, page: n })}
          />
        ) : (
          <p>{t('empty')}</p>
        )}
        <p className="mt-10 text-sm">
          {t('otherBrand')}{' '}
          <Link className="link" href={localePath(locale, BRANDS[other].route)}>
            {otherData.title}
          </Link>
        </p>
      </div>
    );
  }
  return { generateMetadata, BrandPage };
}
