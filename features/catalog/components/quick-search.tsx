import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { CONDITIONS, PRODUCT_GROUPS, type ProductGroup } from '../list-query';
import { QuickSearchForm } from './quick-search-form';

/** The home page's quick search form of spec §2, its texts translated here. */
export async function QuickSearch({
  categories,
}: {
  categories: { categoryId: number; categoryName: string; depth: number }[];
}) {
  const [locale, t, tg, tc, ts] = await Promise.all([
    getLocale(),
    getTranslations('home'),
    getTranslations('productGroups'),
    getTranslations('condition'),
    getTranslations('catalogSearch'),
  ]);
  return (
    <QuickSearchForm
      locale={locale as Locale}
      categories={categories}
      groups={(Object.keys(PRODUCT_GROUPS) as ProductGroup[]).map((g) => ({ value: g, label: tg(g) }))}
      conditions={CONDITIONS.map((s) => ({ value: s, label: tc(s) }))}
      labels={{
        title: t('quickSearch'),
        searchText: t('searchText'),
        productGroup: t('productGroup'),
        condition: t('condition'),
        category: t('category'),
        any: t('anyOption'),
        submit: ts('submit'),
      }}
    />
  );
}
