import { createTranslator } from 'next-intl';
import nl from '../../messages/nl.json';
import en from '../../messages/en.json';
import { translateIfKey } from './message-key';
import type { Locale } from './routing';
import { isMessageKey } from '../validation';

const catalogues = { nl, en } as const;

type Values = Record<string, string | number | Date>;

/** Translator for code that runs outside React (API answers, mails, PDFs). */
export function translator(locale: Locale) {
  const t = createTranslator({ locale, messages: catalogues[locale] });
  // Callers pass keys built from data: checked at run time.
  return (key: string, values?: Values): string => translateIfKey(t, key, values);
}

/** A message that looks like a key ('validation.required') is translated; other text is kept. */
export function translateMessage(locale: Locale, message: string, values?: Values): string {
  if (!isMessageKey(message)) return message;
  return translator(locale)(message, values);
}
