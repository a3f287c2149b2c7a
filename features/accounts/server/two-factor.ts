import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { getDb } from '@/lib/db/client';
import { customers, recoveryCodes } from '@/lib/db/schema';
import {
  RECOVERY_CODE_COUNT,
  normaliseRecoveryCode,
  type TwoFactorSetup,
  type TwoFactorState,
} from '../model';

const ISSUER = 'ServerStore';
/** One step either side of now: clocks of phones drift, and typing takes time. */
const TOLERANCE_S = 30;

const hashCode = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');

/** A recovery code like 'k7m2-x9qp-4hdt': 60 bits, in groups for reading out. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8, 12)].map((g) => g.join('')).join('-');
}

/** The account's second factor; whether the account must keep it is the route's to add (its role). */
export async function twoFactorState(customerId: number): Promise<Omit<TwoFactorState, 'required'>> {
  const db = await getDb();
  const [row] = await db
    .select({ enabledAt: customers.totpEnabledAt })
    .from(customers)
    .where(eq(customers.id, customerId));
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.customerId, customerId), isNull(recoveryCodes.usedAt)));
  return { enabled: !!row?.enabledAt, recoveryCodesLeft: row?.enabledAt ? (left?.n ?? 0) : 0 };
}

/**
 * Starts (or restarts) enrolment: a fresh secret, stored but not in use until a code from it is confirmed.
 * The only moment the secret leaves the server; null when the account already uses a second factor.
 */
export async function startEnrolment(customerId: number): Promise<TwoFactorSetup | null> {
  const db = await getDb();
  const secret = generateSecret();
  const [row] = await db
    .update(customers)
    .set({ totpSecret: secret, totpLastStep: null, updatedAt: sql`now()` })
    .where(and(eq(customers.id, customerId), isNull(customers.totpEnabledAt)))
    .returning({ email: customers.email });
  if (!row) return null;
  const uri = generateURI({ issuer: ISSUER, label: row.email, secret });
  const qr = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qr };
}

/**
 * Checks a TOTP code against the account's secret and records its time step, so the same code can't be
 * used twice; `enrolling` checks the not-yet-enabled secret of an enrolment.
 */
async function acceptTotp(customerId: number, code: string, enrolling: boolean): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const db = await getDb();
  const [row] = await db
    .select({
      secret: customers.totpSecret,
      enabledAt: customers.totpEnabledAt,
      last: customers.totpLastStep,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row?.secret || !!row.enabledAt === enrolling) return false;
  const result = await verify({
    secret: row.secret,
    token: code,
    epochTolerance: TOLERANCE_S,
    ...(row.last !== null ? { afterTimeStep: row.last } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid || !('timeStep' in result)) return false;
  // Only one request may spend a time step: the update is conditional on the step still being newer.
  const [won] = await db
    .update(customers)
    .set({ totpLastStep: result.timeStep })
    .where(
      and(
        eq(customers.id, customerId),
        or(isNull(customers.totpLastStep), lt(customers.totpLastStep, result.timeStep)),
      ),
    )
    .returning({ id: customers.id });
  return !!won;
}

/** Confirms enrolment with a code from the app: the second factor is on; answers the new recovery codes. */
export async function confirmEnrolment(customerId: number, code: string): Promise<string[] | null> {
  if (!(await acceptTotp(customerId, code.trim(), true))) return null;
  const db = await getDb();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ customerId, codeHash: hashCode(c) })));
    await tx
      .update(customers)
      .set({ totpEnabledAt: sql`now()` })
      .where(eq(customers.id, customerId));
  });
  return codes;
}

/** A TOTP code or an unused recovery code (which is then spent) of an account with the second factor on. */
export async function verifySecondFactor(
  customerId: number,
  code: string,
): Promise<'totp' | 'recovery' | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return (await acceptTotp(customerId, trimmed, false)) ? 'totp' : null;
  const db = await getDb();
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.customerId, customerId),
        eq(recoveryCodes.codeHash, hashCode(trimmed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used ? 'recovery' : null;
}

/** Turns the second factor off (customers only; the caller checks the password first). */
export async function disableTwoFactor(customerId: number): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.customerId, customerId));
    await tx
      .update(customers)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId));
  });
}
