import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSaleActive, ratingStars, stockDisplay } from './model';

describe('stockDisplay', () => {
  it('follows the thresholds of spec §3', () => {
    expect(stockDisplay(25)).toEqual({ kind: 'plus', text: '+25' });
    expect(stockDisplay(400)).toEqual({ kind: 'plus', text: '+25' });
    expect(stockDisplay(24)).toEqual({ kind: 'count', count: 24 });
    expect(stockDisplay(1)).toEqual({ kind: 'count', count: 1 });
    expect(stockDisplay(0)).toEqual({ kind: 'onRequest' });
    expect(stockDisplay(-3)).toEqual({ kind: 'onRequest' });
  });

  it('shows a count only between 1 and 24', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1000 }), (q) => {
        const d = stockDisplay(q);
        if (d.kind === 'count') expect(d.count >= 1 && d.count < 25).toBe(true);
      }),
    );
  });
});

describe('isSaleActive', () => {
  it('needs the flag and a future end or an indefinite period', () => {
    expect(isSaleActive({ sale: false, finishSale: 2000, indefinitePeriod: false }, 1000)).toBe(false);
    expect(isSaleActive({ sale: true, finishSale: 2000, indefinitePeriod: false }, 1000)).toBe(true);
    expect(isSaleActive({ sale: true, finishSale: 900, indefinitePeriod: false }, 1000)).toBe(false);
    expect(isSaleActive({ sale: true, finishSale: null, indefinitePeriod: true }, 1000)).toBe(true);
  });
});

describe('ratingStars', () => {
  it('maps percent to 0–5 stars', () => {
    expect(ratingStars(100)).toBe(5);
    expect(ratingStars(0)).toBe(0);
    expect(ratingStars(90)).toBe(4.5);
    expect(ratingStars(150)).toBe(5);
  });
});

describe('sale countdown, zoom and autocomplete rules', () => {
  it('splits the remaining time into days, hours, minutes and seconds', async () => {
    const { saleRemaining } = await import('./model');
    expect(saleRemaining(1000 + 86400 * 2 + 3600 * 3 + 60 * 4 + 5, 1000)).toEqual({
      total: 183845,
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(saleRemaining(10, 20).total).toBe(0);
  });
  it('clamps zoom to 1.1–5 in steps of 0.1', async () => {
    const { clampZoom } = await import('./model');
    expect(clampZoom(0.5)).toBe(1.1);
    expect(clampZoom(9)).toBe(5);
    expect(clampZoom(3.04)).toBe(3);
    expect(clampZoom(2.26)).toBe(2.3);
  });
  it('asks for suggestions only when focused, idle and from 2 characters', async () => {
    const { shouldAutocomplete } = await import('./model');
    expect(shouldAutocomplete('d', true, false)).toBe(false);
    expect(shouldAutocomplete('de', true, false)).toBe(true);
    expect(shouldAutocomplete('de', false, false)).toBe(false);
    expect(shouldAutocomplete('de', true, true)).toBe(false);
  });
});
