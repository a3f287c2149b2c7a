import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { HeaderSearchForm } from './header-search-form';

/**
 * The header search of every page (spec §4, §5, §9): a GET form to the search page that works without
 * script; the autocomplete loads when the visitor comes near it (./header-search-form.tsx).
 */
export async function HeaderSearch() {
  const [t, locale] = await Promise.all([getTranslations('catalogSearch'), getLocale()]);
  return (
    <HeaderSearchForm
      action={localePath(locale as Locale, '/search')}
      label={t('label')}
      placeholder={t('placeholder')}
      submitLabel={t('submit')}
    >
      <Icon icon={Search} aria-hidden="true" size={18} />
    </HeaderSearchForm>
  );
}
