/**
 * Fills the `{name}` placeholders of a message that has no other ICU syntax (no plural, select or
 * number/date formats). use-intl runs every message with arguments through intl-messageformat, which
 * costs about a millisecond per message on a phone (its locale lookup, Intl.NumberFormat.supportedLocalesOf);
 * on a page with two dozen product cards that was one of the largest pieces of hydration. Components
 * rendered once per product card use this with `t.raw(key)`; `plain.test.ts` checks that the keys used
 * this way stay plain and give the same text as `t()`.
 */
export function fillPlain(message: unknown, values: Record<string, string | number>): string {
  return String(message).replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The messages filled with `fillPlain` (namespace.key), kept plain by the test. */
export const PLAIN_MESSAGES = ['cart.addLabel', 'product.stockCount', 'catalogProduct.saleEndsIn', 'catalogProduct.imageAlt'] as const;
