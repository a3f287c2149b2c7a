import { z } from 'zod';
import { recordId } from '@/lib/validation';

export const productIdParam = z.object({ id: recordId() });
export const orderIdParam = productIdParam;

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
