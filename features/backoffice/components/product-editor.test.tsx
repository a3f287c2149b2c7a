// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import type { StaffProductDetail } from '../server/products';
import { RecordVersion } from './content-forms';
import { ProductEditor } from './product-editor';

const refresh = vi.fn();
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh, prefetch: vi.fn() }),
  usePathname: () => '/staff/products/7',
}));

const server = mockServerPerTest();
const at = '2026-03-01T09:00:00.000Z';

const product: StaffProductDetail = {
  id: 7,
  nameNl: 'Dell PowerEdge R740',
  nameEn: 'Dell PowerEdge R740',
  descriptionNl: '',
  descriptionEn: '',
  categoryId: 116,
  brand: 'Dell',
  type: 2,
  condition: 'refurbished',
  article: 'R740-1',
  sku: 'SKU-R740-1',
  price: 100_000,
  priceOld: null,
  sale: false,
  saleEndsAt: null,
  indefinitePeriod: false,
  quantity: 3,
  active: false,
  slug: 'dell-poweredge-r740',
  specs: [
    {
      key: 'memory_size',
      labelNl: 'Geheugen',
      labelEn: 'Memory',
      value: '32 GB',
      unit: 'B',
      facet: true,
      num: 2 ** 35,
    },
  ],
  related: [8],
  relatedProducts: [{ id: 8, article: 'R640-1', nameNl: 'Dell R640', nameEn: 'Dell R640' }],
  warrantyMonths: 12,
  weight: 1000,
  seoTitleNl: null,
  seoTitleEn: null,
  seoDescriptionNl: null,
  seoDescriptionEn: null,
  path: '/servers/dell-poweredge-r740',
  updatedAt: at,
  updatedBy: 'Anna',
};

const row = (id: number, article: string) => ({
  id,
  article,
  nameNl: `Server ${article}`,
  nameEn: `Server ${article}`,
  sku: `SKU-${article}`,
});

