import { defineRouting } from 'next-intl/routing';

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const routing = defineRouting({
  locales: ['nl', 'en'],
  defaultLocale: 'nl',
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' },
  localeDetection: true,
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: string): value is Locale {
  return (routing.locales as readonly string[]).includes(value);
}

/** The path of a page in a locale: Dutch has no prefix, English lives under /en. */
export function localePath(locale: Locale, path: string): string {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (locale === routing.defaultLocale) return p;
  return p === '/' ? `/${locale}` : `/${locale}${p}`;
}
