// The shop's locales and their URLs as plain data, without next-intl: client components on every page's
// first load import these instead of ./routing (which configures next-intl's middleware and navigation).

export const LOCALES = ['nl', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'nl';

/** The cookie next-intl's middleware reads for a returning visitor's language, kept a year. */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** The path of a page in a locale: Dutch has no prefix, English lives under /en. */
export function localePath(locale: Locale, path: string): string {
  // Menus and redirects may link to another site (https): that address has no locale of ours.
  if (/^https:\/\//i.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return p;
  return p === '/' ? `/${locale}` : `/${locale}${p}`;
}

/** The inverse of localePath: a page's path without its locale's prefix. */
export function unprefixedPath(locale: Locale, pathname: string): string {
  if (locale === DEFAULT_LOCALE) return pathname;
  const prefix = `/${locale}`;
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}
