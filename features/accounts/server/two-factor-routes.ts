import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { validate, type ApiContext, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import type { AccountRole } from '@/lib/db/schema';
import { translateMessage } from '@/lib/i18n/translate';
import { rateLimit, resetRateLimit } from '@/lib/rate-limit';
import { isStaffRole, safeReturnPath, type TwoFactorState } from '../model';
import { twoFactorCodeSchema, twoFactorDisableSchema } from '../schemas';
import { findCustomerByEmail } from './customers';
import { linkUid, loginAnswer, requireCustomer, startSession } from './http';
import { verifyPassword } from './passwords';
import { currentCustomer, pendingLogin, revokeSession, tokenFrom } from './sessions';
import {
  confirmEnrolment,
  disableTwoFactor,
  startEnrolment,
  twoFactorState,
  verifySecondFactor,
} from './two-factor';

// Codes per account: a million TOTP codes, so a handful of guesses per window (ASVS 6.6.3).
const CODE_ACCOUNT = { points: 10, seconds: 15 * 60 };

const withReturn = twoFactorCodeSchema.extend({ returnTo: z.string().max(1000).nullish() });

function invalidCode(c: ApiContext): never {
  const locale = c.get('locale');
  throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
    code: [translateMessage(locale, 'accounts.twoFactor.wrongCode')],
  });
}

async function limitCodes(c: ApiContext, customerId: number): Promise<void> {
  await rateLimit(
    '2fa-account',
    String(customerId),
    CODE_ACCOUNT.points,
    CODE_ACCOUNT.seconds,
    translateMessage(c.get('locale'), 'errors.tooManyRequests'),
  );
}

/** Turns a half-finished login into a signed-in session with the second factor. */
async function finishLogin(
  c: ApiContext,
  pending: {
    id: number;
    customerNumber: string;
    email: string;
    name: string;
    role: AccountRole;
    remember: boolean;
  },
  returnTo: string | null | undefined,
) {
  const old = tokenFrom(c.req.raw.headers);
  if (old) await revokeSession(old);
  await resetRateLimit('2fa-account', String(pending.id), CODE_ACCOUNT.points, CODE_ACCOUNT.seconds);
  const token = await startSession(c, pending.id, pending.remember, { secondFactor: true });
  await linkUid(c.get('uid'), pending.id);
  return loginAnswer(token, pending, safeReturnPath(returnTo, '/customer'));
}

export const twoFactorRoutes = new Hono<ApiEnv>()
  /** Second step of a login: a TOTP code or a recovery code. */
  .post('/accounts/two-factor/verify', validate('json', withReturn), async (c) => {
    const pending = await pendingLogin(c.req.raw.headers, 'second-factor');
    if (!pending) throw new ApiError(401, translateMessage(c.get('locale'), 'accounts.twoFactor.expired'));
    await limitCodes(c, pending.id);
    const { code, returnTo } = c.req.valid('json');
    if (!(await verifySecondFactor(pending.id, code))) invalidCode(c);
    return c.json(await finishLogin(c, pending, returnTo));
  })
  /** Whether the signed-in account uses a second factor (account page). */
  .get('/accounts/two-factor', async (c) => {
    const me = await requireCustomer(c);
    return c.json({
      ...(await twoFactorState(me.id)),
      required: isStaffRole(me.role),
    } satisfies TwoFactorState);
  })
  /**
   * A new secret with its QR code: for a signed-in customer turning it on, or staff enrolling at their
   * first login. The only answer that ever carries the secret.
   */
  .post('/accounts/two-factor/setup', async (c) => {
    const locale = c.get('locale');
    const who =
      (await currentCustomer(c.req.raw.headers)) ?? (await pendingLogin(c.req.raw.headers, 'enrol'));
    if (!who) throw new ApiError(401, translateMessage(locale, 'accounts.unauthorized'));
    const setup = await startEnrolment(who.id);
    if (!setup) throw new ApiError(409, translateMessage(locale, 'accounts.twoFactor.alreadyOn'));
    return c.json(setup);
  })
  /** Confirms the setup with a code; answers the recovery codes (once) and, for staff enrolling, signs in. */
  .post('/accounts/two-factor/enable', validate('json', withReturn), async (c) => {
    const locale = c.get('locale');
    const signedIn = await currentCustomer(c.req.raw.headers);
    const enrolling = signedIn ? null : await pendingLogin(c.req.raw.headers, 'enrol');
    const who = signedIn ?? enrolling;
    if (!who) throw new ApiError(401, translateMessage(locale, 'accounts.unauthorized'));
    await limitCodes(c, who.id);
    const { code, returnTo } = c.req.valid('json');
    const recoveryCodes = await confirmEnrolment(who.id, code);
    if (!recoveryCodes) invalidCode(c);
    if (enrolling) return c.json({ recoveryCodes, ...(await finishLogin(c, enrolling, returnTo)) });
    return c.json({ recoveryCodes });
  })
  /** Customers may turn the second factor off again (with their password); staff may not. */
  .post('/accounts/two-factor/disable', validate('json', twoFactorDisableSchema), async (c) => {
    const me = await requireCustomer(c);
    const locale = c.get('locale');
    if (isStaffRole(me.role)) {
      throw new ApiError(403, translateMessage(locale, 'accounts.twoFactor.requiredForStaff'));
    }
    await rateLimit(
      '2fa-disable',
      String(me.id),
      5,
      15 * 60,
      translateMessage(locale, 'errors.tooManyRequests'),
    );
    const account = await findCustomerByEmail(me.email);
    if (!account || !(await verifyPassword(c.req.valid('json').password, account.passwordHash))) {
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        password: [translateMessage(locale, 'accounts.password.wrongCurrent')],
      });
    }
    await disableTwoFactor(me.id);
    return c.json({ ok: true });
  });
