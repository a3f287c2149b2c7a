import type { ReactNode } from 'react';
import { getLocale, getMessages, getTimeZone } from 'next-intl/server';
import { pickMessages, ROUTE_CLIENT_MESSAGES, SHARED_CLIENT_MESSAGES } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/locales';
import { IntlConfigProvider, type IntlConfig } from './intl-config';

export type ClientMessagesRoute = keyof typeof ROUTE_CLIENT_MESSAGES;

/** The shared messages plus those of the given routes, with the request's locale and time zone. */
export async function clientIntlConfig(add: ClientMessagesRoute[]): Promise<IntlConfig> {
  const [all, locale, timeZone] = await Promise.all([getMessages(), getLocale(), getTimeZone()]);
  const paths = [...SHARED_CLIENT_MESSAGES, ...add.flatMap((route) => ROUTE_CLIENT_MESSAGES[route])];
  return { locale: locale as Locale, timeZone, messages: pickMessages(all, paths) };
}

/**
 * Hands the client components below it the shared messages plus those of the given routes (`add`);
 * without `add`, the shared messages only (the locale layout). A nested provider replaces its parent's
 * messages, which is why the shared ones are included again.
 *
 * Only the light configuration of ./intl-config.tsx is provided: what loads later wraps itself in
 * next-intl's provider from it (./lazy-intl.ts), and the first load carries no next-intl code. Routes
 * whose client components call next-intl's hooks as they render with the page use
 * ./client-messages-with-hooks.tsx instead (a separate module: a server module that imports next-intl's
 * client provider puts it in the scripts of every route that imports the module, used or not).
 */
export async function ClientMessages({
  add = [],
  children,
}: {
  add?: ClientMessagesRoute[];
  children: ReactNode;
}) {
  return <IntlConfigProvider value={await clientIntlConfig(add)}>{children}</IntlConfigProvider>;
}
