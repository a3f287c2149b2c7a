import 'server-only';
import type { Context, Next } from 'hono';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { ApiEnv } from '@/lib/api/app';
import { currentCustomer, type CurrentCustomer } from '@/features/accounts';
import { isVerifiedStaff } from '@/features/accounts';

/**
 * The logged-in staff member of a request; 401 without a session, 403 for a customer or for staff whose
 * session was not opened with the second factor.
 */
export async function requireStaff(c: Context<ApiEnv>): Promise<CurrentCustomer> {
  const who = await currentCustomer(c.req.raw.headers);
  if (!who) throw new ApiError(401, translateMessage(c.get('locale'), 'backoffice.loginRequired'));
  if (!isVerifiedStaff(who))
    throw new ApiError(403, translateMessage(c.get('locale'), 'backoffice.staffOnly'));
  return who;
}

/** Middleware: staff only, checked before the request body is validated. */
export async function staffOnly(c: Context<ApiEnv>, next: Next): Promise<void> {
  await requireStaff(c);
  await next();
}
