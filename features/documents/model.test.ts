import { describe, expect, it } from 'vitest';
import { addDays, invoiceNumber, orderNumber, quoteNumber, reviveDocument, shopYear } from './model';

describe('document numbers', () => {
  it('numbers quotes per cart and day, orders per id', () => {
    expect(quoteNumber(42, new Date('2030-03-04T10:00:00Z'))).toBe('OF-42-20300304');
    expect(orderNumber(7)).toBe('WS-000007');
    expect(addDays(new Date('2030-03-04T10:00:00Z'), 14).toISOString().slice(0, 10)).toBe('2030-03-18');
  });
});

describe('invoice numbers', () => {
  it('number per series and year, six digits', () => {
    expect(invoiceNumber('invoice', 2026, 1)).toBe('F2026-000001');
    expect(invoiceNumber('credit_note', 2027, 123)).toBe('C2027-000123');
  });

  it("take the year of the shop's time zone", () => {
    expect(shopYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
    expect(shopYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
  });

  it('revive the dates of a stored document', () => {
    const d = reviveDocument({
      kind: 'invoice',
      date: '2026-11-27T10:00:00.000Z',
      validUntil: null,
      supplyDate: '2026-11-26T10:00:00.000Z',
    });
    expect(d.date).toBeInstanceOf(Date);
    expect(d.supplyDate?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(d.validUntil).toBeNull();
  });
});
