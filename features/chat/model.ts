/** Pure rules of the live chat: opening hours, file limits, message shapes, transcript text. */

export interface WorkDay {
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  day: number;
  key: string;
  open: string | null;
  close: string | null;
}
export interface WorkTime {
  timezone: string;
  days: WorkDay[];
}
export interface WorkStatus {
  open: boolean;
  /** The next moment the seller is there (weekday + time), when closed now. */
  next: { day: number; key: string; time: string } | null;
}

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Types allowed for chat files, checked against the file's content (not its name or declared type). */
export const CHAT_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
] as const;
export type ChatFileType = (typeof CHAT_FILE_TYPES)[number];
export const CHAT_FILE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,.pdf';

export function isAllowedFileType(mime: string | undefined): mime is ChatFileType {
  return !!mime && (CHAT_FILE_TYPES as readonly string[]).includes(mime);
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Weekday (1–7) and minutes since midnight of an instant in a time zone. */
export function localClock(date: Date, timezone: string): { day: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS[get('weekday')] ?? 1, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

/** Is the seller there at `date`? Open from `open` (inclusive) to `close` (exclusive), local time. */
export function workStatus(work: WorkTime, date: Date): WorkStatus {
  const { day, minutes } = localClock(date, work.timezone);
  const byDay = new Map(work.days.map((d) => [d.day, d]));
  const today = byDay.get(day);
  if (today?.open && today.close && minutes >= toMinutes(today.open) && minutes < toMinutes(today.close)) {
    return { open: true, next: null };
  }
  for (let i = 0; i < 8; i++) {
    const d = byDay.get(((day - 1 + i) % 7) + 1);
    if (!d?.open || !d.close) continue;
    if (i === 0 && minutes >= toMinutes(d.open)) continue;
    return { open: false, next: { day: d.day, key: d.key, time: d.open } };
  }
  return { open: false, next: null };
}

export interface ChatFileInfo {
  id: number;
  name: string;
  contentType: string;
  size: number;
}
export interface ChatMessage {
  id: number;
  chatId: number;
  sender: 'shopper' | 'staff';
  staffName: string | null;
  body: string;
  file: ChatFileInfo | null;
  createdAt: string;
}

/** Adds messages to a list once each (own messages come back over the websocket too), in id order. */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** A safe file name for storage and Content-Disposition: no paths, no control characters, bounded. */
export function safeFileName(name: string, fallback = 'bestand'): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"<>:|?*]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(-120);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : fallback;
}

export function formatBytes(n: number, locale: string): string {
  const fmt = (v: number) =>
    v.toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', { maximumFractionDigits: 1 });
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${fmt(n / 1024)} kB`;
  return `${fmt(n / 1024 / 1024)} MB`;
}

export function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
