import 'server-only';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { isControlToken } from '@/lib/control';
import { translateMessage } from '@/lib/i18n/translate';
import { logger } from '@/lib/logger';
import { staffCreateSchema } from '../staff-create';
import { createStaffAccounts } from './staff-accounts';

/** Only a call with this server's control token (lib/control.ts); anyone else finds nothing here. */
const controlOnly = createMiddleware<ApiEnv>(async (c, next) => {
  const auth = c.req.header('authorization')?.replace(/^Bearer /, '');
  if (!isControlToken(auth)) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
  await next();
});

/** The local control channel's calls: what the shop's scripts need while the server holds the database. */
export const controlRoutes = new Hono<ApiEnv>().post(
  '/internal/staff',
  controlOnly,
  validate('json', staffCreateSchema),
  async (c) => {
    const results = await createStaffAccounts(c.req.valid('json'));
    for (const r of results.filter((x) => x.created))
      logger.info({ email: r.email }, 'staff account created by staff:create (control channel)');
    return c.json({ results });
  },
);
