import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { rateLimit } from '@/lib/rate-limit';
import { addressSchema, passwordChangeSchema, profileSchema, settingsSchema } from '../schemas';
import { readFormWithLogo, requireCustomer, startSession } from './http';
import {
  addAddress,
  deleteAddress,
  getProfile,
  listAddresses,
  updateProfile,
  updateSettings,
} from './profiles';
import { changePassword } from './password-reset';
import { UPLOAD_LIMIT } from './routes';
import { recordId } from '@/lib/validation';

const PASSWORD_CHANGE = { points: 5, seconds: 15 * 60 };

/** The customer portal's own calls: every one answers only for the logged-in customer's own data. */
export const portalRoutes = new Hono<ApiEnv>()
  .get('/customer/profile', async (c) => {
    const me = await requireCustomer(c);
    return c.json(await getProfile(me.id));
  })
  .put('/customer/profile', validate('json', profileSchema), async (c) => {
    const me = await requireCustomer(c);
    if (!(await updateProfile(me.id, c.req.valid('json')))) {
      throw new ApiError(404, translateMessage(c.get('locale'), 'accounts.noProfile'));
    }
    return c.json({ message: translateMessage(c.get('locale'), 'accounts.saved') });
  })
  .post('/customer/register/setting', UPLOAD_LIMIT, async (c) => {
    const me = await requireCustomer(c);
    const { data, logo } = await readFormWithLogo(c, settingsSchema);
    const saved = await updateSettings(me.id, data, logo);
    if (!saved) throw new ApiError(404, translateMessage(c.get('locale'), 'accounts.noProfile'));
    return c.json({ message: translateMessage(c.get('locale'), 'accounts.saved'), logoPath: saved.logoPath });
  })
  .get('/customer/addresses', async (c) => {
    const me = await requireCustomer(c);
    return c.json({ data: await listAddresses(me.id) });
  })
  .post('/customer/addresses', validate('json', addressSchema), async (c) => {
    const me = await requireCustomer(c);
    const row = await addAddress(me.id, c.req.valid('json'));
    if (!row) throw new ApiError(422, translateMessage(c.get('locale'), 'accounts.addresses.tooMany'));
    return c.json(row, 201);
  })
  .delete('/customer/addresses/:id', validate('param', z.object({ id: recordId() })), async (c) => {
    const me = await requireCustomer(c);
    // Someone else's address answers like a missing one.
    if (!(await deleteAddress(me.id, c.req.valid('param').id))) {
      throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    }
    return c.json({ ok: true });
  })
  .post('/customer/password', validate('json', passwordChangeSchema), async (c) => {
    const me = await requireCustomer(c);
    const locale = c.get('locale');
    await rateLimit(
      'password-change',
      String(me.id),
      PASSWORD_CHANGE.points,
      PASSWORD_CHANGE.seconds,
      translateMessage(locale, 'errors.tooManyRequests'),
    );
    const { currentPassword, password } = c.req.valid('json');
    if (!(await changePassword(me.id, currentPassword, password))) {
      throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
        currentPassword: [translateMessage(locale, 'accounts.password.wrongCurrent')],
      });
    }
    // Every other session ended with the change; this browser stays logged in.
    await startSession(c, me.id, false, { secondFactor: me.secondFactor });
    return c.json({ message: translateMessage(locale, 'accounts.password.changed') });
  });
