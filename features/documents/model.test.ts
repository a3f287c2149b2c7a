import { describe, expect, it } from 'vitest';
import { addDays, orderNumber, quoteNumber } from './model';

describe('document numbers', () => {
  it('numbers quotes per cart and day, orders per id', () => {
    expect(quoteNumber(42, new Date('2030-03-04T10:00:00Z'))).toBe('OF-42-20300304');
    expect(orderNumber(7)).toBe('WS-000007');
    expect(addDays(new Date('2030-03-04T10:00:00Z'), 14).toISOString().slice(0, 10)).toBe('2030-03-18');
  });
});
