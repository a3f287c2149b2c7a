import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { currentCustomer, isVerifiedStaff, type CurrentCustomer } from '@/features/accounts';

/**
 * Staff pages: the verified member of staff, or the 404 page for anyone else (shoppers learn nothing of
 * the back office). Every staff page calls this itself; a layout's check does not guard its pages.
 */
export async function requireStaffPage(): Promise<CurrentCustomer> {
  const who = await currentCustomer(await headers());
  if (!who || !isVerifiedStaff(who)) notFound();
  return who;
}

/** Admin-only pages: the verified admin, or the 404 page (staff included). */
export async function requireAdminPage(): Promise<CurrentCustomer> {
  const who = await requireStaffPage();
  if (who.role !== 'admin') notFound();
  return who;
}

/** A record id from a route segment: a positive whole number, else null (the page answers 404). */
export function routeId(raw: string): number | null {
  return /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/**
 * A staff record page's start: the page's locale set, the staff check, then the record the route names
 * (`key` reads it from the route's segments; null, or no such record: the 404 page).
 */
export async function staffRecordPage<P extends { locale: string }, K, T>(
  params: Promise<P>,
  key: (params: P) => K | null,
  load: (key: K) => Promise<T | null>,
): Promise<{ locale: Locale; record: T }> {
  const p = await params;
  const locale = p.locale as Locale;
  setRequestLocale(locale);
  await requireStaffPage();
  const k = key(p);
  const record = k === null ? null : await load(k);
  if (!record) notFound();
  return { locale, record };
}

/** A route segment that must match `pattern` (a slug, a hook), else null (the page answers 404). */
export function routeKey(raw: string, pattern: RegExp): string | null {
  return pattern.test(raw) ? raw : null;
}
