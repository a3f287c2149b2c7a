import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { cached } from '@/lib/cache';
import { DEFAULT_VAT_RATE } from '@/lib/money';
import type { ContactSettings, RatingSettings } from '../model';

export function getSetting<T = unknown>(key: string): Promise<T | null> {
  return cached(
    `setting:${key}`,
    async () => {
      const db = await getDb();
      const [row] = await db.select().from(settings).where(eq(settings.key, key)).limit(1);
      return (row?.value as T) ?? null;
    },
    { ttlSeconds: 300, tags: ['settings'] },
  );
}

export async function getContact(): Promise<ContactSettings> {
  return (await getSetting<ContactSettings>('contact')) ?? { phone: '', phoneHref: '', email: '' };
}

export async function getRatings(): Promise<RatingSettings> {
  return (
    (await getSetting<RatingSettings>('ratings')) ?? {
      shopRating: 9.8,
      searchRating: 4.6,
      searchReviewsUrl: '#',
    }
  );
}

export async function getVatRate(): Promise<number> {
  const v = await getSetting<{ rate: number }>('vat');
  return v?.rate ?? DEFAULT_VAT_RATE;
}

export async function getShipping(): Promise<{ cutoff: string; timezone: string }> {
  return (
    (await getSetting<{ cutoff: string; timezone: string }>('shipping')) ?? {
      cutoff: '15:00',
      timezone: 'Europe/Amsterdam',
    }
  );
}
