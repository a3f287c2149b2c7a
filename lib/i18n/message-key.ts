import type { TranslationValues } from 'next-intl';

/** The part of a next-intl translator that takes keys computed at run time. */
interface RuntimeKeyTranslator {
  has(key: string): boolean;
  translate(key: string, values?: TranslationValues): string;
}

/**
 * `message` translated when it is one of `t`'s keys, with `values`; other text as it is. For keys that
 * only exist at run time (a zod issue's message, an API error code): the typed translator accepts only
 * literal keys, so this asks next-intl, which checks the key itself (`has`) before formatting it.
 */
export function translateIfKey(
  t: { has(key: never): boolean } & ((key: never, ...rest: never[]) => string),
  message: string,
  values?: TranslationValues,
): string {
  // Method parameters are bivariant: the translator, seen as accepting any string.
  const runtime: RuntimeKeyTranslator = { has: t.has, translate: t };
  return runtime.has(message) ? runtime.translate(message, values) : message;
}
