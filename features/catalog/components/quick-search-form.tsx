'use client';

import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { searchSubmitQuery, type ProductGroup } from '../list-query';

type Option<V extends string> = { value: V; label: string };

/** The form of ./quick-search.tsx (spec §2): text, product group, category and condition. */
export function QuickSearchForm({
  locale,
  categories,
  groups,
  conditions,
  labels,
}: {
  locale: Locale;
  categories: { categoryId: number; categoryName: string; depth: number }[];
  groups: Option<ProductGroup>[];
  conditions: Option<string>[];
  labels: Record<
    'title' | 'searchText' | 'productGroup' | 'condition' | 'category' | 'any' | 'submit',
    string
  >;
}) {
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
        {labels.title}
      </h2>
      <div className="sm:col-span-2">
        <label htmlFor="qs-search" className="field-label">
          {labels.searchText}
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
          {labels.productGroup}
        </label>
        <select id="qs-group" name="group" className={field} value={form.group} onChange={set('group')}>
          <option value="">{labels.any}</option>
          {groups.map((g) => (
            <option key={g.value} value={g.value}>
              {g.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="qs-state" className="field-label">
          {labels.condition}
        </label>
        <select id="qs-state" name="state" className={field} value={form.state} onChange={set('state')}>
          <option value="">{labels.any}</option>
          {conditions.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="qs-category" className="field-label">
          {labels.category}
        </label>
        <select
          id="qs-category"
          name="category_id"
          className={field}
          value={form.categoryId}
          onChange={set('categoryId')}
        >
          <option value="">{labels.any}</option>
          {categories.map((c) => (
            <option key={c.categoryId} value={c.categoryId}>
              {`${'\u00a0\u00a0'.repeat(c.depth)}${c.categoryName}`}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn-primary sm:col-span-2">
        <span aria-hidden="true" className="mask-icon icon-search size-[18px]" /> {labels.submit}
      </button>
    </form>
  );
}
