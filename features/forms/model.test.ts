import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { zonedClock } from '@/features/content/client';
import { foldWorkDays, toMinutes, workStatus, type WorkTime } from './model';

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
  it('folds equal consecutive days', () => {
    expect(foldWorkDays(work.days)).toEqual([
      { from: 'monday', to: 'thursday', open: '08:30', close: '17:30' },
      { from: 'friday', to: 'friday', open: '08:30', close: '17:00' },
      { from: 'saturday', to: 'sunday', open: null, close: null },
    ]);
  });
});

describe('workStatus', () => {
  it('is open on a weekday afternoon in Amsterdam and closed at night and in the weekend', () => {
    expect(workStatus(work, new Date('2025-03-12T13:00:00Z')).open).toBe(true); // Wed 14:00 CET
    expect(workStatus(work, new Date('2025-03-12T07:29:00Z')).open).toBe(false); // Wed 08:29
    expect(workStatus(work, new Date('2025-03-12T07:30:00Z')).open).toBe(true); // Wed 08:30
    expect(workStatus(work, new Date('2025-03-14T16:00:00Z'))).toEqual({
      open: false,
      next: { day: 1, key: 'monday', time: '08:30' },
    }); // Fri 17:00
    expect(workStatus(work, new Date('2025-03-15T12:00:00Z')).next?.key).toBe('monday');
    expect(workStatus(work, new Date('2025-03-12T05:00:00Z')).next).toEqual({
      day: 3,
      key: 'wednesday',
      time: '08:30',
    });
  });

  it('follows summer time', () => {
    expect(workStatus(work, new Date('2025-07-09T06:45:00Z')).open).toBe(true); // 08:45 CEST
    expect(workStatus(work, new Date('2025-01-08T06:45:00Z')).open).toBe(false); // 07:45 CET
  });

  it('open exactly when the local time lies within the day’s hours (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (date) => {
          const { weekday: day, minutes } = zonedClock(date, work.timezone);
          const d = work.days.find((x) => x.day === day)!;
          const expected = !!d.open && minutes >= toMinutes(d.open) && minutes < toMinutes(d.close!);
          const s = workStatus(work, date);
          expect(s.open).toBe(expected);
          if (!s.open) expect(s.next).not.toBeNull();
        },
      ),
    );
  });

  it('has no next opening when the shop is never open', () => {
    const closed = { ...work, days: work.days.map((d) => ({ ...d, open: null, close: null })) };
    expect(workStatus(closed, new Date())).toEqual({ open: false, next: null });
  });
});
