import 'server-only';
import { Hono } from 'hono';
import { validate, type ApiEnv } from '@/lib/api/app';
import { ApiError } from '@/lib/api/errors';
import { translateMessage } from '@/lib/i18n/translate';
import { acceptOrder } from '@/features/checkout';
import {
  orderActionSchema,
  orderIdParam,
  orderExportQuerySchema,
  orderListQuerySchema,
  documentNumberParam,
  productIdParam,
  refundSchema,
  stockChangeSchema,
} from '../schemas';
import { issuedPdf, packingSlipPdf } from '@/features/documents';
import { invoiceOrder } from './invoicing';
import { refundOrder, refundsOf } from './refunds';
import { ORDER_ACTIONS } from '@/features/checkout';
import {
  actOnOrder,
  buildSheet,
  confirmedOrder,
  CSV_MAX_ROWS,
  exportOrders,
  listOrders,
  orderDetail,
} from './orders';
import { staffOnly } from './staff';
import { changeStock } from './stock';

/** A PDF answer: opened in the browser's viewer (inline) or saved (attachment); never cached. */
function pdfResponse(pdf: Buffer, filename: string, disposition: 'inline' | 'attachment'): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `${disposition}; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}

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
  .get('/api/staff/orders', staffOnly, validate('query', orderListQuerySchema), async (c) =>
    c.json(await listOrders(c.req.valid('query'))),
  )
  // The filtered list as a CSV file (before '/:id', which 'export' would otherwise reach).
  .get('/api/staff/orders/export', staffOnly, validate('query', orderExportQuerySchema), async (c) => {
    const { lang, ...filters } = c.req.valid('query');
    const locale = lang ?? c.get('locale');
    const csv = await exportOrders(filters, locale);
    if (csv === null)
      throw new ApiError(
        422,
        translateMessage(locale, 'backoffice.orders.csv.tooMany', { max: CSV_MAX_ROWS }),
      );
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
    const name = `${translateMessage(locale, 'backoffice.orders.csv.fileName')}-${day}.csv`;
    return c.body(csv, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${name}"`,
      'cache-control': 'no-store',
    });
  })
  .get('/api/staff/orders/:id', staffOnly, validate('param', orderIdParam), async (c) => {
    const detail = await orderDetail(c.req.valid('param').id, c.get('locale'));
    if (!detail) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(detail);
  })
  .get('/api/staff/orders/:id/build-sheet', staffOnly, validate('param', orderIdParam), async (c) => {
    const sheet = await buildSheet(c.req.valid('param').id, c.get('locale'));
    if (!sheet) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return c.json(sheet);
  })
  // A staff action (process, hold, resume, ship, deliver): 409 with the reason when it does not apply.
  .post(
    '/api/staff/orders/:id/actions',
    staffOnly,
    validate('param', orderIdParam),
    validate('json', orderActionSchema),
    async (c) => {
      const locale = c.get('locale');
      const outcome = await actOnOrder(c.req.valid('param').id, c.req.valid('json'), c.get('staff'), locale);
      if (outcome.ok) return c.json({ repeated: outcome.repeated, order: outcome.detail });
      if (outcome.refusal === 'notFound')
        throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
      const last = outcome.last;
      const message =
        outcome.refusal !== 'changed'
          ? translateMessage(locale, `backoffice.orders.refused.${outcome.refusal}`)
          : last && (ORDER_ACTIONS as readonly string[]).includes(last.action)
            ? translateMessage(locale, 'backoffice.orders.refused.changed', {
                actor: last.actor,
                action: translateMessage(locale, `backoffice.orders.done.${last.action}`),
              })
            : translateMessage(locale, 'backoffice.orders.refused.changedUnknown');
      throw new ApiError(409, message);
    },
  )
  .get('/api/staff/orders/:id/refunds', staffOnly, validate('param', orderIdParam), async (c) =>
    c.json(await refundsOf(c.req.valid('param').id)),
  )
  // A refund by lines or amount through the payment's provider; the same key refunds once.
  .post(
    '/api/staff/orders/:id/refunds',
    staffOnly,
    validate('param', orderIdParam),
    validate('json', refundSchema),
    async (c) => {
      const locale = c.get('locale');
      const outcome = await refundOrder(c.req.valid('param').id, c.req.valid('json'), c.get('staff'));
      if (outcome.ok)
        return c.json(
          { repeated: outcome.repeated, refund: outcome.refund, creditNote: outcome.creditNote },
          outcome.repeated ? 200 : 201,
        );
      const { status, key, values, field } = outcome.refusal;
      const message = translateMessage(locale, key, values);
      throw new ApiError(status, message, field ? { [field]: [message] } : undefined);
    },
  )
  // The order's invoice, issued once (a repeat answers the same number).
  .post('/api/staff/orders/:id/invoice', staffOnly, validate('param', orderIdParam), async (c) => {
    const locale = c.get('locale');
    const outcome = await invoiceOrder(c.req.valid('param').id, c.get('staff'));
    if (outcome.ok)
      return c.json({ repeated: outcome.repeated, invoice: outcome.invoice }, outcome.repeated ? 200 : 201);
    if (outcome.refusal === 'notFound') throw new ApiError(404, translateMessage(locale, 'errors.notFound'));
    throw new ApiError(409, translateMessage(locale, 'backoffice.invoices.closed'));
  })
  .get('/api/staff/orders/:id/packing-slip', staffOnly, validate('param', orderIdParam), async (c) => {
    const order = await confirmedOrder(c.req.valid('param').id);
    if (!order) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    const { pdf, filename } = await packingSlipPdf(order);
    return pdfResponse(pdf, filename, 'inline');
  })
  // An issued invoice or credit note as it was issued (never rebuilt from today's data).
  .get('/api/staff/documents/:number', staffOnly, validate('param', documentNumberParam), async (c) => {
    const doc = await issuedPdf(c.req.valid('param').number);
    if (!doc) throw new ApiError(404, translateMessage(c.get('locale'), 'errors.notFound'));
    return pdfResponse(doc.pdf, doc.filename, 'inline');
  })
  // Accepting an unpaid order (cash on pickup, on account) keeps its stock past UNPAID_RESERVATION_HOURS.
  .post('/api/staff/orders/:id/accept', staffOnly, validate('param', orderIdParam), async (c) => {
    const row = await acceptOrder(c.req.valid('param').id);
    if (!row) throw new ApiError(409, translateMessage(c.get('locale'), 'checkout.errors.notAcceptable'));
    return c.json({ data: { id: row.id, status: row.status, acceptedAt: row.acceptedAt } });
  });
