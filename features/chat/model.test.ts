import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  escapeHtml,
  localClock,
  mergeMessages,
  safeFileName,
  toMinutes,
  workStatus,
  type ChatMessage,
  type WorkTime,
} from './model';

const WORK: WorkTime = {
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

describe('workStatus', () => {
  it('is open on a weekday afternoon in Amsterdam and closed at night and in the weekend', () => {
    expect(workStatus(WORK, new Date('2025-03-12T13:00:00Z')).open).toBe(true); // Wed 14:00 CET
    expect(workStatus(WORK, new Date('2025-03-12T07:29:00Z')).open).toBe(false); // Wed 08:29
    expect(workStatus(WORK, new Date('2025-03-12T07:30:00Z')).open).toBe(true); // Wed 08:30
    expect(workStatus(WORK, new Date('2025-03-14T16:00:00Z'))).toEqual({
      open: false,
      next: { day: 1, key: 'monday', time: '08:30' },
    }); // Fri 17:00
    expect(workStatus(WORK, new Date('2025-03-15T12:00:00Z')).next?.key).toBe('monday');
    expect(workStatus(WORK, new Date('2025-03-12T05:00:00Z')).next).toEqual({
      day: 3,
      key: 'wednesday',
      time: '08:30',
    });
  });

  it('follows summer time', () => {
    expect(workStatus(WORK, new Date('2025-07-09T06:45:00Z')).open).toBe(true); // 08:45 CEST
    expect(workStatus(WORK, new Date('2025-01-08T06:45:00Z')).open).toBe(false); // 07:45 CET
  });

  it('open exactly when the local time lies within the day’s hours (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }),
        (date) => {
          const { day, minutes } = localClock(date, WORK.timezone);
          const d = WORK.days.find((x) => x.day === day)!;
          const expected = !!d.open && minutes >= toMinutes(d.open) && minutes < toMinutes(d.close!);
          const s = workStatus(WORK, date);
          expect(s.open).toBe(expected);
          if (!s.open) expect(s.next).not.toBeNull();
        },
      ),
    );
  });

  it('has no next opening when the shop is never open', () => {
    const closed = { ...WORK, days: WORK.days.map((d) => ({ ...d, open: null, close: null })) };
    expect(workStatus(closed, new Date())).toEqual({ open: false, next: null });
  });
});

const msg = (id: number): ChatMessage => ({
  id,
  chatId: 1,
  sender: 'shopper',
  staffName: null,
  body: `m${id}`,
  file: null,
  createdAt: '',
});

describe('mergeMessages', () => {
  it('keeps each message once, sorted by id (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(50)), fc.array(fc.nat(50)), (a, b) => {
        const merged = mergeMessages(a.map(msg), b.map(msg));
        const ids = merged.map((m) => m.id);
        expect(ids).toEqual([...new Set([...a, ...b])].sort((x, y) => x - y));
      }),
    );
  });
});

describe('safeFileName and escapeHtml', () => {
  it('strips paths and control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\tmp\\offerte "x".pdf')).toBe('offerte _x_.pdf');
    expect(safeFileName('..')).toBe('bestand');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const out = safeFileName(s);
        expect(out).not.toMatch(/[\\/\u0000-\u001f"]/);
        expect(out.length).toBeGreaterThan(0);
        expect(out.length).toBeLessThanOrEqual(120);
      }),
    );
  });

  it('escapes markup', () => {
    expect(escapeHtml('<script>"a" & \'b\'</script>')).toBe(
      '&lt;script&gt;&quot;a&quot; &amp; &#39;b&#39;&lt;/script&gt;',
    );
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>"']/);
      }),
    );
  });
});
