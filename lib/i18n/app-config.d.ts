import type { Locale } from './locales';
import type messages from '../../messages/nl.json';

// Dutch is the default locale and the source of truth for message keys; en.json must have the same keys
// (lib/i18n/messages-parity.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
