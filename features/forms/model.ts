/** Rules of the public forms and the seller's opening hours, shared by server and client. */

import { zonedClock } from '@/features/content/client';

export interface WorkDay {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  day: number;
  key: string;
  open: string | null;
  close: string | null;
}

/** The seller's opening hours: settings key 'work_time'. */
export interface WorkTime {
  timezone: string;
  days: WorkDay[];
}

export interface WorkStatus {
  open: boolean;
  /** The next moment the seller opens (weekday + time), when closed now and ever open. */
  next: { day: number; key: string; time: string } | null;
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Is the seller open at `date`? Open from `open` (inclusive) to `close` (exclusive), local time. */
export function workStatus(work: WorkTime, date: Date): WorkStatus {
  const { weekday, minutes } = zonedClock(date, work.timezone);
  const byDay = new Map(work.days.map((d) => [d.day, d]));
  const today = byDay.get(weekday);
  if (today?.open && today.close && minutes >= toMinutes(today.open) && minutes < toMinutes(today.close)) {
    return { open: true, next: null };
  }
  for (let i = 0; i < 8; i++) {
    const d = byDay.get(((weekday - 1 + i) % 7) + 1);
    if (!d?.open || !d.close) continue;
    if (i === 0 && minutes >= toMinutes(d.open)) continue;
    return { open: false, next: { day: d.day, key: d.key, time: d.open } };
  }
  return { open: false, next: null };
}

/** Consecutive days with the same hours folded into ranges (Mon–Thu 08:30–17:30, Fri …, Sat–Sun closed). */
export function foldWorkDays(
  days: WorkDay[],
): { from: string; to: string; open: string | null; close: string | null }[] {
  const sorted = [...days].sort((a, b) => a.day - b.day);
  const out: { from: string; to: string; open: string | null; close: string | null; last: number }[] = [];
  for (const d of sorted) {
    const prev = out[out.length - 1];
    if (prev && prev.open === d.open && prev.close === d.close && prev.last === d.day - 1) {
      prev.to = d.key;
      prev.last = d.day;
    } else out.push({ from: d.key, to: d.key, open: d.open, close: d.close, last: d.day });
  }
  return out.map(({ from, to, open, close }) => ({ from, to, open, close }));
}