describe('ProductEditor: specs, related products, warranty, SEO and preview', () => {
  it('edits spec rows with units, related products and SEO texts, and saves them in one form', async () => {
    let sent: { updatedAt: string; product: Record<string, unknown> } | null = null;
    server.use(
      http.get('*/api/portal/api/staff/products', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({ data: q === 'R7' ? [row(7, 'R740-1'), row(9, 'R730-2')] : [] });
      }),
      http.put('*/api/portal/api/staff/products/7', async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json({
          product: { ...product, updatedAt: '2026-03-01T09:05:00.000Z' },
          changed: true,
        });
      }),
    );
    renderWithIntl(
      <ProductEditor product={product} vatRate={21} categories={[{ id: 116, name: 'Servers' }]} />,
      { locale: 'en', toasts: false },
    );
    // The stored row: a known metric, its value shown as the shop will show it.
    const rows = screen.getAllByTestId('product-spec-row');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getByText('In the shop: 32 GB')).toBeTruthy();

    // A second row: choosing a metric brings its unit and the filter flag.
    fireEvent.click(screen.getByRole('button', { name: 'Add specification' }));
    const second = screen.getAllByTestId('product-spec-row')[1];
    fireEvent.change(within(second).getByLabelText('Property'), { target: { value: 'clock' } });
    expect((within(second).getByLabelText('Unit') as HTMLSelectElement).value).toBe('Hz');
    expect((within(second).getByLabelText('As a filter in the shop') as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(second).getByLabelText(/^Value/), { target: { value: '2.1 GHz' } });
    // …and moved up by keyboard-reachable buttons.
    fireEvent.click(screen.getByRole('button', { name: 'Move specification 2 up' }));

    // A related product found by article; the product itself is not offered.
    fireEvent.change(screen.getByLabelText('Search by article number or name'), { target: { value: 'R7' } });
    const add = await screen.findByRole('button', { name: 'Add R730-2 · Server R730-2' });
    expect(screen.queryByRole('button', { name: /Add R740-1/ })).toBeNull();
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: 'Move R730-2 up' }));

    fireEvent.change(screen.getByLabelText(/^Warranty \(months\)/), { target: { value: '36' } });
    fireEvent.change(screen.getByLabelText(/^SEO title \(Dutch\)/), { target: { value: 'Dell R740 kopen' } });
    expect(screen.getByTestId('seoTitleNl-count').textContent).toBe('15 of 70 characters');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.updatedAt).toBe(at);
    expect(sent!.product).toMatchObject({
      specs: [
        { key: 'clock', labelEn: 'Clock speed', value: '2.1 GHz', unit: 'Hz', facet: true, num: 2.1e9 },
        { key: 'memory_size', value: '32 GB', unit: 'B', num: 2 ** 35 },
      ],
      related: [9, 8],
      warrantyMonths: 36,
      seoTitleNl: 'Dell R740 kopen',
      seoTitleEn: null,
    });
    expect(await screen.findByText('Product saved')).toBeTruthy();
  });

  it('keeps the saved message when the page brings the saved version (and remounts the form)', async () => {
    const later = '2026-03-01T09:05:00.000Z';
    server.use(
      http.put('*/api/portal/api/staff/products/7', () =>
        HttpResponse.json({ product: { ...product, updatedAt: later }, changed: true }),
      ),
    );
    // As the product's page renders it: the form keyed by the version, inside the record's RecordVersion.
    let refreshed: (p: StaffProductDetail) => void = () => {};
    function Page() {
      const [p, setP] = useState(product);
      refreshed = setP;
      return (
        <RecordVersion updatedAt={p.updatedAt}>
          <ProductEditor
            key={p.updatedAt}
            product={p}
            vatRate={21}
            categories={[{ id: 116, name: 'Servers' }]}
          />
        </RecordVersion>
      );
    }
    renderWithIntl(<Page />, { locale: 'nl', toasts: false });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect((await screen.findByTestId('product-editor-message')).textContent).toBe('Product opgeslagen');
    // The refresh after the save: the page comes back with the saved version (and the shop's stock).
    act(() => refreshed({ ...product, updatedAt: later, quantity: 2 }));
    expect((screen.getByLabelText(/^Voorraad/) as HTMLInputElement).value).toBe('2');
    expect(screen.getByTestId('product-editor-message').textContent).toBe('Product opgeslagen');
  });

  it('puts errors at the spec row fields, and links to the preview in both languages', async () => {
    renderWithIntl(
      <ProductEditor product={product} vatRate={21} categories={[{ id: 116, name: 'Servers' }]} />,
      { locale: 'nl', toasts: false },
    );
    fireEvent.change(screen.getByLabelText(/^Waarde/), { target: { value: '32' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await screen.findByText('Typ de waarde met een eenheid die hierbij past, bijvoorbeeld "32 GB"'),
    ).toBeTruthy();
    // A custom row needs its own key and names.
    fireEvent.change(screen.getByLabelText(/^Waarde/), { target: { value: '32 GB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Specificatie toevoegen' }));
    const custom = screen.getAllByTestId('product-spec-row')[1];
    fireEvent.change(within(custom).getByLabelText(/^Sleutel/), { target: { value: 'Fans!' } });
    fireEvent.change(within(custom).getByLabelText(/^Waarde/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(
      await within(custom).findByText(
        'Gebruik kleine letters, cijfers en _ (2 tot 40 tekens, begint met een letter)',
      ),
    ).toBeTruthy();
    expect(within(custom).getAllByText('Dit veld is verplicht').length).toBeGreaterThan(0);
    expect(screen.getByTestId('product-preview-nl').getAttribute('href')).toBe(
      '/servers/dell-poweredge-r740',
    );
    expect(screen.getByTestId('product-preview-en').getAttribute('href')).toBe(
      '/en/servers/dell-poweredge-r740',
    );
  });

  it("puts the server's 422 for a saved row at that row's field", async () => {
    server.use(
      http.put('*/api/portal/api/staff/products/7', () =>
        HttpResponse.json(
          { message: 'Invalid data', errors: { 'product.specs.0.unit': ['Choose a unit from the list'] } },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(
      <ProductEditor product={product} vatRate={21} categories={[{ id: 116, name: 'Servers' }]} />,
      { locale: 'en', toasts: false },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const unit = within(screen.getAllByTestId('product-spec-row')[0]).getByLabelText('Unit');
    await waitFor(() => expect(unit.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a unit from the list')).toBeTruthy();
    expect(screen.queryByTestId('product-editor-message')).toBeNull();
  });
});
