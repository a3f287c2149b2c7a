import type { ReactNode } from 'react';
import { clientIntlConfig, type ClientMessagesRoute } from './client-messages';
import { IntlConfigProvider } from './intl-config';
import { NextIntlFromConfig } from './intl-runtime';

/**
 * `ClientMessages` (./client-messages.tsx) with next-intl's provider as well, for routes whose client
 * components call `useTranslations` as they render with the page (forms, the checkout, the account pages).
 */
export async function ClientMessagesWithHooks({
  add = [],
  children,
}: {
  add?: ClientMessagesRoute[];
  children: ReactNode;
}) {
  return (
    <IntlConfigProvider value={await clientIntlConfig(add)}>
      <NextIntlFromConfig>{children}</NextIntlFromConfig>
    </IntlConfigProvider>
  );
}
