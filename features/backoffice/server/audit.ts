import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { auditLog } from '@/lib/db/schema';
import type { CurrentCustomer } from '@/features/accounts';

export type AuditEntity = 'order' | 'customer' | 'product' | 'staff' | 'message';

export type AuditEntry = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string;
  entity: string;
  entityId: string;
  action: string;
  data: Record<string, unknown> | null;
};

/** The name a staff member is logged under: their name as it is now, else their e-mail. */
export const actorName = (who: Pick<CurrentCustomer, 'name' | 'email'>) => who.name || who.email;

/**
 * Records a staff action in the audit log. Pass the transaction that makes the change, so the entry and
 * the change commit (or roll back) together.
 */
export async function recordAudit(
  tx: Tx,
  who: Pick<CurrentCustomer, 'id' | 'name' | 'email'>,
  entry: { entity: AuditEntity; entityId: string | number; action: string; data?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: who.id,
    actorName: actorName(who),
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    data: entry.data ?? null,
  });
}

const entryOf = (r: typeof auditLog.$inferSelect): AuditEntry => ({ ...r, at: r.at.toISOString() });

/** A record's audit entries, newest first (shown on the record's page). */
export async function auditOf(entity: AuditEntity, entityId: string | number): Promise<AuditEntry[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(200);
  return rows.map(entryOf);
}
