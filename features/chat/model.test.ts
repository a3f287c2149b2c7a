import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { chatStaffed, escapeHtml, mergeMessages, safeFileName, type ChatMessage } from './model';

describe('chatStaffed', () => {
  const closed = { open: false, next: { day: 1, key: 'monday', time: '08:30' } };
  const open = { open: true, next: null };
  it('is staffed while staff have the console open, whatever the opening hours', () => {
    expect(chatStaffed(true, closed)).toBe(true);
    expect(chatStaffed(false, open)).toBe(false);
  });
  it('falls back to the opening hours when presence cannot be known', () => {
    expect(chatStaffed(null, open)).toBe(true);
    expect(chatStaffed(null, closed)).toBe(false);
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
