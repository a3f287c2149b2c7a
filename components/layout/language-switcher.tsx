'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { Link, usePathname } from '@/lib/i18n/navigation';

/** Switches language and stays on the same page (query included); next-intl keeps the locale cookie. */
export function LanguageSwitcher() {
  const locale = useLocale();
  const pathname = usePathname();
  const search = useSearchParams();
  const t = useTranslations('language');
  const other = locale === 'nl' ? 'en' : 'nl';
  const query = Object.fromEntries(search?.entries() ?? []);
  return (
    <Link
      href={{ pathname, query }}
      locale={other}
      hrefLang={other}
      lang={other}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      aria-label={t('switchTo')}
      data-testid="language-switch"
    >
      {other.toUpperCase()}
    </Link>
  );
}
