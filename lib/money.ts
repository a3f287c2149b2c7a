/** Money is integer cents. VAT rates are whole or decimal percentages (21, 9, 0). */

export const DEFAULT_VAT_RATE = 21;

/** VAT amount on a net amount, rounded half away from zero to whole cents. */
export function vatOf(netCents: number, ratePercent: number): number {
  const raw = (netCents * ratePercent) / 100;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

export function withVat(netCents: number, ratePercent: number = DEFAULT_VAT_RATE): number {
  return netCents + vatOf(netCents, ratePercent);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Euro amount in the page's locale ('nl' → € 1.234,56, 'en' → €1,234.56). */
export function formatEuro(cents: number, locale: string): string {
  const tag = locale === 'en' ? 'en-IE' : 'nl-NL';
  let f = formatters.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
    formatters.set(tag, f);
  }
  return f.format(cents / 100);
}
