import { randomBytes } from 'node:crypto';
import { and, eq, gte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { products } from '@/lib/db/schema';

export const newUid = () => randomBytes(18).toString('base64url');

type Init = { body?: unknown; uid?: string; headers?: Record<string, string>; locale?: 'nl' | 'en' };

/** Calls the portal API in-process as a visitor (uid header) or customer (session headers). */
export async function call(method: string, path: string, init: Init = {}) {
  const { portalApp } = await import('@/app/api/portal/app');
  const headers: Record<string, string> = { 'x-locale': init.locale ?? 'nl', ...(init.headers ?? {}) };
  if (init.uid) headers.uid = init.uid;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await portalApp.request(`/api/portal${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const type = res.headers.get('content-type') ?? '';
  const data = type.includes('json') ? await res.json() : Buffer.from(await res.arrayBuffer());
  return { status: res.status, data, headers: res.headers };
}

/** Active products with at least `min` units in stock, cheapest ids first. */
export async function stockedProducts(min = 3, n = 3) {
  const db = await getDb();
  return db
    .select({ id: products.id, price: products.price, quantity: products.quantity, nameNl: products.nameNl })
    .from(products)
    .where(and(eq(products.active, true), gte(products.quantity, min)))
    .orderBy(products.id)
    .limit(n);
}

export async function setStock(id: number, quantity: number) {
  const db = await getDb();
  await db.update(products).set({ quantity }).where(eq(products.id, id));
}

export async function stockOf(id: number) {
  const db = await getDb();
  const [p] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, id));
  return p.q;
}

export const privateAddress = {
  customerName: 'Jan Jansen',
  address: 'Kerkstraat',
  house: '12a',
  postcode: '1017 GC',
  country: 'NL',
  region: 'Amsterdam',
  email: 'jan@example.test',
  phone: '+31 6 12345678',
  category: 'private',
};

export const businessAddress = (country: string, btw: string) => ({
  ...privateAddress,
  customerName: 'Max Muster',
  username: 'Muster Rechenzentrum GmbH',
  country,
  category: 'business',
  kvk: 'HRB12345',
  btw,
  email: 'max@example.test',
});
