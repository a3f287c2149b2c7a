import { describe, expect, it } from 'vitest';
import { customerVatState, type VatOrder } from './customer-model';

const order = (over: Partial<VatOrder>): VatOrder => ({
  id: 12,
  number: 'WS-000012',
  confirmedAt: '2026-03-02T10:00:00.000Z',
  vatMode: 'standard',
  vies: null,
  ...over,
});

describe('customerVatState', () => {
  it('knows nothing without a number, and nothing from VIES before an order carried it', () => {
    expect(customerVatState(null, null)).toEqual({ state: 'none' });
    expect(customerVatState('', order({}))).toEqual({ state: 'none' });
    expect(customerVatState('DE136695976', null)).toEqual({ state: 'notChecked', number: 'DE136695976' });
  });

  it('reads the decision of the latest order: reverse charge with its evidence, VIES down, or Dutch', () => {
    const valid = customerVatState(
      'DE136695976',
      order({
        vatMode: 'reverse_charge',
        vies: {
          valid: true,
          name: 'Muster GmbH',
          address: ' Hauptstrasse 1 ',
          requestIdentifier: 'WAPI1',
          requestDate: '2026-03-02T09:59:00Z',
          checkedAt: '2026-03-01T00:00:00Z',
        },
      }),
    );
    expect(valid).toEqual({
      state: 'valid',
      number: 'DE136695976',
      orderId: 12,
      orderNumber: 'WS-000012',
      at: '2026-03-02T10:00:00.000Z',
      vies: {
        valid: true,
        name: 'Muster GmbH',
        address: 'Hauptstrasse 1',
        requestIdentifier: 'WAPI1',
        date: '2026-03-02',
      },
    });
    // Without VIES's own date, the day the shop asked.
    expect(
      customerVatState(
        'BE0123',
        order({ vatMode: 'reverse_charge', vies: { valid: true, checkedAt: '2026-01-05T08:00:00Z' } }),
      ).state,
    ).toBe('valid');
    expect(customerVatState('AT1', order({ vatMode: 'unverified' }))).toMatchObject({
      state: 'unverified',
      vies: null,
    });
    expect(customerVatState('NL004495445B01', order({}))).toMatchObject({ state: 'domestic', vies: null });
  });
});
