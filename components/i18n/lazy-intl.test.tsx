// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { Suspense } from 'react';
import { useTranslations } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlConfigProvider, type IntlConfig } from './intl-config';
import { lazyWithIntl, useLazyTranslator, withIntl } from './lazy-intl';

afterEach(cleanup);

const config: IntlConfig = {
  locale: 'nl',
  timeZone: 'Europe/Amsterdam',
  messages: { product: { stockCount: '{count} op voorraad' }, cart: { added: '{name} in winkelwagen' } },
};

/** A component that uses next-intl's hooks, as the islands do. */
function Added({ name }: { name: string }) {
  const t = useTranslations('cart');
  return <p>{t('added', { name })}</p>;
}

describe('withIntl', () => {
  it('loads a component that uses next-intl and renders it inside next-intl provider', async () => {
    const load = withIntl(() => Promise.resolve(Added));
    const Loaded = await load();
    render(
      <IntlConfigProvider value={config}>
        <Loaded name="R740" />
      </IntlConfigProvider>,
    );
    expect(screen.getByText('R740 in winkelwagen')).toBeTruthy();
  });

  it('gives the same wrapper for the same component (a second load does not remount)', async () => {
    const load = withIntl(() => Promise.resolve(Added));
    expect(await load()).toBe(await load());
  });

  it('works as a React.lazy component', async () => {
    const Lazy = lazyWithIntl(() => Promise.resolve(Added));
    await act(async () => {
      render(
        <IntlConfigProvider value={config}>
          <Suspense fallback={<p>loading</p>}>
            <Lazy name="DL380" />
          </Suspense>
        </IntlConfigProvider>,
      );
    });
    expect(await screen.findByText('DL380 in winkelwagen')).toBeTruthy();
  });
});

function Count({ count, needed }: { count: number; needed: boolean }) {
  const t = useLazyTranslator('product', needed);
  return <p>{t ? t('stockCount', { count }) : `plain ${count}`}</p>;
}

describe('useLazyTranslator', () => {
  it('is null until needed, then formats with next-intl', async () => {
    const { rerender } = render(
      <IntlConfigProvider value={config}>
        <Count count={3} needed={false} />
      </IntlConfigProvider>,
    );
    await act(async () => {});
    expect(screen.getByText('plain 3')).toBeTruthy();
    rerender(
      <IntlConfigProvider value={config}>
        <Count count={4} needed />
      </IntlConfigProvider>,
    );
    expect(await screen.findByText('4 op voorraad')).toBeTruthy();
  });

  it('throws outside ClientMessages', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Count count={1} needed={false} />)).toThrow(/ClientMessages/);
    } finally {
      console.error = quiet;
    }
  });
});
