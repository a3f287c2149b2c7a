// @vitest-environment jsdom
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServerPerTest, renderWithIntl } from '@/tests/support/render';
import type { ConfiguratorData } from '@/features/configurator/client';
import type { StaffConfigurator } from '../server/configurator-admin';
import { ConfiguratorEditor } from './configurator-editor';

const server = mockServerPerTest();
const API = '*/api/portal/api/staff/products/7/configurator';

const platform = {
  cpuSocket: 'LGA3647',
  cpuSockets: 2,
  memoryType: 'DDR4',
  memoryKinds: ['RDIMM', 'LRDIMM'],
  memorySpeedMin: 2133,
  memorySpeedMax: 2933,
  dimmSlots: 24,
  baysSff: 8,
  baysLff: 0,
  baysNvme: 0,
  m2Slots: 2,
  pcieSlots: 6,
  gpuMax: 2,
  psuWatts: 1100,
  baseWatts: 120,
};

const config = (): StaffConfigurator => ({
  product: {
    id: 7,
    nameNl: 'Bouwserver',
    nameEn: 'Build server',
    article: 'R740-CTO',
    price: 100_000,
    path: null,
  },
  version: '2026-11-01T10:00:00.000Z',
  updatedBy: 'Anna',
  vatRate: 21,
  platform,
  groups: [
    {
      id: 1,
      partId: 'cpu',
      labelNl: 'Processor',
      labelEn: 'Processor',
      sort: 0,
      categoryId: 280,
      maxQuantity: 0,
      priceBase: 0,
      hardDiskRecalculate: false,
      quantityMinCategory: null,
      disabled: false,
      values: [
        {
          id: 11,
          productId: null,
          nameNl: 'Xeon Silver 4110',
          nameEn: 'Xeon Silver 4110',
          price: 0,
          isDefault: true,
          isBase: true,
          baseQuantity: 1,
          maxQuantity: 1,
          visible: true,
          sort: 0,
          facts: { kind: 'cpu', socket: 'LGA3647', tdp: 85 },
          part: null,
        },
        {
          id: 12,
          productId: 500,
          nameNl: null,
          nameEn: null,
          price: null,
          isDefault: false,
          isBase: false,
          baseQuantity: 0,
          maxQuantity: 1,
          visible: true,
          sort: 1,
          facts: null,
          part: {
            id: 500,
            nameNl: 'Xeon Gold 6130',
            nameEn: 'Xeon Gold 6130',
            article: 'CPU-6130',
            price: 30_000,
            quantity: 4,
            active: true,
          },
        },
      ],
    },
  ],
  warranties: [],
  trays: [],
});

/** The shop's data for the preview: one group, as the server builds it. */
const shopData = (price: number): ConfiguratorData => {
  const value = (id: number, name: string, p: number, isDefault: boolean) => ({
    value: id,
    productId: null,
    isProduct: false,
    name,
    article: '',
    sku: '',
    path: null,
    state: null,
    price: p,
    priceBase: 0,
    isDefault,
    isBase: isDefault,
    installed: isDefault,
    baseQuantity: isDefault ? 1 : 0,
    maxQuantity: 1,
    quantity: 999,
    visible: true,
    hardDiskRecalculate: false,
    textPrice: p ? `+ € ${(p / 100).toFixed(2).replace('.', ',')}` : 'Inbegrepen',
    facts: { kind: 'cpu' as const, socket: 'LGA3647', tdp: 85 },
  });
  return {
    data: {
      id: 7,
      name: 'Bouwserver',
      path: '/bouwserver',
      article: 'R740-CTO',
      sku: 'R740',
      image: null,
      price: 100_000,
      quantity: 3,
      family: null,
      generation: null,
      options: [
        {
          partId: 'cpu',
          label: 'Processor',
          sort: 0,
          disabled: false,
          maxQuantity: 0,
          priceBase: 0,
          categoryId: 280,
          hardDiskRecalculate: false,
          quantityMinCategory: null,
          values: [value(11, 'Xeon Silver 4110', 0, true), value(12, 'Xeon Gold 6130', price, false)],
        },
      ],
    },
    trays: [],
    service: [],
    warranty_options: { label: 'Garantie', values: [] },
    configurator: {
      vatRate: 21,
      platform: {
        ...platform,
        bays: { sff: 8, lff: 0, nvme: 0 },
      },
    },
    warranty_delivery: [],
  };
};

type Draft = { groups: { values: { price: number | null; maxQuantity: number; isDefault: boolean }[] }[] };

