import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { getRouterProducts } from '@/features/pages/server/lists';
import { listHref, parsePage } from '@/features/pages/model';
import { PageHead } from '../_shared/page-head';
import { ProductListWithPreOrder } from '../_shared/product-list-page';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'brandPages' });
  return {
    title: t('routersTitle'),
    description: t('routersDescription'),
    alternates: { canonical: '/routers' },
  };
}

/** /routers: the networking category (600). */
export default async function RoutersPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const page = parsePage((await searchParams).page);
  const [t, list] = await Promise.all([
    getTranslations({ locale, namespace: 'brandPages' }),
    getRouterProducts(page, locale),
  ]);
  const route = localePath(locale, '/routers');
  return (
    <div className="container-shop py-8">
      <PageHead title={t('routersTitle')} intro={t('routersDescription')}>
        <p role="status" className="text-sm text-slate-700" data-testid="result-count">
          {t('productsCount', { count: list.meta.total })}
        </p>
      </PageHead>
      <ProductListWithPreOrder list={list} locale={locale} pageHref={(n) => listHref(route, { page: n })} />
    </div>
  );
}
