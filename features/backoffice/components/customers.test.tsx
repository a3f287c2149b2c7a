// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { CustomersTable, type CustomerTableRow } from './customers-table';
import { CustomerErase, StatusDiscountForm } from './customer-actions';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/customers/7',
}));

const server = mockServerPerTest();

const row = (over: Partial<CustomerTableRow>): CustomerTableRow => ({
  id: 7,
  customerNumber: 'K-2026-000007',
  name: 'Klaas Klant',
  company: 'Klant BV',
  email: 'klaas@example.test',
  business: true,
  orders: 3,
  spent: 12100,
  statusDiscount: 5,
  blocked: false,
  erased: false,
  createdAt: '2026-01-02T10:00:00.000Z',
  href: '/staff/customers/7',
  spentText: '€ 121,00',
  sinceText: '2 jan 2026',
  ...over,
});

describe('CustomersTable (TanStack Table)', () => {
  it('lays out the server’s rows with headers, the sorted column marked, in both languages', () => {
    renderWithIntl(
      <CustomersTable
        empty="—"
        rows={[row({}), row({ id: 8, customerNumber: 'K-2026-000008', blocked: true, company: null })]}
        sort="spent"
        caption="Klanten"
      />,
      { locale: 'nl', toasts: false },
    );
    const table = screen.getByRole('table', { name: 'Klanten' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual([
      'Klantnummer',
      'Naam en bedrijf',
      'E-mailadres',
      'Soort',
      'Bestellingen',
      'Besteed incl. btw',
      'Statuskorting',
      'Klant sinds',
      'Status',
    ]);
    expect(headers.find((h) => h.getAttribute('aria-sort'))?.textContent).toBe('Besteed incl. btw');
    const rows = within(table).getAllByTestId('staff-customer-row');
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('K-2026-000007');
    expect(within(rows[0]).getByRole('link', { name: 'K-2026-000007' }).getAttribute('href')).toBe(
      '/staff/customers/7',
    );
    expect(rows[0].textContent).toContain('€ 121,00');
    expect(rows[0].textContent).toContain('5%');
    expect(within(rows[1]).getByTestId('staff-customer-state').textContent).toBe('Geblokkeerd');
  });

  it('names an erased customer as such', () => {
    renderWithIntl(
      <CustomersTable empty="—" rows={[row({ erased: true, name: '' })]} sort="newest" caption="x" />,
      {
        locale: 'en',
        toasts: false,
      },
    );
    expect(screen.getByText('Erased customer')).toBeTruthy();
    expect(screen.getByTestId('staff-customer-state').textContent).toBe('Erased');
  });
});

describe('customer forms', () => {
  it('sends the status discount with the value the page showed, and refuses 150 at the field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/portal/api/staff/customers/7/status-discount', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ repeated: false, statusDiscount: 12 });
      }),
    );
    renderWithIntl(<StatusDiscountForm customerId={7} percent={5} />, { locale: 'en', toasts: false });
    const field = screen.getByLabelText('Discount in percent') as HTMLInputElement;
    expect(field.value).toBe('5');
    fireEvent.change(field, { target: { value: '150' } });
    fireEvent.submit(screen.getByTestId('customer-discount-form'));
    expect(await screen.findByText('Enter a whole number from 0 to 100')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.submit(screen.getByTestId('customer-discount-form'));
    expect((await screen.findByTestId('customer-discount-message')).textContent).toBe(
      'The status discount is now 12%.',
    );
    expect(sent).toEqual([{ percent: 12, from: 5 }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('asks before erasing, focuses the number field and shows the server’s refusal there', async () => {
    server.use(
      http.post('*/api/portal/api/staff/customers/7/erase', () =>
        HttpResponse.json(
          {
            message: 'Onjuiste gegevens',
            errors: { confirm: ['Typ precies het klantnummer van deze klant'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<CustomerErase customerId={7} customerNumber="K-2026-000007" />, {
      locale: 'nl',
      toasts: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Klantgegevens wissen' }));
    const field = screen.getByLabelText(/Typ het klantnummer K-2026-000007 ter bevestiging/);
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: 'K-2026-000008' } });
    fireEvent.submit(screen.getByTestId('customer-erase-confirm'));
    await waitFor(() => expect(screen.getByText('Typ precies het klantnummer van deze klant')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Niet wissen' }));
    expect(screen.queryByTestId('customer-erase-confirm')).toBeNull();
  });
});
