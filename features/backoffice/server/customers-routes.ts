import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import type { Locale } from '@/lib/i18n/routing';
import {
  customerEraseSchema,
  customerIdParam,
  customerListQuerySchema,
  customerNoteSchema,
  statusDiscountSchema,
} from '../customer-schemas';
import {
  addCustomerNote,
  customerDetail,
  eraseCustomer,
  exportCustomer,
  listCustomers,
  setCustomerBlocked,
  setStatusDiscount,
  type CustomerRefusal,
} from './customers';
import { staffOnly } from './staff';

/** A refused customer change as its HTTP error: 404 for unknown (and staff) ids, 409 with the reason. */
function refused(locale: Locale, refusal: CustomerRefusal, last?: { actor: string; percent: number } | null) {
  if (refusal === 'notFound') return new ApiError(404, translateMessage(locale, 'errors.notFound'));
  if (refusal === 'erased')
    return new ApiError(409, translateMessage(locale, 'backoffice.customers.refused.erased'));
  return new ApiError(
    409,
    last
      ? translateMessage(locale, 'backoffice.customers.refused.discountChanged', last)
      : translateMessage(locale, 'backoffice.customers.refused.discountChangedUnknown'),
  );
}

/**
 * The back office's customers (staff with a verified second factor only): list and search, a customer's
 * page, status discount, notes, block and unblock, and the GDPR export and erasure. Staff and admin
 * accounts are not customers here: their ids answer 404 on every route.
 */
export const customerRoutes = new Hono<ApiEnv>()
  .get('/api/staff/customers', staffOnly, validate('query', customerListQuerySchema), async (c) =>
    c.json(await listCustomers(c.req.valid('query'))),
  )
  .get('/api/staff/customers/:id', staffOnly, validate('param', customerIdParam), async (c) => {
    const detail = await customerDetail(c.req.valid('param').id);
    if (!detail) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(detail);
  })
  .put(
    '/api/staff/customers/:id/status-discount',
    staffOnly,
    validate('param', customerIdParam),
    validate('json', statusDiscountSchema),
    async (c) => {
      const outcome = await setStatusDiscount(c.req.valid('param').id, c.req.valid('json'), c.get('staff'));
      if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal, outcome.last);
      return c.json({ repeated: outcome.repeated, statusDiscount: outcome.percent });
    },
  )
  .post(
    '/api/staff/customers/:id/notes',
    staffOnly,
    validate('param', customerIdParam),
    validate('json', customerNoteSchema),
    async (c) => {
      const outcome = await addCustomerNote(c.req.valid('param').id, c.req.valid('json'), c.get('staff'));
      if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal);
      return c.json({ repeated: outcome.repeated, note: outcome.note }, outcome.repeated ? 200 : 201);
    },
  )
  .post('/api/staff/customers/:id/block', staffOnly, validate('param', customerIdParam), async (c) => {
    const outcome = await setCustomerBlocked(c.req.valid('param').id, true, c.get('staff'));
    if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal);
    return c.json({ repeated: outcome.repeated, blockedAt: outcome.blockedAt });
  })
  .post('/api/staff/customers/:id/unblock', staffOnly, validate('param', customerIdParam), async (c) => {
    const outcome = await setCustomerBlocked(c.req.valid('param').id, false, c.get('staff'));
    if (!outcome.ok) throw refused(c.get('locale'), outcome.refusal);
    return c.json({ repeated: outcome.repeated, blockedAt: outcome.blockedAt });
  })
  // GDPR: everything the shop holds on the customer, as a JSON download (recorded in the audit log).
  .get('/api/staff/customers/:id/export', staffOnly, validate('param', customerIdParam), async (c) => {
    const data = await exportCustomer(c.req.valid('param').id, c.get('staff'));
    if (!data) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    const number = String((data.account as { customerNumber: string }).customerNumber);
    return c.body(JSON.stringify(data, null, 2), 200, {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="customer-${number.replace(/[^A-Za-z0-9-]/g, '')}.json"`,
      'cache-control': 'no-store',
    });
  })
  // GDPR: erase the person, keeping the orders and invoices the law keeps; the customer number confirms.
  .post(
    '/api/staff/customers/:id/erase',
    staffOnly,
    validate('param', customerIdParam),
    validate('json', customerEraseSchema),
    async (c) => {
      const locale = c.get('locale');
      const outcome = await eraseCustomer(
        c.req.valid('param').id,
        c.req.valid('json').confirm,
        c.get('staff'),
      );
      if (!outcome.ok && outcome.refusal === 'notFound')
        throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
      if (!outcome.ok)
        throw new ApiError(422, translateMessage(locale, 'errors.invalidData'), {
          confirm: [translateMessage(locale, 'backoffice.customers.validation.confirm')],
        });
      return c.json({ repeated: outcome.repeated, ordersKept: outcome.ordersKept });
    },
  );
