'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { CONDITIONS, PRODUCT_GROUPS, searchSubmitQuery, type ProductGroup } from '../list-query';

/** The home page's quick search form of spec §2: text, product group, category and condition. */
export function QuickSearch({
  categories,
}: {
  categories: { categoryId: number; categoryName: string; depth: number }[];
}) {
  const t = useTranslations('home');
  const tg = useTranslations('productGroups');
  const tc = useTranslations('condition');
  const ts = useTranslations('catalogSearch');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [form, setForm] = useState({ search: '', group: '' as ProductGroup | '', categoryId: '', state: '' });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const query = searchSubmitQuery(form);
    router.push(localePath(locale, `/search${query ? `?${query}` : ''}`));
  };
  const field = 'field-input text-slate-900';
  return (
    <form
      onSubmit={onSubmit}
      role="search"
      aria-labelledby="quick-search-title"
      className="grid gap-3 rounded-lg bg-white p-4 text-slate-900 shadow sm:grid-cols-2"
      data-testid="quick-search"
    >
      <h2 id="quick-search-title" className="text-lg font-bold sm:col-span-2">
        {t('quickSearch')}
      </h2>
      <div className="sm:col-span-2">
        <label htmlFor="qs-search" className="field-label">
          {t('searchText')}
        </label>
        <input
          id="qs-search"
          name="search"
          type="search"
          className={field}
          value={form.search}
          onChange={set('search')}
        />
      </div>
      <div>
        <label htmlFor="qs-group" className="field-label">
          {t('productGroup')}
        </label>
        <select id="qs-group" name="group" className={field} value={form.group} onChange={set('group')}>
          <option value="">{t('anyOption')}</option>
          {(Object.keys(PRODUCT_GROUPS) as ProductGroup[]).map((g) => (
            <option key={g} value={g}>
              {tg(g)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="qs-state" className="field-label">
          {t('condition')}
        </label>
        <select id="qs-state" name="state" className={field} value={form.state} onChange={set('state')}>
          <option value="">{t('anyOption')}</option>
          {CONDITIONS.map((s) => (
            <option key={s} value={s}>
              {tc(s)}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="qs-category" className="field-label">
          {t('category')}
        </label>
        <select
          id="qs-category"
          name="category_id"
          className={field}
          value={form.categoryId}
          onChange={set('categoryId')}
        >
          <option value="">{t('anyOption')}</option>
          {categories.map((c) => (
            <option key={c.categoryId} value={c.categoryId}>
              {`${'\u00a0\u00a0'.repeat(c.depth)}${c.categoryName}`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary sm:col-span-2">
        <span aria-hidden="true" className="mask-icon icon-search size-[18px]" /> {ts('submit')}
      </button>
    </form>
  );
}
