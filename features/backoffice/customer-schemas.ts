import { z } from 'zod';
import { recordId } from '@/lib/validation';
import { requiredText } from '@/lib/form-fields';

export const customerIdParam = z.object({ id: recordId() });

export const CUSTOMER_SORTS = ['newest', 'oldest', 'name', 'orders', 'spent'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/**
 * GET /api/staff/customers: a page of customer accounts, searched over name, e-mail, company, customer
 * number, KvK and VAT number, sorted.
 */
export const customerListQuerySchema = z.object({
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  sort: z.enum(CUSTOMER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

const percent = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(0, message).max(100, message);

/** The status-discount field as staff fill it in (0–100 %, whole numbers). */
export const statusDiscountFieldsSchema = z.object({
  percent: percent('backoffice.customers.validation.percent'),
});

/**
 * PUT /api/staff/customers/:id/status-discount: the new percentage and the one the page showed, so a
 * colleague's change in between is noticed rather than overwritten.
 */
export const statusDiscountSchema = statusDiscountFieldsSchema.extend({
  from: z.number().int().min(0).max(100),
});
export type StatusDiscountInput = z.output<typeof statusDiscountSchema>;

/** A staff note as the form sends it. */
export const customerNoteFieldsSchema = z.object({ body: requiredText(1, 2000) });

/**
 * POST /api/staff/customers/:id/notes: the note and, from the form, a key of its own per submission (the
 * same note sent twice is stored once).
 */
export const customerNoteSchema = customerNoteFieldsSchema.extend({
  key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});
export type CustomerNoteInput = z.output<typeof customerNoteSchema>;

/** POST /api/staff/customers/:id/erase: the customer number typed by hand, as the confirmation. */
export const customerEraseSchema = z.object({ confirm: requiredText(1, 40) });
export type CustomerEraseInput = z.output<typeof customerEraseSchema>;
