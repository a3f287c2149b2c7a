import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  clampQuantity,
  computePrices,
  couponBase,
  lineForProduct,
  normaliseCoupon,
  percentOf,
} from './model';

const line = fc.record({
  price: fc.integer({ min: 0, max: 5_000_000 }),
  quantity: fc.integer({ min: 1, max: 50 }),
  categoryId: fc.option(fc.integer({ min: 1, max: 4 })),
});

describe('clampQuantity', () => {
  it('keeps quantities between 1 and stock', () => {
    expect(clampQuantity(5, 3)).toBe(3);
    expect(clampQuantity(0, 3)).toBe(1);
    expect(clampQuantity(-4, 3)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(2);
    expect(clampQuantity(Number.NaN, 3)).toBe(1);
    expect(clampQuantity(1, 0)).toBe(0);
    expect(clampQuantity(5000, 5000)).toBe(999);
  });
  it('never leaves the range (property)', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 2000 }), (w, s) => {
        const q = clampQuantity(w, s);
        if (s < 1) return q === 0;
        return q >= 1 && q <= Math.min(s, 999) && Number.isInteger(q);
      }),
    );
  });
});

describe('computePrices', () => {
  it('prices a simple cart at 21%', () => {
    const p = computePrices({
      lines: [
        { price: 10_000, quantity: 2 },
        { price: 1_999, quantity: 1 },
      ],
      vatRate: 21,
    });
    expect(p.priceFullDiscountBefore).toBe(21_999);
    expect(p.priceFullNDS).toBe(4_620); // 4619.79 → 4620
    expect(p.priceFullWithNDS).toBe(26_619);
    expect(p.nds).toBe('21%');
  });

  it('rounds VAT on cents half away from zero', () => {
    expect(computePrices({ lines: [{ price: 50, quantity: 1 }], vatRate: 21 }).priceFullNDS).toBe(11); // 10.5
    expect(computePrices({ lines: [{ price: 2, quantity: 1 }], vatRate: 21 }).priceFullNDS).toBe(0); // 0.42
  });

  it('applies a percentage coupon, then the status discount on the rest', () => {
    const p = computePrices({
      lines: [{ price: 10_000, quantity: 1 }],
      coupon: { code: 'WELKOM10', percent: 10, amount: null },
      statusDiscount: 5,
      vatRate: 21,
    });
    expect(p.couponDiscount).toBe(1_000);
    expect(p.statusDiscount).toBe(450);
    expect(p.priceNet).toBe(8_550);
    expect(p.priceFullWithNDS).toBe(8_550 + 1_796);
  });

  it('caps a fixed coupon at the subtotal and charges no delivery on an empty cart', () => {
    const p = computePrices({
      lines: [{ price: 500, quantity: 1 }],
      coupon: { code: 'X', percent: null, amount: 2_500 },
      deliveryCost: 995,
      vatRate: 21,
    });
    expect(p.couponDiscount).toBe(500);
    expect(p.priceNet).toBe(995);
    const empty = computePrices({ lines: [], deliveryCost: 995, vatRate: 21 });
    expect(empty.priceFullWithNDS).toBe(0);
  });

  it('applies a coupon only from its minimum order (goods excl. VAT, before discounts)', () => {
    const coupon = { code: 'MIN', percent: 10, amount: null, minOrder: 10_000 };
    const below = computePrices({ lines: [{ price: 9_999, quantity: 1 }], coupon, vatRate: 21 });
    expect(below.couponDiscount).toBe(0);
    expect(below.couponCode).toBe('MIN');
    const at = computePrices({ lines: [{ price: 5_000, quantity: 2 }], coupon, vatRate: 21 });
    expect(at.couponDiscount).toBe(1_000);
    expect(at.priceNet).toBe(9_000);
  });

  it('gives a category coupon only on the goods of its categories', () => {
    const lines = [
      { price: 10_000, quantity: 1, categoryId: 1 },
      { price: 5_000, quantity: 2, categoryId: 2 },
    ];
    const percent = computePrices({
      lines,
      coupon: { code: 'RAM', percent: 10, amount: null, categoryIds: [2] },
      vatRate: 21,
    });
    expect(percent.couponDiscount).toBe(1_000);
    const amount = computePrices({
      lines,
      coupon: { code: 'RAM', percent: null, amount: 50_000, categoryIds: [2, 3] },
      vatRate: 21,
    });
    expect(amount.couponDiscount).toBe(10_000);
    const none = computePrices({
      lines,
      coupon: { code: 'RAM', percent: 10, amount: null, categoryIds: [3] },
      vatRate: 21,
    });
    expect(none.couponDiscount).toBe(0);
    const all = computePrices({
      lines,
      coupon: { code: 'ALL', percent: 10, amount: null, categoryIds: [] },
      vatRate: 21,
    });
    expect(all.couponDiscount).toBe(2_000);
  });

  it('charges 0% under reverse charge and the normal rate when the VAT number is unverified', () => {
    const lines = [{ price: 123_45, quantity: 3 }];
    const rc = computePrices({ lines, vatRate: 21, vatMode: 'reverse_charge', deliveryCost: 1_295 });
    expect(rc.priceFullNDS).toBe(0);
    expect(rc.nds).toBe('0%');
    expect(rc.priceFullWithNDS).toBe(rc.priceNet);
    const un = computePrices({ lines, vatRate: 21, vatMode: 'unverified' });
    expect(un.vatRate).toBe(21);
    expect(un.priceFullNDS).toBeGreaterThan(0);
  });

  it('rows always add up in whole cents and never go negative (property)', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 8 }),
        fc.option(
          fc.record({
            code: fc.constant('C'),
            percent: fc.option(fc.integer({ min: 0, max: 100 })),
            amount: fc.option(fc.integer({ min: 0, max: 1_000_000 })),
            minOrder: fc.option(fc.integer({ min: 0, max: 2_000_000 })),
            categoryIds: fc.option(fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 })),
          }),
        ),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(0, 9, 21),
        fc.constantFrom('standard' as const, 'reverse_charge' as const, 'unverified' as const),
        (lines, coupon, status, delivery, rate, mode) => {
          const p = computePrices({
            lines,
            coupon,
            statusDiscount: status,
            deliveryCost: delivery,
            vatRate: rate,
            vatMode: mode,
          });
          const ints = [
            p.priceFullDiscountBefore,
            p.couponDiscount,
            p.statusDiscount,
            p.priceNet,
            p.priceFullNDS,
            p.priceFullWithNDS,
          ];
          expect(ints.every(Number.isInteger)).toBe(true);
          expect(p.priceNet).toBeGreaterThanOrEqual(0);
          expect(p.priceNet).toBe(
            p.priceFullDiscountBefore - p.couponDiscount - p.statusDiscount + p.deliveryCost,
          );
          expect(p.priceFullWithNDS).toBe(p.priceNet + p.priceFullNDS);
          expect(Math.abs(p.priceFullNDS - (p.priceNet * p.vatRate) / 100)).toBeLessThanOrEqual(0.5);
          if (mode === 'reverse_charge') expect(p.priceFullNDS).toBe(0);
          // Below a coupon's minimum order it takes nothing off.
          if (coupon && p.priceFullDiscountBefore < (coupon.minOrder ?? 0)) expect(p.couponDiscount).toBe(0);
          // A coupon never takes more than the goods it applies to.
          if (coupon) expect(p.couponDiscount).toBeLessThanOrEqual(couponBase(lines, coupon));
        },
      ),
    );
  });

  it('percentOf rounds to whole cents', () => {
    expect(percentOf(333, 10)).toBe(33);
    expect(percentOf(335, 10)).toBe(34);
    expect(normaliseCoupon('  welkom10 ')).toBe('WELKOM10');
  });
});

describe('lineForProduct', () => {
  it('finds the line of exactly that product, and nothing for foreign or malformed ids', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 1000 }), { maxLength: 8 }),
        fc.integer({ min: 1, max: 1000 }),
        (ids, id) => {
          const lines = ids.map((productId) => ({ productId }));
          expect(lineForProduct(lines, id)?.productId).toBe(ids.includes(id) ? id : undefined);
        },
      ),
    );
    expect(lineForProduct([{ productId: 5 }], '5')).toBeUndefined();
    expect(lineForProduct(undefined, 5)).toBeUndefined();
  });
});
