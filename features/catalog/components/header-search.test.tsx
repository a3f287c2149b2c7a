// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import nl from '@/messages/nl.json';
import { DeferredHeaderSearch } from './header-search-deferred';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const fetchSuggestions = vi.hoisted(() => vi.fn());
vi.mock('../api/autocomplete', () => ({ fetchSuggestions }));

/** The deferred header search with the light fields ./header-search.tsx renders on the server. */
function setup() {
  render(
    <NextIntlClientProvider locale="nl" messages={nl}>
      <DeferredHeaderSearch action="/search">
        <label htmlFor="header-search">Zoeken in de winkel</label>
        <input id="header-search" name="search" type="search" data-testid="header-search-input" />
        <button type="submit">Zoeken</button>
      </DeferredHeaderSearch>
    </NextIntlClientProvider>,
  );
  return () => screen.getByTestId('header-search-input') as HTMLInputElement;
}

beforeAll(() => {
  // jsdom has no matchMedia; the preview card asks whether the screen has hover.
  window.matchMedia = ((query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }) as unknown as MediaQueryList) as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  push.mockReset();
  fetchSuggestions.mockReset();
});

describe('header search (light form, combobox on approach)', () => {
  it('keeps what was typed and the focus, and asks for suggestions for it', async () => {
    fetchSuggestions.mockResolvedValue([
      {
        id: 1,
        name: 'Dell PowerEdge R740',
        path: '/servers/r740',
        article: 'SRV-1',
        image: null,
        price: 100,
        priceNds: 121,
        quantity: 3,
      },
    ]);
    const input = setup();
    const light = input();
    act(() => light.focus());
    fireEvent.focus(light);
    // Typed before the combobox has loaded.
    fireEvent.change(light, { target: { value: 'powere' } });
    await waitFor(() => expect(input()).not.toBe(light));
    expect(input().value).toBe('powere');
    expect(input().getAttribute('role')).toBe('combobox');
    expect(document.activeElement).toBe(input());
    await waitFor(() => expect(fetchSuggestions).toHaveBeenCalledWith('powere'));
    await waitFor(() => expect(screen.getByRole('option').textContent).toContain('Dell PowerEdge R740'));
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('searches for what was typed when the light form was submitted before the combobox loaded', async () => {
    const input = setup();
    fireEvent.change(input(), { target: { value: ' dell r740 ' } });
    fireEvent.submit(input().form!);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/search?search=dell+r740'));
    expect(fetchSuggestions).not.toHaveBeenCalled();
  });
});
