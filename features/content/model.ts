/** Content rules shared by server and client: menus, shipping promise. */

import type { MenuItem } from '@/components/layout/menu-types';

export type { MenuItem };

export interface ContactSettings {
  phone: string;
  phoneHref: string;
  email: string;
  address?: string;
  kvk?: string;
  btw?: string;
}

export interface RatingSettings {
  shopRating: number;
  searchRating: number;
  searchReviewsUrl: string;
  reviewCount?: number;
}

export interface CategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  path: string;
  sort: number;
}

/** Builds the nested category menu from flat rows (children sorted by sort, then name). */
export function buildCategoryTree(rows: CategoryRow[]): MenuItem[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    const parent = r.parentId !== null && ids.has(r.parentId) ? r.parentId : null;
    const list = byParent.get(parent) ?? [];
    list.push(r);
    byParent.set(parent, list);
  }
  const build = (parent: number | null, seen: Set<number>): MenuItem[] =>
    (byParent.get(parent) ?? [])
      .filter((r) => !seen.has(r.id))
      .sort((a, b) => a.sort - b.sort || a.name.localeCompare(b.name))
      .map((r) => ({
        name: r.name,
        route: r.path,
        categoryId: r.id,
        children: build(r.id, new Set([...seen, r.id])),
      }));
  return build(null, new Set());
}

const WEEKDAY: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** Local weekday (1 = Monday) and minutes after midnight of an instant in a time zone. */
export function zonedClock(at: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY[get('weekday')] ?? 1, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/**
 * Spec §1: in-stock parts ordered before the cut-off (15:00) on a working day ship the same day.
 * Working days are Monday to Friday in the shop's time zone.
 */
export function shipsToday(at: Date, cutoff = '15:00', timeZone = 'Europe/Amsterdam'): boolean {
  const [h, m] = cutoff.split(':').map(Number);
  const { weekday, minutes } = zonedClock(at, timeZone);
  return weekday <= 5 && minutes < h * 60 + (m || 0);
}
