import { z } from 'zod';
import { MAX_ID, recordId } from '@/lib/validation';

const partId = z.string().regex(/^[a-z0-9_]{1,40}$/, 'configurator.errors.invalidPart');

/** A configuration's choices (shared by the island, share links, documents and the cart). */
export const selectionSchema = z.object({
  options: z.record(
    partId,
    z.object({
      value: z.number().int().positive().max(MAX_ID).nullable(),
      quantity: z.number().int().min(0).max(999),
    }),
  ),
  warrantyId: z.number().int().positive().max(MAX_ID).nullable().default(null),
  warrantyDeliveryId: z.string().max(20).nullable().default(null),
});

/** A configured product: what the cart's POST /cart/product carries as `configuration` with its productId. */
export const configurationSchema = z.object({
  productId: recordId(),
  selection: selectionSchema,
});

export type SelectionInput = z.infer<typeof selectionSchema>;
export type ConfigurationInput = z.infer<typeof configurationSchema>;

export const productIdParamSchema = z.object({ productId: recordId() });
export const shareIdSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,32}$/) });
