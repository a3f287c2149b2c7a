import { z } from 'zod';
import { configurationSchema } from '@/features/configurator/client';
import { recordId } from '@/lib/validation';

const id = recordId();

/** POST /cart/product: the item plus uid (the uid itself comes from the header). */
export const addProductSchema = z.object({
  item: z.object({
    productId: id,
    quantity: z.coerce.number().int().min(1).max(999).default(1),
    /** A configured product (build-your-own): priced on the server from the database. */
    configuration: configurationSchema.optional(),
  }),
  uid: z.string().max(64).optional(),
});

export const removeProductSchema = z.object({ productId: id, orderId: id });

export const quantitySchema = z.object({
  orderId: id,
  uid: z.string().max(64).optional(),
  prodId: id,
  quantity: z.coerce.number().int().min(0).max(999),
});

export const descriptionSchema = z.object({
  orderId: id,
  uid: z.string().max(64).optional(),
  description: z.string().max(1000, 'validation.tooLong'),
});

export const cartIdSchema = z.object({ uid: z.string().max(64).optional() });

export const steps = ['cart', 'auth', 'paymentAddress', 'delivery', 'payment', 'confirm', 'cancel'] as const;

export const pricesQuerySchema = z.object({ orderId: id, step: z.enum(steps).optional() });

/** POST /cart/prices: apply (or clear, with an empty string) a coupon code. */
export const pricesBodySchema = z.object({
  orderId: id,
  coupon: z.string().trim().max(40, 'validation.tooLong').default(''),
  step: z.enum(steps).optional(),
});

export const orderIdParamSchema = z.object({ orderId: id });

export const documentSchema = z.object({
  orderId: id.optional(),
  customer: z
    .object({
      name: z.string().trim().max(100).optional(),
      company: z.string().trim().max(100).optional(),
      email: z.string().trim().max(100).optional(),
    })
    .optional(),
});
