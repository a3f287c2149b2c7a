import 'server-only';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
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
