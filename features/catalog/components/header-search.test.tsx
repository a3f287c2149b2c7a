// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTranslator } from 'next-intl';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { localePath } from '@/lib/i18n/routing';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { HeaderSearchForm } from './header-search-form';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const server = mockServerPerTest();
/** The searches the autocomplete asked the catalogue for. */
let asked: string[] = [];
beforeEach(() => {
  asked = [];
  server.use(
    http.get('*/api/portal/api/catalog/catalog-product-autocomplete', ({ request }) => {
      asked.push(new URL(request.url).searchParams.get('search') ?? '');
      return HttpResponse.json({
        data: [
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
        ],
      });
    }),
  );
});

afterEach(() => {
  push.mockReset();
});

describe.each([
  ['nl', nl],
  ['en', en],
] as const)('header search (plain form, autocomplete on approach) (%s)', (locale, messages) => {
  const t = messages.catalogSearch;
  const search = localePath(locale, '/search');

  /** The header search as ./header-search.tsx renders it. */
  function setup() {
    renderWithIntl(
      <HeaderSearchForm action={search} label={t.label} placeholder={t.placeholder} submitLabel={t.submit}>
        <svg />
      </HeaderSearchForm>,
      { locale, toasts: false },
    );
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('button', { name: t.submit })).toBeTruthy();
    return () => screen.getByLabelText(t.label) as HTMLInputElement;
  }

  it('takes over the same field: what was typed, the focus, and asks for suggestions for it', async () => {
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
    await waitFor(() => expect(asked).toEqual(['powere']));
    await waitFor(() => expect(screen.getByRole('option').textContent).toContain('Dell PowerEdge R740'));
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { name: t.suggestions }).id);
    const results = createTranslator({ locale, messages, namespace: 'catalogSearch' })('results', {
      count: 1,
    });
    expect(screen.getByRole('status').textContent).toBe(results);
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    expect(field.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option').id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(push).toHaveBeenCalledWith(localePath(locale, '/servers/r740'));
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
    expect(push).toHaveBeenCalledWith(`${search}?search=dell+r740`);
    expect(asked).toEqual([]);
  });
});
