import { createTranslator } from 'next-intl';
import nl from '../../messages/nl.json';
import en from '../../messages/en.json';
import type { Locale } from './routing';

const catalogues = { nl, en } as const;

type Values = Record<string, string | number | Date>;

/** Translator for code that runs outside React (API answers, mails, PDFs). */
export function translator(locale: Locale) {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  return (key: string, values?: Values): string => {
    // Keys are checked at runtime here: callers pass keys built from data.
    const tt = t as unknown as { has: (k: string) => boolean } & ((k: string, v?: Values) => string);
    return tt.has(key) ? tt(key, values) : key;
  };
}

/** A message that looks like a key ('validation.required') is translated; other text is kept. */
export function translateMessage(locale: Locale, message: string, values?: Values): string {
  if (!/^[a-zA-Z]+\.[a-zA-Z0-9_.]+$/.test(message)) return message;
  return translator(locale)(message, values);
}
