import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { getDb, type Tx } from '@/lib/db/client';
import { auditLog, customers } from '@/lib/db/schema';
import type { CurrentCustomer } from '@/features/accounts';
import { auditRecordPath, type AuditList } from '../team-model';
import type { AuditListQuery } from '../team-schemas';

export type AuditEntity =
  'order' | 'customer' | 'product' | 'staff' | 'message' | 'content' | 'coupon' | 'discount';

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

const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/Amsterdam'`;

/**
 * The audit log for admins, newest first, a page at a time: by record kind, action, actor (account id),
 * record id and date range (days in the shop's time zone, both included). Each entry says where its
 * record is in the back office.
 */
export async function listAudit(query: AuditListQuery): Promise<AuditList> {
  const db = await getDb();
  const conditions: SQL[] = [];
  if (query.entity) conditions.push(eq(auditLog.entity, query.entity));
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.actor) conditions.push(eq(auditLog.actorId, query.actor));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.from) conditions.push(sql`${auditLog.at} >= ${dayStart(query.from)}`);
  if (query.to) conditions.push(sql`${auditLog.at} < ${dayStart(query.to)} + interval '1 day'`);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    data: rows.map((r) => ({ ...entryOf(r), href: auditRecordPath(r.entity, r.entityId) })),
    meta: {
      total: n,
      page: query.page,
      perPage: query.perPage,
      lastPage: Math.max(1, Math.ceil(n / query.perPage)),
    },
  };
}

/** Who may appear as an actor in the audit list's filter: the staff and admin accounts. */
export async function auditActors(): Promise<{ id: number; name: string }[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: customers.id, name: customers.name, email: customers.email })
    .from(customers)
    .where(inArray(customers.role, ['staff', 'admin']))
    .orderBy(sql`lower(${customers.name})`, asc(customers.id))
    .limit(1000);
  return rows.map((r) => ({ id: r.id, name: actorName(r) }));
}
