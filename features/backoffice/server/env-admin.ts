import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { customers } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { requiredEmail } from '@/lib/form-fields';
import { logger } from '@/lib/logger';
import { createCustomer, passwordField } from '@/features/accounts';
import { recordAudit } from './audit';

// Its own module, apart from team.ts: start-up code (instrumentation.ts) loads nothing of the mail and
// translation code the team's other actions need.

/** The transaction-level advisory lock of the first admin's creation (apart from the start-up lock's key). */
const ENV_ADMIN_LOCK = 724_311_002;

export type EnvAdminOutcome = 'unset' | 'incomplete' | 'badEmail' | 'weakPassword' | 'exists' | 'created';

/**
 * The first admin from the environment (ADMIN_EMAIL, ADMIN_PASSWORD), at start: created with role
 * admin when no account has that address, logged (never the password); an existing account is left
 * exactly as it is (no password is ever reset from the environment). The creation runs under a
 * transaction-level advisory lock as well as the start-up lock, so instances starting together create
 * it once. The admin sets up the second factor at the first login, as all staff do.
 */
export async function ensureEnvAdmin(
  settings: { email?: string; password?: string } = {
    email: env().ADMIN_EMAIL,
    password: env().ADMIN_PASSWORD,
  },
): Promise<EnvAdminOutcome> {
  const email = settings.email?.trim().toLowerCase();
  const { password } = settings;
  if (!email && !password) return 'unset';
  if (!email || !password) {
    logger.warn('ADMIN_EMAIL and ADMIN_PASSWORD go together: one of them is unset, so no admin is created');
    return 'incomplete';
  }
  if (!requiredEmail(100).safeParse(email).success) {
    logger.error({ email }, 'ADMIN_EMAIL is not an e-mail address: no admin created');
    return 'badEmail';
  }
  const db = await getDb();
  const outcome = await db.transaction(async (tx): Promise<EnvAdminOutcome | { role: string }> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ENV_ADMIN_LOCK})`);
    const [existing] = await tx
      .select({ role: customers.role })
      .from(customers)
      .where(eq(customers.email, email))
      .limit(1);
    if (existing) return { role: existing.role };
    if (!passwordField.safeParse(password).success) return 'weakPassword';
    const admin = await createCustomer({ email, password, name: '', role: 'admin' }, tx);
    await recordAudit(tx, admin, {
      entity: 'staff',
      entityId: admin.id,
      action: 'bootstrap',
      data: { role: 'admin', from: 'ADMIN_EMAIL' },
    });
    logger.info(
      { email, customerNumber: admin.customerNumber },
      'admin account created from ADMIN_EMAIL; the second factor is set up at the first login',
    );
    return 'created';
  });
  if (outcome === 'weakPassword') {
    logger.error(
      { email },
      'ADMIN_PASSWORD does not meet the staff password rules (9–30 characters with a capital and a digit): no admin created',
    );
    return outcome;
  }
  if (typeof outcome === 'object') {
    if (outcome.role === 'admin')
      logger.info({ email }, 'ADMIN_EMAIL: the admin account exists; left unchanged');
    else
      logger.warn(
        { email, role: outcome.role },
        'ADMIN_EMAIL belongs to an account that is not an admin; left unchanged',
      );
    return 'exists';
  }
  return outcome;
}
