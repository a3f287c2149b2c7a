import { z } from 'zod';
import { recordId } from '@/lib/validation';
import { LOCALES } from '@/lib/i18n/locales';
import { FULFILMENT_STATES, ORDER_ACTIONS, ORDER_STATUSES } from '@/features/checkout/client';

export const productIdParam = z.object({ id: recordId() });
export const orderIdParam = z.object({ id: recordId() });

/** Set the stock to a number, or adjust it by a delta (never below 0). */
export const stockChangeSchema = z
  .object({
    quantity: z.number().int().min(0).max(1_000_000).optional(),
    delta: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  })
  .refine((v) => (v.quantity === undefined) !== (v.delta === undefined), {
    message: 'backoffice.quantityOrDelta',
    path: ['quantity'],
  });

/** A day as the list's date filters take it (the shop's time zone). */
const day = z.string().refine(
  // A real calendar day (not 31 February, which Date.parse would roll over) in a year PostgreSQL takes.
  (v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return /^[12]\d{3}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  },
  'backoffice.orders.validation.date',
);

export const ORDER_SORTS = ['newest', 'oldest', 'totalHigh', 'totalLow'] as const;
export const ORDER_DELIVERIES = ['server', 'laptop', 'pickup', 'dropShip', 'zoneEU'] as const;

/**
 * GET /api/staff/orders (and the CSV export): a page of confirmed orders, by status, payment, date range
 * (days in the shop's time zone, both included), delivery type, business or consumer and a search text.
 */
const orderFilters = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(['paid', 'unpaid']).optional(),
  from: day.optional(),
  to: day.optional(),
  delivery: z.enum(ORDER_DELIVERIES).optional(),
  customer: z.enum(['business', 'consumer']).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(ORDER_SORTS).default('newest'),
});
const dateRange = {
  check: (v: { from?: string; to?: string }) => !v.from || !v.to || v.from <= v.to,
  params: { message: 'backoffice.orders.validation.range', path: ['to'] },
};

export const orderListFiltersSchema = orderFilters.refine(dateRange.check, dateRange.params);
export type OrderListFilters = z.output<typeof orderListFiltersSchema>;

export const orderListQuerySchema = orderFilters
  .extend({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine(dateRange.check, dateRange.params);
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

/** GET /api/staff/orders/export: the list's filters, and the language of the spreadsheet (the page's). */
export const orderExportQuerySchema = orderFilters
  .extend({ lang: z.enum(LOCALES).optional() })
  .refine(dateRange.check, dateRange.params);

/** What staff give with an action: a note, and for shipping the carrier and track-and-trace code. */
export const orderActionFieldsSchema = z.object({
  carrier: z.string().trim().max(50, 'validation.tooLong').optional(),
  trackingCode: z
    .string()
    .trim()
    .max(64, 'validation.tooLong')
    .regex(/^[A-Za-z0-9 -]*$/, 'backoffice.orders.validation.trackingCode')
    .optional(),
  note: z.string().trim().max(1000, 'validation.tooLong').optional(),
});

/**
 * POST /api/staff/orders/:id/actions: an action and the state the staff member saw it in (so a repeated
 * click or a colleague's action in between is noticed); shipping may name the carrier and the
 * track-and-trace code.
 */
export const orderActionSchema = orderActionFieldsSchema
  .extend({ action: z.enum(ORDER_ACTIONS), from: z.enum(FULFILMENT_STATES) })
  .refine((v) => v.action === 'ship' || (!v.carrier && !v.trackingCode), {
    message: 'backoffice.orders.validation.shipOnly',
    path: ['trackingCode'],
  });
export type OrderActionInput = z.output<typeof orderActionSchema>;

/** One line of a refund: a product of the order, how many units, and whether they go back into stock. */
const refundLine = z.object({
  productId: recordId(),
  quantity: z.number().int().min(1, 'backoffice.refunds.validation.quantity').max(10_000),
  restock: z.boolean().default(false),
});

/**
 * POST /api/staff/orders/:id/refunds. `key` is made by the page for one refund (a repeated click sends
 * the same key and refunds once). By lines (the server prices them from the order's frozen lines) or by
 * an amount incl. VAT in cents; `cancel` ends the order as well (only with what is left to refund).
 */
export const refundSchema = z
  .object({
    key: z.string().uuid(),
    mode: z.enum(['lines', 'amount']),
    lines: z.array(refundLine).max(200).default([]),
    amount: z.number().int().min(1, 'backoffice.refunds.validation.amount').max(100_000_000).optional(),
    note: z.string().trim().max(500).optional(),
    cancel: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'lines' && !v.lines.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'backoffice.refunds.validation.noLines' });
    if (v.mode === 'amount' && v.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'backoffice.refunds.validation.amount' });
    if (new Set(v.lines.map((l) => l.productId)).size !== v.lines.length)
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'backoffice.refunds.validation.noLines' });
  });
export type RefundInput = z.output<typeof refundSchema>;

/** An issued invoice or credit note, by number (F2026-000001, C2026-000001). */
export const documentNumberParam = z.object({ number: z.string().regex(/^[FC]\d{4}-\d{6}$/) });

/** An amount in euros as staff type it: 25, 25,5, 25.50 (at most two decimals). */
const EURO = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** Euros as typed to cents (25,50 → 2550). */
export const euroToCents = (v: string) => Math.round(Number(v.trim().replace(',', '.')) * 100);

/**
 * The refund form on the order page: per line how many units (0: not this line) and whether they go back
 * into stock, or an amount in euros; it becomes the API's `refundSchema` body.
 */
export const refundFieldsSchema = z
  .object({
    mode: z.enum(['lines', 'amount']),
    lines: z.array(
      z.object({
        productId: z.number().int(),
        quantity: z.number().int().min(0, 'backoffice.refunds.validation.quantity'),
        restock: z.boolean(),
      }),
    ),
    amount: z.string().trim(),
    note: z.string().trim().max(500),
    cancel: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'amount' && !EURO.test(v.amount))
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'backoffice.refunds.validation.amountFormat',
      });
    else if (v.mode === 'amount' && euroToCents(v.amount) < 1)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'backoffice.refunds.validation.amount' });
    if (v.mode === 'lines' && !v.lines.some((l) => l.quantity > 0))
      ctx.addIssue({ code: 'custom', path: ['lines'], message: 'backoffice.refunds.validation.noLines' });
  });
