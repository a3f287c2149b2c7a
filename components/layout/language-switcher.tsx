'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localePath,
  unprefixedPath,
  type Locale,
} from '@/lib/i18n/locales';

/**
 * Switches language and stays on the same page (query included), and remembers the choice in the locale
 * cookie for a year, as next-intl's middleware reads it. Plain `next/link` with texts from the server:
 * next-intl's navigation helpers would add their code to every page's first load for this one link.
 */
export function LanguageSwitcher({ locale, other, label }: { locale: Locale; other: Locale; label: string }) {
  const pathname = usePathname();
  const search = useSearchParams()?.toString();
  const href = localePath(other, unprefixedPath(locale, pathname)) + (search ? `?${search}` : '');
  return (
    <Link
      href={href}
      prefetch={false}
      hrefLang={other}
      lang={other}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
      }}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      // The visible code begins the name (WCAG 2.5.3): speech users say what they see.
      aria-label={`${other.toUpperCase()}: ${label}`}
      data-testid="language-switch"
    >
      {other.toUpperCase()}
    </Link>
  );
}
