import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { foldWorkDays, isOpenAt, type WorkTime } from './model';

const work: WorkTime = {
  timezone: 'Europe/Amsterdam',
  days: [
    { day: 1, key: 'monday', open: '08:30', close: '17:30' },
    { day: 2, key: 'tuesday', open: '08:30', close: '17:30' },
    { day: 3, key: 'wednesday', open: '08:30', close: '17:30' },
    { day: 4, key: 'thursday', open: '08:30', close: '17:30' },
    { day: 5, key: 'friday', open: '08:30', close: '17:00' },
    { day: 6, key: 'saturday', open: null, close: null },
    { day: 7, key: 'sunday', open: null, close: null },
  ],
};

describe('opening hours', () => {
  it('knows when the shop is open', () => {
    expect(isOpenAt(work, 1, 8 * 60 + 29)).toBe(false);
    expect(isOpenAt(work, 1, 8 * 60 + 30)).toBe(true);
    expect(isOpenAt(work, 5, 17 * 60)).toBe(false);
    expect(isOpenAt(work, 6, 12 * 60)).toBe(false);
  });

  it('is never open on a closed day', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 6, max: 7 }),
        fc.integer({ min: 0, max: 1439 }),
        (d, m) => !isOpenAt(work, d, m),
      ),
    );
  });

  it('folds equal consecutive days', () => {
    expect(foldWorkDays(work.days)).toEqual([
      { from: 'monday', to: 'thursday', open: '08:30', close: '17:30' },
      { from: 'friday', to: 'friday', open: '08:30', close: '17:00' },
      { from: 'saturday', to: 'sunday', open: null, close: null },
    ]);
  });
});
