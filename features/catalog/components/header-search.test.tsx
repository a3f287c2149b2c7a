// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TestIntl } from '@/tests/support/intl';
import { HeaderSearchForm } from './header-search-form';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
const fetchSuggestions = vi.hoisted(() => vi.fn());
vi.mock('../api/autocomplete', () => ({ fetchSuggestions }));

/** The header search as ./header-search.tsx renders it. */
function setup() {
  render(
    <TestIntl>
      <HeaderSearchForm action="/search" label="Zoeken in de winkel" placeholder="Zoek" submitLabel="Zoeken">
        <svg />
      </HeaderSearchForm>
    </TestIntl>,
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

describe('header search (plain form, autocomplete on approach)', () => {
  it('takes over the same field: what was typed, the focus, and asks for suggestions for it', async () => {
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
    const field = input();
    act(() => field.focus());
    fireEvent.focus(field);
    // Typed before the autocomplete has loaded.
    fireEvent.change(field, { target: { value: 'powere' } });
    await waitFor(() => expect(input().getAttribute('role')).toBe('combobox'));
    // Never a new element: on a phone that would close the keyboard.
    expect(input()).toBe(field);
    expect(field.value).toBe('powere');
    expect(document.activeElement).toBe(field);
    await waitFor(() => expect(fetchSuggestions).toHaveBeenCalledWith('powere'));
    await waitFor(() => expect(screen.getByRole('option').textContent).toContain('Dell PowerEdge R740'));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith('/servers/r740');
  });

  it('searches with the router once loaded, and is a plain page load before', async () => {
    const input = setup();
    const form = input().form!;
    fireEvent.change(input(), { target: { value: ' dell r740 ' } });
    // Not approached yet: the browser sends the form itself (GET /search?search=…).
    expect(fireEvent.submit(form)).toBe(true);
    expect(push).not.toHaveBeenCalled();
    fireEvent.pointerEnter(form);
    await waitFor(() => expect(input().getAttribute('role')).toBe('combobox'));
    expect(fireEvent.submit(form)).toBe(false);
    expect(push).toHaveBeenCalledWith('/search?search=dell+r740');
    expect(fetchSuggestions).not.toHaveBeenCalled();
  });
});
