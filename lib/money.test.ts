import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatEuro, vatOf, withVat } from './money';

describe('money', () => {
  it('adds 21% VAT with cent rounding', () => {
    expect(withVat(10000)).toBe(12100);
    expect(withVat(1)).toBe(1);
    expect(withVat(3)).toBe(4); // 0.63 → 1
    expect(vatOf(250, 21)).toBe(53); // 52.5 → 53
    expect(withVat(9999, 0)).toBe(9999);
  });

  it('never loses or invents more than half a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.constantFrom(0, 9, 21), (net, rate) => {
        const gross = withVat(net, rate);
        expect(Number.isInteger(gross)).toBe(true);
        expect(Math.abs(gross - net * (1 + rate / 100))).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('formats euro per locale', () => {
    expect(formatEuro(123456, 'nl').replace(/\s/g, ' ')).toBe('€ 1.234,56');
    expect(formatEuro(123456, 'en')).toBe('€1,234.56');
  });
});
