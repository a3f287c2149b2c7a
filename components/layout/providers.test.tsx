// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { IntlConfigProvider } from '@/components/i18n/intl-config';
import { notify, Providers } from './providers';

const toast = vi.hoisted(() => ({ info: vi.fn(), error: vi.fn(), success: vi.fn(), warning: vi.fn() }));
vi.mock('sonner', () => ({ toast, Toaster: () => null }));

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('Providers: toasts', () => {
  it('shows a notice sent before the toasts had loaded, then later ones, one per second', async () => {
    render(
      <IntlConfigProvider
        value={{
          locale: 'nl',
          timeZone: 'Europe/Amsterdam',
          messages: {
            notify: { requestError: 'Request error', path: 'Path: {path}' },
            cart: { addedTitle: 'Winkelwagen', added: '{name} in winkelwagen' },
          },
        }}
      >
        <Providers>
          <p>page</p>
        </Providers>
      </IntlConfigProvider>,
    );
    // Nothing is loaded with the page; the first notice loads the toasts and is shown.
    act(() => notify({ kind: 'info', title: 'Eerste' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('Eerste', { description: undefined }));
    act(() => notify({ kind: 'warning', title: 'Tweede', description: 'Voorraad gewijzigd' }));
    await waitFor(
      () => expect(toast.warning).toHaveBeenCalledWith('Tweede', { description: 'Voorraad gewijzigd' }),
      { timeout: 2000 },
    );
    expect(toast.info).toHaveBeenCalledTimes(1);
    // A message key with values (what first-load code sends) is translated by the toasts.
    act(() =>
      notify({
        kind: 'success',
        title: { key: 'cart.addedTitle' },
        description: { key: 'cart.added', values: { name: 'R740' } },
      }),
    );
    await waitFor(
      () => expect(toast.success).toHaveBeenCalledWith('Winkelwagen', { description: 'R740 in winkelwagen' }),
      { timeout: 2000 },
    );
  });
});
