import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRating, lastPage, scoreOutOfTen } from './model';

describe('reviews model', () => {
  it('scores on a 10-point scale', () => {
    expect(scoreOutOfTen([])).toBe(0);
    expect(scoreOutOfTen([5, 5, 5, 4])).toBe(9.5);
    expect(scoreOutOfTen([1])).toBe(2);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (r) => {
        const s = scoreOutOfTen(r);
        return s >= 2 && s <= 10;
      }),
    );
  });

  it('counts pages', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
  });

  it('keeps the product rating a running average within 0–100', () => {
    expect(addRating(0, 0, 5)).toEqual({ rating: 100, ratingCount: 1 });
    expect(addRating(100, 1, 3)).toEqual({ rating: 80, ratingCount: 2 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 5 }), (p, n, s) => {
        const r = addRating(p, n, s);
        return r.ratingCount === n + 1 && r.rating >= Math.min(p, s * 20) - 1 && r.rating <= Math.max(p, s * 20) + 1;
      }),
    );
  });
});
