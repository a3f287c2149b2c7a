/**
 * Address facts shared by registration, the customer portal and checkout (client forms and server
 * validation alike). Pure data and string checks: no VAT library here, that runs on the server.
 */

/** Countries a customer can register in and the shop delivers to (EU plus neighbours), ISO 3166-1 alpha-2. */
export const COUNTRIES = [
  'NL',
  'BE',
  'DE',
  'LU',
  'FR',
  'AT',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'MT',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
  'NO',
] as const;
export type Country = (typeof COUNTRIES)[number];

/** A VAT number as stored and checked: no spaces, dots or dashes, upper case. */
export function normaliseVat(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * The shape every EU VAT number has (country prefix, 2–13 characters), of a normalised number. The
 * country's own format and check digits are checked with jsvat, and the number itself with VIES.
 */
export function hasVatShape(normalised: string): boolean {
  return /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(normalised);
}
