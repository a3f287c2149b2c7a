import { z } from 'zod';
import { recordId } from '@/lib/validation';
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

/** GET /api/staff/orders: a page of confirmed orders, by status and a search text. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  status: z.enum(ORDER_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

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