describe('ConfiguratorEditor', () => {
  it('previews the draft with the shop’s configurator, shows prices incl. VAT, and saves with the version', async () => {
    const previews: Draft[] = [];
    let saved: (Draft & { version: string | null }) | null = null;
    server.use(
      http.post(`${API}/preview`, async ({ request }) => {
        const body = (await request.json()) as Draft;
        previews.push(body);
        return HttpResponse.json({ data: shopData(body.groups[0].values[1].price ?? 30_000) });
      }),
      http.put(API, async ({ request }) => {
        saved = (await request.json()) as typeof saved;
        return HttpResponse.json({
          configuration: { ...config(), version: '2026-11-02T10:00:00.000Z' },
          changed: true,
        });
      }),
      http.get(API, () => HttpResponse.json({ configuration: config() })),
    );
    renderWithIntl(<ConfiguratorEditor initial={config()} />, { locale: 'nl', toasts: false });
    expect(screen.getByTestId('configurator-value-0-1-part').textContent).toContain('CPU-6130');
    await waitFor(() => expect(previews).toHaveLength(1));
    expect(previews[0].groups[0].values.map((v) => v.price)).toEqual([0, null]);
    expect(previews[0].groups[0].values.map((v) => v.isDefault)).toEqual([true, false]);
    const preview = screen.getByTestId('configurator-preview');
    await waitFor(() => expect(preview.textContent).toContain('Xeon Gold 6130'), { timeout: 5000 });

    const price = screen.getByTestId('configurator-value-0-1-price');
    fireEvent.change(price, { target: { value: '123,45' } });
    await waitFor(() => expect(screen.getByText(/Incl\. 21% btw: € 149,37/)).toBeTruthy());
    await waitFor(() => expect(previews.at(-1)?.groups[0].values[1].price).toBe(12_345), { timeout: 3000 });
    await waitFor(() => expect(preview.textContent).toContain('123,45'), { timeout: 5000 });

    fireEvent.click(screen.getByTestId('configurator-save'));
    await waitFor(() =>
      expect(screen.getByTestId('configurator-editor-message').textContent).toContain('Opgeslagen'),
    );
    expect(saved!.version).toBe('2026-11-01T10:00:00.000Z');
    expect(saved!.groups[0].values[1].price).toBe(12_345);
  });

  it('shows a refusal at its group and 422 messages at their fields', async () => {
    server.use(
      http.post(`${API}/preview`, () =>
        HttpResponse.json(
          {
            message: 'Deze configuratie kan zo niet in de winkel: zie de redenen bij de groepen',
            errors: { 'groups.0': ['Groep Processor: geen enkele zichtbare waarde past.'] },
          },
          { status: 422 },
        ),
      ),
      http.put(API, () =>
        HttpResponse.json(
          {
            message: 'Ongeldige gegevens',
            errors: {
              'groups.0.values.1.baseQuantity': ['Het basisaantal mag niet hoger zijn dan het maximum'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithIntl(<ConfiguratorEditor initial={config()} />, { locale: 'nl', toasts: false });
    await waitFor(() =>
      expect(screen.getByTestId('configurator-group-0-error').textContent).toBe(
        'Groep Processor: geen enkele zichtbare waarde past.',
      ),
    );
    fireEvent.click(screen.getByTestId('configurator-save'));
    const row = screen.getByTestId('configurator-value-0-1');
    await waitFor(() =>
      expect(within(row).getByText('Het basisaantal mag niet hoger zijn dan het maximum')).toBeTruthy(),
    );
    expect(within(row).getByLabelText('Basisaantal').getAttribute('aria-invalid')).toBe('true');
  });

  it('reorders values with keyboard buttons and sends the new order', async () => {
    const previews: { groups: { values: { id: number | null; sort: number }[] }[] }[] = [];
    server.use(
      http.post(`${API}/preview`, async ({ request }) => {
        previews.push((await request.json()) as (typeof previews)[number]);
        return HttpResponse.json({ data: shopData(30_000) });
      }),
    );
    renderWithIntl(<ConfiguratorEditor initial={config()} />, { locale: 'en', toasts: false });
    fireEvent.click(screen.getByRole('button', { name: 'Move Xeon Gold 6130 up' }));
    await waitFor(() => expect(previews.at(-1)?.groups[0].values.map((v) => v.id)).toEqual([12, 11]), {
      timeout: 3000,
    });
    expect(previews.at(-1)!.groups[0].values.map((v) => v.sort)).toEqual([0, 1]);
  });
});
