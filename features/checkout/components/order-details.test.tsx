import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import nl from '@/messages/nl.json';
import type { OrderSummary } from '../server/orders';
import { OrderDetails } from './order-details';

const line = (productId: number, extra: object = {}) => ({
  productId,
  orderId: 1,
  article: `ART-${productId}`,
  name: `Product ${productId}`,
  price: 100_00,
  quantity: 1,
  path: `/p/${productId}`,
  markName: 'Dell',
  stock: 5,
  image: null,
  ...extra,
});

const summary = {
  order: { id: 1, number: 'WS-000001', status: 'paid', paymentMethod: 'ideal', paymentAddress: null },
  items: [
    line(1, {
      configuration: [
        { label: 'Processor', name: 'Intel Xeon Gold 6130', quantity: 2 },
        { label: 'Geheugen', name: '32 GB DDR4 RDIMM', quantity: 4 },
      ],
    }),
    line(2),
  ],
  delivery: { type: null, options: [], form: null, cost: 0 },
  prices: {
    priceFullDiscountBefore: 200_00,
    couponCode: null,
    couponDiscount: 0,
    statusDiscountPercent: 0,
    statusDiscount: 0,
    deliveryCost: 0,
    priceNet: 200_00,
    nds: '21%',
    vatRate: 21,
    vatMode: 'standard',
    priceFullNDS: 42_00,
    priceFullWithNDS: 242_00,
  },
} as unknown as OrderSummary;

describe('OrderDetails', () => {
  it('lists the chosen parts of a configured line, and none for a plain line', () => {
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="nl" messages={nl} timeZone="Europe/Amsterdam">
        <OrderDetails summary={summary} />
      </NextIntlClientProvider>,
    );
    expect(html.match(/data-testid="order-line-configuration"/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Gekozen configuratie van Product 1"');
    expect(html).toContain('Processor: 2× Intel Xeon Gold 6130');
    expect(html).toContain('Geheugen: 4× 32 GB DDR4 RDIMM');
  });
});
