'use client';

import { createElement, type ComponentType, type ReactNode } from 'react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { useIntlConfig, type IntlConfig } from './intl-config';
import type { AnyComponent } from './lazy-intl';
import { translateIfKey } from '@/lib/i18n/message-key';

/** next-intl's provider, configured from the nearest `ClientMessages` (./intl-config.tsx). */
export function NextIntlFromConfig({ children }: { children: ReactNode }) {
  const { locale, timeZone, messages } = useIntlConfig();
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}

const wrapped = new WeakMap<AnyComponent, AnyComponent>();

/**
 * `component` inside next-intl's provider: for code that loads after the page (./lazy-intl.ts). One
 * wrapper per component, so a second load renders the same type.
 */
export function withProvider<C extends AnyComponent>(component: C): C {
  const known = wrapped.get(component);
  if (known) return known as C;
  function WithIntl(props: object) {
    return (
      <NextIntlFromConfig>{createElement(component as ComponentType<object>, props)}</NextIntlFromConfig>
    );
  }
  wrapped.set(component, WithIntl);
  return WithIntl as unknown as C;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** next-intl's translator for one namespace of the given configuration. */
export function translatorFor({ locale, timeZone, messages }: IntlConfig, namespace: string): Translate {
  // The namespace is chosen at run time, so are the keys: checked by next-intl before translating.
  const t = createTranslator({ locale, timeZone, messages, namespace });
  return (key, values) => translateIfKey(t, key, values);
}
