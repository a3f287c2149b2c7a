import { z } from 'zod';
import { DELIVERY_OPTIONS, PAYMENT_METHODS } from './model';
import { recordId } from '@/lib/validation';
import { COUNTRIES, hasVatShape, normaliseVat } from '@/lib/address-rules';

const id = recordId();
const text = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(1, 'validation.required')
    .min(min, 'validation.tooShort')
    .max(max, 'validation.tooLong');
const optionalText = (max: number) => z.string().trim().max(max, 'validation.tooLong').optional().default('');

export const PHONE_RE = /^\+?[0-9 ()-]{8,50}$/;
export const KVK_NL_RE = /^\d{8}$/;
export const KVK_RE = /^[A-Za-z0-9 .-]{4,20}$/;

/** Payment address form of spec §3; business customers give kvk, optionally btw. */
export const paymentAddressSchema = z
  .object({
    customerName: text(2, 50),
    username: optionalText(50),
    address: text(2, 50),
    house: text(1, 10),
    postcode: text(4, 50),
    country: z.enum(COUNTRIES, 'validation.required'),
    region: optionalText(50),
    email: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .email('validation.email')
      .max(50, 'validation.tooLong'),
    phone: z.string().trim().min(1, 'validation.required').regex(PHONE_RE, 'checkout.validation.phone'),
    category: z.enum(['private', 'business']).default('private'),
    kvk: optionalText(20),
    btw: z.string().trim().max(20, 'validation.tooLong').optional().default('').transform(normaliseVat),
  })
  .superRefine((v, ctx) => {
    if (v.category !== 'business') return;
    if (!v.kvk) ctx.addIssue({ code: 'custom', path: ['kvk'], message: 'validation.required' });
    else if (!(v.country === 'NL' ? KVK_NL_RE : KVK_RE).test(v.kvk))
      ctx.addIssue({ code: 'custom', path: ['kvk'], message: 'checkout.validation.kvk' });
    if (v.btw && !hasVatShape(v.btw))
      ctx.addIssue({ code: 'custom', path: ['btw'], message: 'checkout.validation.btw' });
  });

export type PaymentAddress = z.output<typeof paymentAddressSchema>;
export type PaymentAddressInput = z.input<typeof paymentAddressSchema>;

/** POST /cart/pay/data: orderId, customer (the payment address). */
export const payDataSchema = z.object({ orderId: id, customer: paymentAddressSchema });
/** POST /get/cart/customer: orderId, customer data (prefill known fields). */
export const getCustomerSchema = z.object({
  orderId: id,
  customer: z.record(z.string(), z.unknown()).optional(),
});
/** POST /customer/btw: customer { btw, country }. */
export const btwSchema = z.object({
  customer: z.object({
    btw: z
      .string()
      .trim()
      .min(1, 'validation.required')
      .max(20, 'validation.tooLong')
      .transform(normaliseVat),
    country: z.enum(COUNTRIES).optional(),
  }),
});

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'checkout.validation.time');

/** Delivery form of spec §3. */
export const deliveryFormSchema = z.object({
  customerName: optionalText(50),
  username: optionalText(50),
  namens: optionalText(50),
  address: optionalText(100),
  postcode: optionalText(50),
  region: optionalText(50),
  country: z
    .union([z.enum(COUNTRIES), z.literal('')])
    .optional()
    .default(''),
  email: z
    .union([z.string().trim().email('validation.email').max(50), z.literal('')])
    .optional()
    .default(''),
  phone: z
    .union([z.string().trim().regex(PHONE_RE, 'checkout.validation.phone'), z.literal('')])
    .optional()
    .default(''),
  date: z
    .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'checkout.validation.date'), z.literal('')])
    .optional()
    .default(''),
  startTime: z
    .union([time, z.literal('')])
    .optional()
    .default(''),
  endTime: z
    .union([time, z.literal('')])
    .optional()
    .default(''),
});

export type DeliveryForm = z.output<typeof deliveryFormSchema>;

/** POST /cart/delivery: checkboxes, form, orderId, type. */
export const deliverySchema = z
  .object({
    orderId: id,
    type: z.coerce
      .number()
      .int()
      .min(1, 'checkout.noDeliveryType')
      .max(5, 'checkout.noDeliveryType')
      .nullish(),
    checkboxes: z.array(z.enum(DELIVERY_OPTIONS)).max(4).default([]),
    form: deliveryFormSchema.default({} as never),
  })
  .superRefine((v, ctx) => {
    if (v.type == null) ctx.addIssue({ code: 'custom', path: ['type'], message: 'checkout.noDeliveryType' });
    if (v.form.startTime && v.form.endTime && v.form.endTime <= v.form.startTime)
      ctx.addIssue({ code: 'custom', path: ['form', 'endTime'], message: 'checkout.validation.timeWindow' });
  });

export const methodSchema = z.object({
  orderId: id,
  method: z.enum(PAYMENT_METHODS as unknown as [string, ...string[]]),
});

/** POST /cart/pay/credit: default-type methods (on account, cash on pickup). */
export const payCreditSchema = z.object({
  orderId: id,
  method: z.enum(['oprekening', 'cashpickup']),
  orderDescription: z.string().max(1000).optional(),
  condition: z.literal(true, 'checkout.validation.conditions').optional(),
});

/** POST /cart/pay/bank: acquire-type methods; the redirect URLs are rebuilt on the server, never trusted. */
export const payBankSchema = z.object({
  orderId: id,
  method: z.enum(PAYMENT_METHODS as unknown as [string, ...string[]]),
  bankRadio: z.string().max(40).nullish(),
  redirectUrl: z.string().max(500).optional(),
  redirectUrlCancel: z.string().max(500).optional(),
});

export const qrcodeSchema = z.object({
  orderId: id,
  qrcode: z.boolean().optional(),
  redirectUrl: z.string().max(500).optional(),
  redirectUrlCancel: z.string().max(500).optional(),
});

export const retrySchema = z.object({ orderId: id, uid: z.string().max(64).optional() });

export const testPaySchema = z.object({
  status: z.enum(['paid', 'failed', 'canceled', 'expired', 'pending']),
});

/** POST /cart/delivery/offer: the delivery costs for a type and options, without saving. */
export const deliveryOfferSchema = z.object({
  orderId: id,
  type: z.coerce.number().int().min(1).max(5).nullish(),
  checkboxes: z.array(z.enum(DELIVERY_OPTIONS)).max(4).default([]),
});
