import type { ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { getQueryClient } from '@/lib/query';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { IntlConfigProvider } from '@/components/i18n/intl-config';
import { NextIntlFromConfig } from '@/components/i18n/intl-runtime';
import { Providers } from '@/components/layout/providers';
import type { Locale } from '@/lib/i18n/routing';

/**
 * Renders a client component as a page gives it: next-intl in `locale` with the real catalogue, and the
 * layout's Providers (toasts, so spec §8's 'Request error' notice shows up in the document). Without
 * `toasts` nothing loads after the test (the Providers preload on a timer).
 */
export function renderWithIntl(
  ui: ReactElement,
  { locale = 'nl', toasts = true }: { locale?: Locale; toasts?: boolean } = {},
) {
  document.documentElement.lang = locale;
  return render(
    <IntlConfigProvider value={{ locale, timeZone: 'Europe/Amsterdam', messages: locale === 'en' ? en : nl }}>
      <NextIntlFromConfig>{toasts ? <Providers>{ui}</Providers> : ui}</NextIntlFromConfig>
    </IntlConfigProvider>,
  );
}

/**
 * An msw server for this test file: listening from the first test, every request without a handler an
 * error, and after each test the page unmounted, the test's handlers dropped and the client cache emptied
 * (the browser's one QueryClient lives as long as the test file). Tests add handlers with `server.use`.
 */
export function mockServerPerTest() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    cleanup();
    server.resetHandlers();
    getQueryClient().clear();
  });
  afterAll(() => server.close());
  return server;
}
