import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { visitors, visits } from '@/lib/db/schema';

export function newUid(): string {
  return randomBytes(18).toString('base64url');
}

/** Returns the visitor's uid, creating the visitor when the uid is unknown or absent. */
export async function ensureVisitor(uid: string | null): Promise<string> {
  const db = await getDb();
  if (uid) {
    const updated = await db
      .update(visitors)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(visitors.uid, uid))
      .returning({ uid: visitors.uid });
    if (updated.length) return uid;
  }
  const fresh = uid ?? newUid();
  await db.insert(visitors).values({ uid: fresh }).onConflictDoNothing();
  return fresh;
}

export interface VisitInput {
  kind: 'load' | 'route' | 'ping' | 'close';
  path: string;
  from?: string | null;
  to?: string | null;
  locale?: string | null;
  userAgent?: string | null;
}

export async function recordVisit(uid: string, v: VisitInput): Promise<void> {
  const db = await getDb();
  await db.insert(visits).values({
    uid,
    kind: v.kind,
    path: v.path,
    fromPath: v.from ?? null,
    toPath: v.to ?? null,
    locale: v.locale ?? null,
    userAgent: v.userAgent?.slice(0, 300) ?? null,
  });
}
