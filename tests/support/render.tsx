import type { ReactElement } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { getQueryClient } from '@/lib/query';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { IntlConfigProvider } from '@/components/i18n/intl-config';
import { NextIntlFromConfig } from '@/components/i18n/intl-runtime';
import { Providers } from '@/components/layout/providers';
import type { Locale } from '@/lib/i18n/routing';

// jsdom has no matchMedia, which the toasts (sonner) and the search's preview card ask for, and no
// scrollIntoView, with which the chat's log follows new messages.
if (typeof window !== 'undefined') {
  Element.prototype.scrollIntoView ??= () => {};
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

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
 * error, and after each test the toasts dismissed, the page unmounted, the test's handlers dropped and
 * the client cache emptied (the browser's one QueryClient lives as long as the test file). Tests add handlers with `server.use`.
 */
export function mockServerPerTest() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    // sonner keeps its toasts beyond the page: a new page's toasts would show the last test's again.
    (await import('sonner')).toast.dismiss();
    cleanup();
    server.resetHandlers();
    getQueryClient().clear();
  });
  afterAll(() => server.close());
  return server;
}

/**
 * A click as a pointer makes it: pointerdown first, which the page counts as the visitor engaging (the
 * toasts' code loads then, as in a browser, instead of after the idle fallback).
 */
export function press(element: Element) {
  fireEvent.pointerDown(element);
  fireEvent.click(element);
}

/**
 * Spec §8's notice for a failing call on the page at `path`: titled 'Request error' with 'Path:' and the
 * path, in `locale`'s catalogue. Resolves with the notice's description.
 */
export async function findRequestError(locale: Locale, path = window.location.pathname) {
  const t = (locale === 'en' ? en : nl).notify;
  const description = await screen.findByText(t.path.replace('{path}', path), {}, { timeout: 10_000 });
  expect(screen.getAllByText(t.requestError).length).toBeGreaterThan(0);
  return description;
}
