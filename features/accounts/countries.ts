import { COUNTRIES } from '@/lib/address-rules';

export interface CountryOption {
  code: string;
  name: string;
}

/** Country names in the page's language (computed on the server and handed to the forms). */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const [first, ...rest] = COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code }));
  return [first, ...rest.sort((a, b) => a.name.localeCompare(b.name, locale))];
}
