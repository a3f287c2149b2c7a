import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addRating, averageStars, lastPage, reviewsLd, scoreOutOfTen, type Review } from './model';

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
      fc.property(
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 5 }),
        (p, n, s) => {
          const r = addRating(p, n, s);
          return (
            r.ratingCount === n + 1 &&
            r.rating >= Math.min(p, s * 20) - 1 &&
            r.rating <= Math.max(p, s * 20) + 1
          );
        },
      ),
    );
  });

  it('averages stars with one decimal, 0 without reviews', () => {
    expect(averageStars(0, 0)).toBe(0);
    expect(averageStars(9, 2)).toBe(4.5);
    expect(averageStars(14, 3)).toBe(4.7);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (r) => {
        const a = averageStars(
          r.reduce((x, y) => x + y, 0),
          r.length,
        );
        return a >= 1 && a <= 5;
      }),
    );
  });

  it('gives a product aggregateRating and reviews in JSON-LD only when there are approved reviews', () => {
    expect(reviewsLd({ count: 0, average: 0 }, [])).toEqual({});
    const review = (id: number, rating: number): Review => ({
      id,
      name: `Klant ${id}`,
      rating,
      text: `Tekst ${id}`,
      productId: 7,
      createdAt: '2026-11-20T10:00:00.000Z',
    });
    const ld = reviewsLd(
      { count: 7, average: 4.3 },
      [1, 2, 3, 4, 5, 6, 7].map((i) => review(i, 4)),
    );
    expect(ld).toMatchObject({
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: '4.3',
        bestRating: '5',
        worstRating: '1',
        reviewCount: 7,
      },
    });
    expect(ld.review).toHaveLength(5);
    expect(ld.review![0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Klant 1' },
      datePublished: '2026-11-20',
      reviewBody: 'Tekst 1',
      reviewRating: { '@type': 'Rating', ratingValue: '4', bestRating: '5', worstRating: '1' },
    });
  });
});
