// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import { MenuEditor } from './menu-editor';
import { RedirectsTable } from './redirects-table';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/content/menus',
}));

const server = mockServerPerTest();
const at = '2026-03-01T09:00:00.000Z';

const items = [
  { labelNl: 'Home', labelEn: 'Home', route: '/', children: [] },
  {
    labelNl: 'Servers',
    labelEn: 'Servers',
    route: '/servers',
    children: [{ labelNl: 'Dell', labelEn: 'Dell', route: '/server-dell' }],
  },
  { labelNl: 'FAQ', labelEn: 'FAQ', route: '/faq', children: [] },
];

describe('MenuEditor', () => {
  it('reorders and nests by buttons, keeps focus, and saves the menu whole', async () => {
    const sent: unknown[] = [];
    server.use(
      http.put('*/api/portal/api/staff/content/menus/main', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ updatedAt: '2026-03-02T09:00:00.000Z' });
      }),
    );
    renderWithIntl(<MenuEditor menu="main" items={items} updatedAt={at} />, {
      locale: 'en',
      toasts: false,
    });
    // FAQ up past Servers (which moves with its child), then FAQ under Home.
    const up = screen.getByRole('button', { name: 'Move FAQ up one place' });
    fireEvent.click(up);
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move FAQ up one place'),
    );
    expect(screen.getByRole('status').textContent).toBe('FAQ moved.');
    fireEvent.click(screen.getByRole('button', { name: 'Indent: put FAQ under the item above' }));
    fireEvent.change(screen.getAllByLabelText(/Text \(English\)/)[0], { target: { value: 'Start' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }));
    expect((await screen.findByTestId('menu-main-message')).textContent).toBe('Menu saved.');
    expect(sent).toEqual([
      {
        updatedAt: at,
        items: [
          {
            labelNl: 'Home',
            labelEn: 'Start',
            route: '/',
            children: [{ labelNl: 'FAQ', labelEn: 'FAQ', route: '/faq' }],
          },
          {
            labelNl: 'Servers',
            labelEn: 'Servers',
            route: '/servers',
            children: [{ labelNl: 'Dell', labelEn: 'Dell', route: '/server-dell' }],
          },
        ],
      },
    ]);
  });

  it("shows the server's refusal of a nested route at that row", async () => {
    server.use(
      http.put('*/api/portal/api/staff/content/menus/main', () =>
        HttpResponse.json(
          {
            message: 'The data is invalid.',
            errors: { 'items.1.children.0.route': ['This path does not exist in the shop.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<MenuEditor menu="main" items={items} updatedAt={at} />, {
      locale: 'en',
      toasts: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save menu' }));
    const rows = await screen.findAllByTestId('menu-item');
    await waitFor(() =>
      expect(rows[2].querySelector('.field-error')?.textContent).toBe(
        'This path does not exist in the shop.',
      ),
    );
    expect(rows[1].querySelector('.field-error')).toBeNull();
  });
});

describe('RedirectsTable', () => {
  it('lists redirects with their source and deletes one after confirming', async () => {
    const deleted: unknown[] = [];
    server.use(
      http.delete('*/api/portal/api/staff/content/redirects', async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ path: '/oud' });
      }),
    );
    renderWithIntl(
      <RedirectsTable
        caption="Redirects"
        locale="en"
        rows={[
          { path: '/oud', to: '/sale', status: 302, product: null, updatedAt: at, updatedBy: null },
          {
            path: '/p-oud',
            to: '/p-nieuw',
            status: 301,
            product: { id: 7, nameNl: 'Schijf', nameEn: 'Disk' },
            updatedAt: at,
            updatedBy: null,
          },
        ]}
      />,
      { locale: 'en', toasts: false },
    );
    const table = screen.getByRole('table', { name: 'Redirects' });
    const [manual, product] = within(table).getAllByTestId('staff-redirect-row');
    expect(manual.textContent).toContain('302 temporary');
    expect(product.textContent).toContain('Product: Disk');
    fireEvent.click(screen.getByRole('button', { name: 'Delete redirect /oud' }));
    fireEvent.click(screen.getByTestId('redirect-delete-confirm'));
    await waitFor(() => expect(deleted).toEqual([{ path: '/oud', updatedAt: at }]));
    expect(refresh).toHaveBeenCalled();
  });
});
