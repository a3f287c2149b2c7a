import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { customers, sessions, type AccountRole, type SessionStage } from '@/lib/db/schema';
import { isStaffRole } from '../model';

export const SESSION_COOKIE = 'session';
/** Session lifetime: a day, or 30 days with "remember me". */
export const SESSION_TTL_S = 24 * 60 * 60;
export const REMEMBER_TTL_S = 30 * 24 * 60 * 60;
/** A half-finished login (waiting for the second factor or TOTP enrolment) lives ten minutes. */
export const PENDING_TTL_S = 10 * 60;
/** Staff sessions end after 30 minutes without a request (ASVS 7.3.1). */
export const STAFF_IDLE_S = 30 * 60;
/** How stale the last-seen time may get before a request writes it again. */
const TOUCH_AFTER_S = 30;

export interface CurrentCustomer {
  id: number;
  customerNumber: string;
  email: string;
  name: string;
  role: AccountRole;
  statusDiscount: number;
  /** The session was opened with a second factor. */
  secondFactor: boolean;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession(
  customerId: number,
  opts: { remember?: boolean; userAgent?: string | null; stage?: SessionStage; secondFactor?: boolean } = {},
): Promise<{ token: string; maxAge: number }> {
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  const stage = opts.stage ?? 'full';
  const maxAge = stage !== 'full' ? PENDING_TTL_S : opts.remember ? REMEMBER_TTL_S : SESSION_TTL_S;
  const [who] = await db
    .select({ role: customers.role })
    .from(customers)
    .where(eq(customers.id, customerId))
    .limit(1);
  if (!who) throw new Error(`no account ${customerId}`);
  await db.insert(sessions).values({
    id: hashToken(token),
    customerId,
    expiresAt: new Date(Date.now() + maxAge * 1000),
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
    stage,
    role: who.role,
    secondFactor: opts.secondFactor ?? false,
    remember: opts.remember ?? false,
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

/** The session token of a request (session cookie or Bearer token). */
export function tokenFrom(headers: Headers): string | null {
  const auth = headers.get('authorization');
  if (auth?.startsWith('Bearer ')) return auth.slice(7).trim() || null;
  const cookie = headers.get('cookie') ?? '';
  const m = cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`));
  return m ? decodeURIComponent(m[1]) : null;
}

/** A live session of `stage` behind `token`, with its account; null when expired, revoked or stale. */
async function sessionOf(token: string | null, stage: SessionStage) {
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
      secondFactor: sessions.secondFactor,
      remember: sessions.remember,
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.id, hashToken(token)),
        eq(sessions.stage, stage),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // A role change (either way) ends every session opened under the old role.
        eq(sessions.role, customers.role),
        // A blocked account's sessions count for nothing, also one opened while it was being blocked.
        isNull(customers.blockedAt),
        // Staff sessions also end after a while without requests.
        or(
          eq(sessions.role, 'customer'),
          gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${STAFF_IDLE_S})`),
        ),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (isStaffRole(row.role) && Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_S * 1000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(sessions.id, row.sessionId),
          lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${TOUCH_AFTER_S})`),
        ),
      );
  }
  return row;
}

/** The logged-in customer of a request (session cookie or Bearer token), or null for a visitor. */
export async function currentCustomer(headers: Headers): Promise<CurrentCustomer | null> {
  const row = await sessionOf(tokenFrom(headers), 'full');
  if (!row) return null;
  const { id, customerNumber, email, name, role, statusDiscount, secondFactor } = row;
  return { id, customerNumber, email, name, role, statusDiscount, secondFactor };
}

/** The account of a half-finished login (second factor or enrolment still to come), or null. */
export async function pendingLogin(headers: Headers, stage: 'second-factor' | 'enrol') {
  return sessionOf(tokenFrom(headers), stage);
}
