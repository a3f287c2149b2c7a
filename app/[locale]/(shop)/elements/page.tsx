import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CircleCheck, Info, TriangleAlert } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n/routing';
import { Price } from '@/components/ui/price';
import { RatingStars } from '@/components/ui/rating-stars';
import { StockBadge } from '@/features/catalog/components/stock-badge';
import { ProductCard } from '@/features/catalog/components/product-card';
import { getHomeProducts } from '@/features/catalog/server/cards';
import { FaqAccordion } from '@/features/faq/components/faq-accordion';
import { PageHead } from '../_shared/page-head';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale as Locale, namespace: 'styleGuide' });
  return { title: t('title'), description: t('description'), robots: { index: false } };
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 py-6">
      <h2 id={id} className="mb-4 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** /elements: a living style guide built from the shop's real components. */
export default async function ElementsPage({ params }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const [t, tp, products] = await Promise.all([
    getTranslations({ locale, namespace: 'styleGuide' }),
    getTranslations({ locale, namespace: 'product' }),
    getHomeProducts(locale),
  ]);
  const colors = [
    ['colorBrand', 'bg-brand-600'],
    ['colorSale', 'bg-sale'],
    ['colorText', 'bg-slate-900'],
    ['colorSurface', 'bg-slate-50'],
  ] as const;
  const cards = [...products.sale.slice(0, 1), ...products.popular.slice(0, 3)].slice(0, 4);
  return (
    <div className="container-shop py-8" data-testid="style-guide">
      <PageHead title={t('title')} intro={t('description')} />
      <Block id="sg-colors" title={t('colors')}>
        <ul className="flex flex-wrap gap-4">
          {colors.map(([key, cls]) => (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden="true" className={`h-10 w-10 rounded-md border border-slate-300 ${cls}`} />
              <span className="text-sm">{t(key)}</span>
            </li>
          ))}
        </ul>
      </Block>
      <Block id="sg-type" title={t('typography')}>
        <p className="text-3xl font-bold" aria-hidden="true">
          {t('headingSample', { level: 1 })}
        </p>
        <p className="text-xl font-semibold" aria-hidden="true">
          {t('headingSample', { level: 2 })}
        </p>
        <p className="text-lg font-semibold" aria-hidden="true">
          {t('headingSample', { level: 3 })}
        </p>
        <p className="mt-2 max-w-2xl">{t('bodySample')}</p>
      </Block>
      <Block id="sg-buttons" title={t('buttons')}>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn-primary">
            {t('primary')}
          </button>
          <button type="button" className="btn-secondary">
            {t('secondary')}
          </button>
          <button type="button" className="btn-ghost">
            {t('ghost')}
          </button>
          <button type="button" className="btn-primary" disabled>
            {t('disabled')}
          </button>
        </div>
      </Block>
      <Block id="sg-fields" title={t('fields')}>
        <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor="sg-field" className="field-label">
              {t('sampleField')}
            </label>
            <input id="sg-field" className="field-input" aria-describedby="sg-field-hint" />
            <p id="sg-field-hint" className="mt-1 text-xs text-slate-600">
              {t('sampleHint')}
            </p>
          </div>
          <div>
            <label htmlFor="sg-field-error" className="field-label">
              {t('sampleField')}
            </label>
            <input
              id="sg-field-error"
              className="field-input border-sale"
              aria-invalid="true"
              aria-describedby="sg-field-error-msg"
              defaultValue="x"
            />
            <p id="sg-field-error-msg" className="field-error">
              {t('sampleError')}
            </p>
          </div>
        </div>
      </Block>
      <Block id="sg-prices" title={t('prices')}>
        <div className="flex flex-wrap gap-8">
          <Price ex={49900} inc={60379} locale={locale} />
          <Price ex={39900} inc={48279} oldEx={49900} oldInc={60379} locale={locale} size="lg" />
        </div>
      </Block>
      <Block id="sg-stock" title={t('stock')}>
        <div className="flex flex-wrap gap-6">
          <StockBadge quantity={40} locale={locale} />
          <StockBadge quantity={7} locale={locale} />
          <StockBadge quantity={0} locale={locale} />
        </div>
      </Block>
      <Block id="sg-rating" title={t('rating')}>
        <div className="flex flex-wrap gap-6">
          {[100, 90, 50].map((p) => (
            <RatingStars key={p} percent={p} label={tp('rating', { stars: p / 20 })} />
          ))}
        </div>
      </Block>
      <Block id="sg-accordion" title={t('accordion')}>
        <FaqAccordion
          groups={[
            {
              type: 'sample',
              name: t('accordionGroup'),
              items: [{ id: 1, question: t('accordionQuestion'), answer: t('accordionAnswer') }],
            },
          ]}
          headingLevel="h3"
        />
      </Block>
      <Block id="sg-alerts" title={t('alerts')}>
        <div className="max-w-2xl space-y-2">
          <p className="flex items-center gap-2 rounded-md bg-sky-50 p-3 text-sky-950">
            <Icon icon={Info} aria-hidden="true" size={18} /> {t('alertInfo')}
          </p>
          <p className="flex items-center gap-2 rounded-md bg-emerald-50 p-3 text-emerald-950">
            <Icon icon={CircleCheck} aria-hidden="true" size={18} /> {t('alertSuccess')}
          </p>
          <p className="flex items-center gap-2 rounded-md bg-amber-50 p-3 text-amber-950">
            <Icon icon={TriangleAlert} aria-hidden="true" size={18} /> {t('alertWarning')}
          </p>
        </div>
      </Block>
      <Block id="sg-cards" title={t('cards')}>
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
          {cards.map((p) => (
            <li key={p.id}>
              <ProductCard product={p} locale={locale} />
            </li>
          ))}
        </ul>
      </Block>
    </div>
  );
}
