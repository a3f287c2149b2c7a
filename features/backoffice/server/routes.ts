import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { acceptOrder } from '@/features/checkout/server/orders';
import { orderIdParam, productIdParam, stockChangeSchema } from '../schemas';
import { staffOnly } from './staff';
import { changeStock } from './stock';

export const backofficeRoutes = new Hono<ApiEnv>()
  .patch(
    '/api/staff/products/:id/stock',
    staffOnly,
    validate('param', productIdParam),
    validate('json', stockChangeSchema),
    async (c) => {
      const row = await changeStock(c.req.valid('param').id, c.req.valid('json'));
      if (!row) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
      return c.json({ data: row });
    },
  )
  // Accepting an unpaid order (cash on pickup, on account) keeps its stock past UNPAID_RESERVATION_HOURS.
  .post('/api/staff/orders/:id/accept', staffOnly, validate('param', orderIdParam), async (c) => {
    const row = await acceptOrder(c.req.valid('param').id);
    if (!row) throw new ApiError(409, translateMessage(c.get('locale'), 'checkout.errors.notAcceptable'));
    return c.json({ data: { id: row.id, status: row.status, acceptedAt: row.acceptedAt } });
  });
