import type { ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import nl from '@/messages/nl.json';
import { IntlConfigProvider } from '@/components/i18n/intl-config';
import { NextIntlFromConfig } from '@/components/i18n/intl-runtime';

/**
 * What `ClientMessagesWithHooks` gives a page, for component tests: the configuration that code loaded
 * later wraps itself in (components/i18n/intl-config.tsx) and next-intl's provider.
 */
export function TestIntl({
  messages = nl,
  children,
}: {
  messages?: AbstractIntlMessages;
  children: ReactNode;
}) {
  return (
    <IntlConfigProvider value={{ locale: 'nl', timeZone: 'Europe/Amsterdam', messages }}>
      <NextIntlFromConfig>{children}</NextIntlFromConfig>
    </IntlConfigProvider>
  );
}
