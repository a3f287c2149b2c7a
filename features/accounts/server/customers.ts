import 'server-only';
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { customers, type AccountRole } from '@/lib/db/schema';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/** A customer number like 'K-2026-483920': made here once, unique, never changed. */
export function newCustomerNumber(now = new Date()): string {
  return `K-${now.getUTCFullYear()}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export async function findCustomerByEmail(email: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(customers)
    .where(eq(customers.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

export interface NewCustomer {
  email: string;
  password: string;
  name?: string;
  companyName?: string | null;
  phone?: string | null;
  role?: AccountRole;
  /** A TOTP secret provisioned from elsewhere (base32): the second factor is on from the start. */
  totpSecret?: string;
}

/** Creates a customer (or staff member) with a fresh unique customer number (inside `tx` when given). */
export async function createCustomer(input: NewCustomer, tx?: Db) {
  const db = tx ?? (await getDb());
  const passwordHash = await hashPassword(input.password);
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .insert(customers)
      .values({
        customerNumber: newCustomerNumber(),
        email: input.email.trim().toLowerCase(),
        passwordHash,
        name: input.name ?? '',
        companyName: input.companyName ?? null,
        phone: input.phone ?? null,
        role: input.role ?? 'customer',
        ...(input.totpSecret ? { totpSecret: input.totpSecret, totpEnabledAt: new Date() } : {}),
      })
      .onConflictDoNothing({ target: customers.customerNumber })
      .returning();
    if (row) return row;
  }
  throw new Error('could not allocate a customer number');
}

/**
 * Gives an account another role. Sessions opened under the old role stop counting at once (the session
 * check compares roles); they are revoked here as well, so they are gone for good.
 */
export async function setCustomerRole(customerId: number, role: AccountRole): Promise<void> {
  const db = await getDb();
  await db
    .update(customers)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
  await revokeAllSessions(customerId);
}
