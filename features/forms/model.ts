/** Rules of the public forms and the opening hours shared by server and client. */

export interface WorkDay {
  day: number;
  key: string;
  open: string | null;
  close: string | null;
}

export interface WorkTime {
  timezone: string;
  days: WorkDay[];
}

const minutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether the shop is open at a local weekday (1 = Monday) and minute of the day. */
export function isOpenAt(work: WorkTime, weekday: number, minuteOfDay: number): boolean {
  const d = work.days.find((x) => x.day === weekday);
  if (!d?.open || !d.close) return false;
  return minuteOfDay >= minutes(d.open) && minuteOfDay < minutes(d.close);
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
