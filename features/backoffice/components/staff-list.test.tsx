// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { renderWithIntl } from '@/tests/support/render';
import { listFields, Pagination, StaffListHeader } from './staff-list';

afterEach(cleanup);

describe('Pagination', () => {
  it('links the pages around the current one, keeping the list’s other parameters', () => {
    renderWithIntl(
      <Pagination pathname="/staff/orders" keep={{ q: 'disk', status: 'paid' }} page={2} lastPage={3} />,
      {
        toasts: false,
      },
    );
    const nav = screen.getByRole('navigation', { name: "Pagina's" });
    const previous = within(nav).getByRole('link', { name: 'Vorige' });
    const next = within(nav).getByRole('link', { name: 'Volgende' });
    expect(previous.getAttribute('rel')).toBe('prev');
    expect(next.getAttribute('rel')).toBe('next');
    const query = (a: HTMLElement) =>
      Object.fromEntries(new URL(a.getAttribute('href')!, 'http://x').searchParams);
    expect(new URL(previous.getAttribute('href')!, 'http://x').pathname).toBe('/staff/orders');
    expect(query(previous)).toEqual({ q: 'disk', status: 'paid', page: '1' });
    expect(query(next)).toEqual({ q: 'disk', status: 'paid', page: '3' });
    expect(within(nav).getByText('Pagina 2 van 3').getAttribute('aria-current')).toBe('page');
  });

  it('leaves out the link that goes nowhere, speaks English with the English catalogue and takes the page’s words', () => {
    renderWithIntl(
      <Pagination
        pathname="/staff/audit"
        keep={{}}
        page={1}
        lastPage={2}
        texts={{ label: 'Pages of entries' }}
      />,
      { locale: 'en', toasts: false },
    );
    const nav = screen.getByRole('navigation', { name: 'Pages of entries' });
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      '/en/staff/audit?page=2',
    );
    expect(within(nav).getByText('Page 1 of 2')).toBeTruthy();
  });

  it('shows nothing when the list fits on one page', () => {
    const { container } = renderWithIntl(
      <Pagination pathname="/staff/inbox" keep={{}} page={1} lastPage={1} />,
      {
        toasts: false,
      },
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('StaffListHeader and listFields', () => {
  it('puts heading, actions, filters and the announced count in order, and ties errors to their fields', () => {
    const fields = listFields('orders', { status: 'lost' }, { status: 'Kies een status' });
    renderWithIntl(
      <StaffListHeader
        heading={<h1>Bestellingen</h1>}
        actions={<span>Nieuw</span>}
        count="3 bestellingen"
        countTestId="staff-orders-count"
      >
        <form role="search" aria-label="Zoeken">
          {fields.select('status', 'Status', [{ value: 'paid', label: 'Betaald' }], 'Alle statussen')}
        </form>
      </StaffListHeader>,
      { toasts: false },
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('3 bestellingen');
    expect(status.getAttribute('data-testid')).toBe('staff-orders-count');
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('orders-status-error');
    expect(document.getElementById('orders-status-error')?.textContent).toBe('Kies een status');
    expect(fields.aria('q', true)).toEqual({
      'aria-invalid': undefined,
      'aria-describedby': 'orders-q-hint',
    });
  });
});
