import 'server-only';
import { Hono } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import { uploadLimit, validate, UID_COOKIE, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { clientIp, failureCount, rateLimit, recordFailure, resetFailures } from '@/lib/rate-limit';
import {
  isStaffRole,
  LOGIN_DELAY_AFTER,
  loginDelayMs,
  LOGO_MAX_BYTES,
  safeReturnPath,
  type RegisterAnswer,
  type SecondFactorNeeded,
} from '../model';
import { forgotPasswordSchema, loginSchema, registerSchema, resetPasswordSchema } from '../schemas';
import { findCustomerByEmail } from './customers';
import { verifyPassword } from './passwords';
import { revokeSession, SESSION_COOKIE } from './sessions';
import { linkUid, loginAnswer, readFormWithLogo, startSession } from './http';
import { sendLoginAlert } from './login-alert';
import { EmailTakenError, registerCustomer } from './profiles';
import { requestPasswordReset, resetPassword } from './password-reset';

// Per IP generous (offices share one address), counting every attempt. Per account no hard lockout (anyone
// could lock a known customer out with it): failures slow the account's next attempts down (loginDelayMs).
const LOGIN_IP = { points: 100, seconds: 15 * 60 };
const LOGIN_FAILURE_WINDOW_S = 15 * 60;
const REGISTER_IP = { points: 20, seconds: 60 * 60 };
const FORGOT_IP = { points: 10, seconds: 15 * 60 };
const FORGOT_ACCOUNT = { points: 3, seconds: 15 * 60 };
const RESET_IP = { points: 10, seconds: 15 * 60 };
// Compared against when the email is unknown, so both answers take as long (no user enumeration).
const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
/** A logo of 2 MB plus the form around it. */
export const UPLOAD_LIMIT = uploadLimit(LOGO_MAX_BYTES);

export const accountRoutes = new Hono<ApiEnv>()
  .post('/accounts/async-login', validate('json', loginSchema), async (c) => {
    const { email, password, remember, returnTo } = c.req.valid('json');
    const locale = c.get('locale');
    const tooMany = translateMessage(locale, 'errors.tooManyRequests');
    const ip = clientIp(c.req.raw.headers);
    const account = email.toLowerCase();
    await rateLimit('login-ip', ip, LOGIN_IP.points, LOGIN_IP.seconds, tooMany);
    const delay = loginDelayMs(await failureCount('login-fail', account, LOGIN_FAILURE_WINDOW_S));
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const customer = await findCustomerByEmail(account);
    const ok = await verifyPassword(password, customer?.passwordHash ?? DUMMY_HASH);
    if (!customer || !ok) {
      // Unknown addresses count too, so the answers don't tell which accounts exist.
      const failures = await recordFailure('login-fail', account, LOGIN_FAILURE_WINDOW_S);
      // The owner hears of it once per window, however often the count starts over.
      if (
        customer &&
        failures === LOGIN_DELAY_AFTER &&
        (await recordFailure('login-alert', account, LOGIN_FAILURE_WINDOW_S)) === 1
      ) {
        void sendLoginAlert(customer, failures).catch((err: Error) =>
          logger.error({ err: err.message }, 'login alert mail failed'),
        );
      }
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        password: [translateMessage(locale, 'accountsCore.loginFailed')],
      });
    }
    await resetFailures('login-fail', account, LOGIN_FAILURE_WINDOW_S);
    // A blocked account (staff blocked the customer, or deactivated a staff member) opens no session. Said
    // plainly, and only after the right password: it tells nothing to whoever does not know that.
    if (customer.blockedAt)
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        password: [translateMessage(locale, 'accountsCore.blocked')],
      });
    const redirect = safeReturnPath(returnTo, '/customer');
    // With a second factor (or staff who must still enrol one) the password only opens a half-finished
    // login: the session cookie then signs in nothing until the code is given.
    if (customer.totpEnabledAt || isStaffRole(customer.role)) {
      const stage = customer.totpEnabledAt ? 'second-factor' : 'enrol';
      await startSession(c, customer.id, remember, { stage });
      return c.json({
        twoFactor: stage === 'enrol' ? 'enrol' : 'verify',
        redirect,
      } satisfies SecondFactorNeeded);
    }
    const token = await startSession(c, customer.id, remember);
    await linkUid(c.get('uid'), customer.id);
    // Spec §4: login lands in the account area, unless a same-site return path (e.g. the checkout) was given.
    return c.json(loginAnswer(token, customer, redirect));
  })
  .post('/accounts/logout', async (c) => {
    const token = getCookie(c, SESSION_COOKIE);
    if (token) await revokeSession(token);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    // Spec §4: logging out reloads the uid as 0; the client then asks GET /api/configs/uid for a new one.
    deleteCookie(c, UID_COOKIE, { path: '/' });
    return c.json({ ok: true, uid: '0' });
  })
  .post('/customer/register', UPLOAD_LIMIT, async (c) => {
    const locale = c.get('locale');
    await rateLimit(
      'register-ip',
      clientIp(c.req.raw.headers),
      REGISTER_IP.points,
      REGISTER_IP.seconds,
      translateMessage(locale, 'errors.tooManyRequests'),
    );
    const { data, logo } = await readFormWithLogo(c, registerSchema);
    let customer;
    try {
      customer = await registerCustomer(data, logo);
    } catch (e) {
      if (!(e instanceof EmailTakenError)) throw e;
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        email: [translateMessage(locale, 'accounts.validation.emailTaken')],
      });
    }
    const token = await startSession(c, customer.id, false);
    await linkUid(c.get('uid'), customer.id);
    return c.json(
      {
        token,
        customer: { customerNumber: customer.customerNumber, email: customer.email, name: customer.name },
      } satisfies RegisterAnswer,
      201,
    );
  })
  .post('/accounts/password/forgot', validate('json', forgotPasswordSchema), async (c) => {
    const locale = c.get('locale');
    const { email } = c.req.valid('json');
    const tooMany = translateMessage(locale, 'errors.tooManyRequests');
    await rateLimit('forgot-ip', clientIp(c.req.raw.headers), FORGOT_IP.points, FORGOT_IP.seconds, tooMany);
    await rateLimit(
      'forgot-account',
      email.toLowerCase(),
      FORGOT_ACCOUNT.points,
      FORGOT_ACCOUNT.seconds,
      tooMany,
    );
    // After the answer, not before it: an existing account's link and mail take measurably longer, and
    // the answer must not tell whether the account exists. Not even the lookup starts before the answer is
    // out (setImmediate runs after it): a found row's insert would otherwise share the event loop with it.
    setImmediate(() => {
      void requestPasswordReset(email, locale).catch((err: Error) =>
        logger.error({ err: err.message }, 'password reset mail failed'),
      );
    });
    return c.json({ message: translateMessage(locale, 'accounts.forgot.sent') });
  })
  .post('/accounts/password/reset', validate('json', resetPasswordSchema), async (c) => {
    const locale = c.get('locale');
    await rateLimit(
      'reset-ip',
      clientIp(c.req.raw.headers),
      RESET_IP.points,
      RESET_IP.seconds,
      translateMessage(locale, 'errors.tooManyRequests'),
    );
    const { token, password } = c.req.valid('json');
    const customerId = await resetPassword(token, password);
    if (customerId === null) {
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        token: [translateMessage(locale, 'accounts.reset.invalid')],
      });
    }
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ message: translateMessage(locale, 'accounts.reset.done') });
  });
