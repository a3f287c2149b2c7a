'use client';

import { useId, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { PAGE_SIZES, SORTS, queryString, withChange, type ListQuery, type Sort } from '../list-query';

/** Sort (six options of spec §2) and page size; each change is a new URL on page 1. */
export function ListingControls({
  query,
  basePath,
  omitCategory,
}: {
  query: ListQuery;
  basePath: string;
  omitCategory: boolean;
}) {
  const t = useTranslations('catalogList');
  const router = useRouter();
  const [, startTransition] = useTransition();
  const id = useId();
  const go = (q: ListQuery) =>
    startTransition(() => router.push(`${basePath}${queryString(q, { omitCategory })}`, { scroll: false }));
  return (
    <div className="flex flex-wrap items-end gap-3" data-testid="listing-controls">
      <div>
        <label htmlFor={`${id}-sort`} className="field-label">
          {t('sortBy')}
        </label>
        <select
          id={`${id}-sort`}
          className="field-input w-auto"
          value={query.sort}
          onChange={(e) => go(withChange(query, { sort: e.target.value as Sort }))}
          data-testid="sort"
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`sort.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-size`} className="field-label">
          {t('perPage')}
        </label>
        <select
          id={`${id}-size`}
          className="field-input w-auto"
          value={query.perPage}
          onChange={(e) => go(withChange(query, { perPage: Number(e.target.value) }))}
          data-testid="per-page"
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
