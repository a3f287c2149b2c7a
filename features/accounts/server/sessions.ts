import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { customers, sessions } from '@/lib/db/schema';

export const SESSION_COOKIE = 'session';
/** Session lifetime: a day, or 30 days with "remember me". */
export const SESSION_TTL_S = 24 * 60 * 60;
export const REMEMBER_TTL_S = 30 * 24 * 60 * 60;

export interface CurrentCustomer {
  id: number;
  customerNumber: string;
  email: string;
  name: string;
  role: 'customer' | 'staff';
  statusDiscount: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  customerId: number,
  opts: { remember?: boolean; userAgent?: string | null } = {},
): Promise<{ token: string; maxAge: number }> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  const maxAge = opts.remember ? REMEMBER_TTL_S : SESSION_TTL_S;
  await db.insert(sessions).values({
    id: hashToken(token),
    customerId,
    expiresAt: new Date(Date.now() + maxAge * 1000),
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, maxAge };
}

export async function revokeSession(token: string): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.id, hashToken(token)));
}

/** Revokes every session of a customer (password change or reset). */
export async function revokeAllSessions(customerId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)));
}

function tokenFrom(headers: Headers): string | null {
  const auth = headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  const cookie = headers.get('cookie') ?? '';
  const m = cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`));
  return m ? decodeURIComponent(m[1]) : null;
}

/** The logged-in customer of a request (session cookie or Bearer token), or null for a visitor. */
export async function currentCustomer(headers: Headers): Promise<CurrentCustomer | null> {
  const token = tokenFrom(headers);
  if (!token || token.length > 100) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: customers.id,
      customerNumber: customers.customerNumber,
      email: customers.email,
      name: customers.name,
      role: customers.role,
      statusDiscount: customers.statusDiscount,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(eq(sessions.id, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1);
  return row ?? null;
}
