import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { productIdParam, stockChangeSchema } from '../schemas';
import { staffOnly } from './staff';
import { changeStock } from './stock';

export const backofficeRoutes = new Hono<ApiEnv>().patch(
  '/api/staff/products/:id/stock',
  staffOnly,
  validate('param', productIdParam),
  validate('json', stockChangeSchema),
  async (c) => {
    const row = await changeStock(c.req.valid('param').id, c.req.valid('json'));
    if (!row) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json({ data: row });
  },
);
