import 'server-only';
import { getSetting } from '@/features/content';
import type { WorkTime } from '../model';

const FALLBACK: WorkTime = { timezone: 'Europe/Amsterdam', days: [] };

/** Opening hours of the seller: settings key 'work_time' (never open when the setting is missing). */
export async function getWorkTime(): Promise<WorkTime> {
  return (await getSetting<WorkTime>('work_time')) ?? FALLBACK;
}
