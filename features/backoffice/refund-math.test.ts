import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { refundForAmount, refundForLines } from './refund-math';

const plain = { priceFullDiscountBefore: 10_000, couponDiscount: 0, statusDiscount: 0, vatRate: 21 };

describe('refund math', () => {
  it('prices lines at their frozen price plus VAT, lowered by the order discounts in proportion', () => {
    expect(refundForLines([{ unitPrice: 2_500, quantity: 2 }], plain)).toEqual({
      net: 5_000,
      vat: 1_050,
      amount: 6_050,
    });
    // 10% off the goods by coupon and 5% of the rest by status: a line cost 85.5% of its price.
    const discounted = { ...plain, couponDiscount: 1_000, statusDiscount: 450 };
    expect(refundForLines([{ unitPrice: 2_500, quantity: 2 }], discounted)).toEqual({
      net: 4_275,
      vat: 898,
      amount: 5_173,
    });
    // Reverse charge: no VAT.
    expect(refundForLines([{ unitPrice: 2_500, quantity: 1 }], { ...plain, vatRate: 0 })).toEqual({
      net: 2_500,
      vat: 0,
      amount: 2_500,
    });
  });

  it('refunding every line of an order without delivery gives back at most what the goods cost', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitPrice: fc.integer({ min: 1, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 20 }),
          }),
          {
            minLength: 1,
            maxLength: 6,
          },
        ),
        fc.integer({ min: 0, max: 100 }),
        (lines, couponPercent) => {
          const before = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
          const coupon = Math.round((before * couponPercent) / 100);
          const all = refundForLines(lines, {
            priceFullDiscountBefore: before,
            couponDiscount: coupon,
            statusDiscount: 0,
            vatRate: 21,
          });
          expect(all.net).toBe(before - coupon);
          expect(all.amount).toBe(all.net + all.vat);
        },
      ),
    );
  });

  it('splits an amount incl. VAT into net and VAT that add up to it', () => {
    expect(refundForAmount(12_100, 21)).toEqual({ net: 10_000, vat: 2_100, amount: 12_100 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.constantFrom(0, 9, 21), (amount, rate) => {
        const r = refundForAmount(amount, rate);
        expect(r.net + r.vat).toBe(amount);
        expect(Math.abs(r.vat - (r.net * rate) / 100)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
