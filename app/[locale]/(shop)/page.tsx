import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { getHomeProducts } from '@/features/catalog/server/cards';
import { ProductCard } from '@/features/catalog/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { getBanners, getPage } from '@/features/content/server/content';
import { getShipping } from '@/features/content/server/settings';
import { HomeBanner } from '@/features/content/components/home-banner';
import { UspBar } from '@/features/content/components/usp-bar';
import { ShippingPromise } from '@/features/content/components/shipping-promise';
import { QuickSearch } from '@/features/catalog/components/quick-search';
import { categoryOptions } from '@/features/catalog/server/categories';
import { SectionText } from '@/features/pages/components/content-sections';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, banners, products, page, shipping, categories] = await Promise.all([
    getTranslations({ locale, namespace: 'home' }),
    getBanners('main', locale),
    getHomeProducts(locale),
    getPage('home', locale),
    getShipping(),
    categoryOptions(locale),
  ]);
  return (
    <>
      <HomeBanner
        banner={banners[0]}
        locale={locale}
        title={t('heroTitle')}
        text={t('heroText')}
        cta={t('bannerCta')}
        search={<QuickSearch categories={categories} />}
        promise={<ShippingPromise locale={locale} cutoff={shipping.cutoff} timezone={shipping.timezone} />}
      />
      <UspBar locale={locale} />
      <div className="container-shop space-y-12 py-8">
        {products.sale.length ? (
          <section aria-labelledby="home-sale">
            <h2 id="home-sale" className="mb-4 text-xl font-bold">
              {t('onSale')}
            </h2>
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
              {products.sale.map((p) => (
                <li key={p.id}>
                  <ProductCard
                    product={p}
                    locale={locale}
                    action={<AddToCartButton productId={p.id} name={p.name} quantity={p.quantity} />}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="home-popular">
          <h2 id="home-popular" className="mb-4 text-xl font-bold">
            {t('popular')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
            {products.popular.map((p, i) => (
              <li key={p.id}>
                <ProductCard
                  product={p}
                  locale={locale}
                  priority={i < 2}
                  action={<AddToCartButton productId={p.id} name={p.name} quantity={p.quantity} />}
                />
              </li>
            ))}
          </ul>
        </section>
        {page?.sections.length ? (
          <section className="prose max-w-none space-y-6" aria-label={page.title}>
            {page.sections.map((s, i) => (
              <div key={i}>
                {s.title ? <h2 className="text-lg font-semibold">{s.title}</h2> : null}
                {s.html || s.body ? (
                  <div className="mt-2">
                    <SectionText section={s} />
                  </div>
                ) : null}
              </div>
            ))}
          </section>
        ) : null}
      </div>
    </>
  );
}
