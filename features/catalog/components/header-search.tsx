import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { Search } from 'lucide-react';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { DeferredHeaderSearch } from './header-search-deferred';

/**
 * The header search of every page (spec §4, §5, §9): a plain search form rendered on the server, which
 * works without script (GET /search), until the visitor comes near it; then the combobox with autocomplete
 * (./header-search-combobox.tsx) takes over what was typed, the focus and an Enter.
 */
export async function HeaderSearch() {
  const [t, locale] = await Promise.all([getTranslations('catalogSearch'), getLocale()]);
  return (
    <DeferredHeaderSearch action={localePath(locale as Locale, '/search')}>
      <label htmlFor="header-search" className="sr-only">
        {t('label')}
      </label>
      <input
        id="header-search"
        name="search"
        type="search"
        autoComplete="off"
        className="field-input rounded-r-none"
        placeholder={t('placeholder')}
        data-testid="header-search-input"
      />
      <button type="submit" className="btn-primary rounded-l-none" aria-label={t('submit')}>
        <Search aria-hidden="true" size={18} />
      </button>
    </DeferredHeaderSearch>
  );
}
