import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { customers, passwordResets } from '@/lib/db/schema';
import { sendMail } from '@/lib/mail';
import { publicUrl } from '@/lib/env';
import { localePath, type Locale } from '@/lib/i18n/routing';
import { translator } from '@/lib/i18n/translate';
import { findCustomerByEmail } from './customers';
import { hashPassword, verifyPassword } from './passwords';
import { revokeAllSessions } from './sessions';

/** A reset link lives one hour and works once. */
export const RESET_TTL_S = 60 * 60;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Mails a one-time reset link when the address belongs to an account; answers nothing either way, so
 * the caller's answer can't tell whether an account exists.
 */
export async function requestPasswordReset(email: string, locale: Locale): Promise<void> {
  const customer = await findCustomerByEmail(email);
  if (!customer) return;
  const db = await getDb();
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    id: hashToken(token),
    customerId: customer.id,
    expiresAt: new Date(Date.now() + RESET_TTL_S * 1000),
  });
  const t = translator(locale);
  const link = `${publicUrl()}${localePath(locale, '/customer/reset-password')}?token=${token}`;
  await sendMail({
    to: customer.email,
    subject: t('accounts.resetMail.subject'),
    text: t('accounts.resetMail.text', {
      name: customer.name || customer.email,
      link,
      minutes: RESET_TTL_S / 60,
    }),
  });
}

/** Sets a new password with a valid link; the link and every other open link die, all sessions end. */
export async function resetPassword(token: string, password: string): Promise<number | null> {
  const db = await getDb();
  const passwordHash = await hashPassword(password);
  const customerId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.id, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ customerId: passwordResets.customerId });
    if (!used) return null;
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.id, used.customerId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.customerId, used.customerId), isNull(passwordResets.usedAt)));
    return used.customerId;
  });
  if (customerId !== null) await revokeAllSessions(customerId);
  return customerId;
}

/** Changes the password after checking the current one; ends every session (the caller opens a new one). */
export async function changePassword(customerId: number, current: string, next: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ hash: customers.passwordHash })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row || !(await verifyPassword(current, row.hash))) return false;
  await db
    .update(customers)
    .set({ passwordHash: await hashPassword(next), updatedAt: sql`now()` })
    .where(eq(customers.id, customerId));
  await revokeAllSessions(customerId);
  return true;
}
