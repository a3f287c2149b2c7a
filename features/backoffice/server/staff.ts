import 'server-only';
import { createMiddleware } from 'hono/factory';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { ApiEnv } from '@/lib/api/app';
import { currentCustomer, isVerifiedStaff, type CurrentCustomer } from '@/features/accounts';

/**
 * Middleware for every staff call, checked before the request body is validated: 401 without a session,
 * 403 for a customer or for staff whose session was not opened with the second factor. The staff member
 * is then the request's `staff` variable, so a handler needn't look the session up again.
 */
export const staffOnly = createMiddleware<ApiEnv & { Variables: { staff: CurrentCustomer } }>(
  async (c, next) => {
    const who = await currentCustomer(c.req.raw.headers);
    if (!who) throw new ApiError(401, translateMessage(c.get('locale'), 'backoffice.loginRequired'));
    if (!isVerifiedStaff(who))
      throw new ApiError(403, translateMessage(c.get('locale'), 'backoffice.staffOnly'));
    c.set('staff', who);
    await next();
  },
);
