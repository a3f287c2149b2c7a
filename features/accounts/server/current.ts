import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { currentCustomer, type CurrentCustomer } from './sessions';

/** The logged-in customer of the page request, or null. */
export async function pageCustomer(): Promise<CurrentCustomer | null> {
  return currentCustomer(await headers());
}

/** Portal pages: the customer, or off to the login page. */
export async function requirePageCustomer(locale: Locale): Promise<CurrentCustomer> {
  const customer = await pageCustomer();
  if (!customer) redirect(localePath(locale, '/customer/login'));
  return customer;
}
