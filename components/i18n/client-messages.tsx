import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { pickMessages, ROUTE_CLIENT_MESSAGES, SHARED_CLIENT_MESSAGES } from '@/lib/i18n/client-messages';

type Route = keyof typeof ROUTE_CLIENT_MESSAGES;

/**
 * Provides the client components below it with the shared messages plus those of the given routes
 * (`add`); without `add`, the shared messages only (the locale layout). A nested provider replaces its
 * parent's messages, which is why the shared ones are included again.
 */
export async function ClientMessages({ add = [], children }: { add?: Route[]; children: ReactNode }) {
  const all = await getMessages();
  const paths = [...SHARED_CLIENT_MESSAGES, ...add.flatMap((route) => ROUTE_CLIENT_MESSAGES[route])];
  return <NextIntlClientProvider messages={pickMessages(all, paths)}>{children}</NextIntlClientProvider>;
}
