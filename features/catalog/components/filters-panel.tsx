'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { SlidersHorizontal } from 'lucide-react';
import type { Filters, Facet } from '../filter-types';
import { queryString, toggleFacet, withChange, type ListQuery } from '../list-query';

const GROUP_KEYS = { 1: 'assemble', 2: 'readyToGo', 3: 'offer', 4: 'multibatch' } as const;
const VISIBLE_VALUES = 8;

/**
 * Filters of spec §2 (category, price from/to, product type, condition and the category's spec
 * facets with counts). Every change is a new URL, so filtered pages can be shared, reloaded and crawled
 * and back/forward work; the page is rendered on the server from that URL.
 */
export function FiltersPanel({
  filters,
  query,
  basePath,
  showCategories,
}: {
  filters: Filters;
  query: ListQuery;
  basePath: string;
  showCategories: boolean;
}) {
  const t = useTranslations('catalogList');
  const tg = useTranslations('productGroups');
  const tc = useTranslations('condition');
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const navigate = (q: ListQuery) =>
    startTransition(() =>
      router.push(`${basePath}${queryString(q, { omitCategory: !showCategories })}`, { scroll: false }),
    );

  const onPrice = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const num = (k: string) => {
      const v = String(data.get(k) ?? '').trim();
      return /^\d{1,7}$/.test(v) ? Number(v) : undefined;
    };
    let from = num('priceFrom');
    let to = num('priceTo');
    if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from];
    navigate(withChange(query, { priceFrom: from, priceTo: to }));
  };

  const active =
    query.state ||
    query.typeId ||
    query.priceFrom !== undefined ||
    query.priceTo !== undefined ||
    Object.keys(query.facets).length ||
    (showCategories && query.categoryId);
  return (
    <div data-testid="filters" aria-busy={pending}>
      <button
        type="button"
        className="btn-secondary w-full lg:hidden"
        aria-expanded={expanded}
        aria-controls={`${id}-panel`}
        onClick={() => setExpanded((v) => !v)}
      >
        <SlidersHorizontal aria-hidden="true" size={18} /> {t('filters')}
      </button>
      <div id={`${id}-panel`} className={`${expanded ? 'block' : 'hidden'} mt-3 space-y-5 lg:mt-0 lg:block`}>
        <h2 className="sr-only lg:not-sr-only lg:text-lg lg:font-bold">{t('filters')}</h2>
        {active ? (
          <button
            type="button"
            className="link text-sm"
            onClick={() =>
              navigate({
                ...query,
                page: 1,
                state: undefined,
                typeId: undefined,
                priceFrom: undefined,
                priceTo: undefined,
                facets: {},
                categoryId: showCategories ? undefined : query.categoryId,
              })
            }
          >
            {t('clearFilters')}
          </button>
        ) : null}
        {showCategories && filters.categories.length ? (
          <Radios
            legend={t('category')}
            name={`${id}-cat`}
            options={filters.categories.map((c) => ({
              value: String(c.categoryId),
              label: c.name,
              count: c.count,
            }))}
            value={query.categoryId ? String(query.categoryId) : ''}
            allLabel={t('all')}
            onChange={(v) => navigate(withChange(query, { categoryId: v ? Number(v) : undefined }))}
          />
        ) : null}
        <form
          onSubmit={onPrice}
          className="space-y-2"
          aria-labelledby={`${id}-price`}
          key={`${query.priceFrom}-${query.priceTo}`}
        >
          <h3 id={`${id}-price`} className="text-sm font-semibold">
            {t('price')}
          </h3>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <label htmlFor={`${id}-from`} className="text-xs text-slate-700">
                {t('priceFrom')}
              </label>
              <input
                id={`${id}-from`}
                name="priceFrom"
                inputMode="numeric"
                pattern="[0-9]*"
                className="field-input"
                defaultValue={query.priceFrom ?? ''}
                placeholder={String(filters.price.min)}
              />
            </div>
            <div className="flex-1">
              <label htmlFor={`${id}-to`} className="text-xs text-slate-700">
                {t('priceTo')}
              </label>
              <input
                id={`${id}-to`}
                name="priceTo"
                inputMode="numeric"
                pattern="[0-9]*"
                className="field-input"
                defaultValue={query.priceTo ?? ''}
                placeholder={String(filters.price.max)}
              />
            </div>
            <button type="submit" className="btn-secondary">
              {t('apply')}
            </button>
          </div>
          <p className="text-xs text-slate-600">{t('priceHint')}</p>
        </form>
        <Radios
          legend={t('productType')}
          name={`${id}-type`}
          options={filters.groups.map((g) => ({
            value: String(g.typeId),
            label: tg(GROUP_KEYS[g.typeId]),
            count: g.count,
          }))}
          value={query.typeId ? String(query.typeId) : ''}
          allLabel={t('all')}
          onChange={(v) => navigate(withChange(query, { typeId: v ? (Number(v) as 1) : undefined }))}
        />
        <Radios
          legend={t('condition')}
          name={`${id}-state`}
          options={filters.conditions.map((c) => ({ value: c.state, label: tc(c.state), count: c.count }))}
          value={query.state ?? ''}
          allLabel={t('all')}
          onChange={(v) => navigate(withChange(query, { state: (v || undefined) as ListQuery['state'] }))}
        />
        {filters.facets.map((f) => (
          <FacetGroup key={f.key} facet={f} onToggle={(v) => navigate(toggleFacet(query, f.key, v))} />
        ))}
      </div>
    </div>
  );
}

function Radios({
  legend,
  name,
  options,
  value,
  allLabel,
  onChange,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string; count: number }[];
  value: string;
  allLabel: string;
  onChange: (v: string) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {[{ value: '', label: allLabel, count: -1 }, ...options].map((o) => (
        <label key={o.value || 'all'} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
            className="h-4 w-4 accent-brand-600"
            disabled={o.count === 0 && value !== o.value}
          />
          <span className={o.count === 0 ? 'text-slate-500' : ''}>{o.label}</span>
          {o.count >= 0 ? <span className="ml-auto text-xs text-slate-600">({o.count})</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

function FacetGroup({ facet, onToggle }: { facet: Facet; onToggle: (value: string) => void }) {
  const t = useTranslations('catalogList');
  const [all, setAll] = useState(false);
  const values = all ? facet.values : facet.values.slice(0, VISIBLE_VALUES);
  const hidden = facet.values.length - VISIBLE_VALUES;
  const id = useId();
  return (
    <fieldset className="space-y-1" data-testid={`facet-${facet.key}`}>
      <legend className="mb-1 text-sm font-semibold">{facet.label}</legend>
      <div id={`${id}-values`} className="space-y-1">
        {values.map((v, i) => {
          const heading = v.group && v.group !== values[i - 1]?.group ? v.group : null;
          return (
            <div key={v.value}>
              {heading ? (
                <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-slate-600">{heading}</p>
              ) : null}
              <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={v.selected}
                  onChange={() => onToggle(v.value)}
                  className="h-4 w-4 accent-brand-600"
                />
                <span>
                  {v.group ? <span className="sr-only">{v.group} </span> : null}
                  {v.label}
                </span>
                <span className="ml-auto text-xs text-slate-600">({v.count})</span>
              </label>
            </div>
          );
        })}
      </div>
      {hidden > 0 ? (
        <button
          type="button"
          className="link text-sm"
          aria-expanded={all}
          aria-controls={`${id}-values`}
          onClick={() => setAll((v) => !v)}
        >
          {all ? t('showLess') : t('showMore', { count: hidden })}
        </button>
      ) : null}
    </fieldset>
  );
}
