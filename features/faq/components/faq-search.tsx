'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useQuery } from '@/lib/query';
import { Search } from 'lucide-react';
import { fetchFaqSearch } from '../api/faq';
import { countFaqItems, FAQ_SEARCH_MIN, type FaqGroup } from '../model';
import { FaqAccordion } from './faq-accordion';

const DEBOUNCE_MS = 400;

/**
 * FAQ search: results come from the API as the visitor types (debounced); without a query the
 * server-rendered groups (children) show. Without JavaScript the form submits ?q= to the page.
 */
export function FaqSearch({
  initialQuery,
  initialResults,
  children,
}: {
  initialQuery: string;
  initialResults: FaqGroup[] | null;
  children: ReactNode;
}) {
  const t = useTranslations('faqPage');
  const [text, setText] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery.trim());
  useEffect(() => {
    const id = setTimeout(() => setQuery(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(id);
  }, [text]);
  const active = query.length >= FAQ_SEARCH_MIN;
  const results = useQuery({
    queryKey: ['faq-search', query],
    queryFn: () => fetchFaqSearch(query),
    enabled: active,
    initialData:
      active && query === initialQuery.trim() && initialResults
        ? { data: initialResults, meta: { total: countFaqItems(initialResults) } }
        : undefined,
    placeholderData: (prev) => prev,
  });
  const groups = active ? results.data?.data : undefined;
  return (
    <div className="space-y-6">
      <form
        role="search"
        aria-label={t('searchLabel')}
        method="get"
        className="flex max-w-xl gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(text.trim());
        }}
      >
        <label htmlFor="faq-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input
          id="faq-search"
          name="q"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('searchPlaceholder')}
          className="field-input"
          autoComplete="off"
          maxLength={100}
          data-testid="faq-search"
        />
        <button type="submit" className="btn-primary">
          <Search aria-hidden="true" size={18} />
          <span>{t('searchButton')}</span>
        </button>
      </form>
      <p role="status" aria-live="polite" className="text-sm text-slate-700" data-testid="faq-results-status">
        {active && groups ? t('results', { count: countFaqItems(groups), query }) : ''}
      </p>
      {active && groups ? (
        <>
          <FaqAccordion groups={groups} />
          <button type="button" className="btn-secondary" onClick={() => (setText(''), setQuery(''))}>
            {t('clear')}
          </button>
        </>
      ) : (
        children
      )}
    </div>
  );
}
