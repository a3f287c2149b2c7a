'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { AbstractIntlMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What next-intl's client provider needs, handed down by `ClientMessages` (server): the locale, the time
 * zone and the messages client components may use on the route. A plain React context, so that the
 * pages' first load carries no next-intl code: components there get their texts translated by server
 * components, and what loads later (islands, dialogs, toasts; ./lazy-intl.ts) wraps itself in
 * next-intl's own provider from this.
 */
export interface IntlConfig {
  locale: Locale;
  timeZone: string;
  messages: AbstractIntlMessages;
}

const IntlConfigContext = createContext<IntlConfig | null>(null);

export function IntlConfigProvider({ value, children }: { value: IntlConfig; children: ReactNode }) {
  return <IntlConfigContext.Provider value={value}>{children}</IntlConfigContext.Provider>;
}

export function useIntlConfig(): IntlConfig {
  const config = useContext(IntlConfigContext);
  if (!config) throw new Error('useIntlConfig: no ClientMessages above this component');
  return config;
}
