import { z } from 'zod';
import { captchaToken, optionalText, requiredEmail, requiredPhone, requiredText } from '@/lib/form-fields';
import { recordId } from '@/lib/validation';

/** Contact form of spec §3/§5: name 2–60, email required, phone required 8–50 and format-checked, message 30–600. */
export const contactSchema = z.object({
  name: requiredText(2, 60),
  email: requiredEmail(),
  phone: requiredPhone(8, 50),
  message: requiredText(30, 600),
  captcha: captchaToken,
});
export type ContactInput = z.input<typeof contactSchema>;

export const PRE_ORDER_MAX_QUANTITY = 999;

/** Pre-order form for products not in stock: product, quantity and contact data. */
export const preOrderSchema = z.object({
  product_id: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .positive({ error: 'validation.required' }),
  quantity: z.coerce
    .number({ error: 'validation.required' })
    .int({ error: 'formRules.quantity' })
    .min(1, { error: 'formRules.quantity' })
    .max(PRE_ORDER_MAX_QUANTITY, { error: 'formRules.quantity' }),
  name: requiredText(2, 60),
  email: requiredEmail(),
  phone: requiredPhone(8, 50),
  company: optionalText(100),
  message: optionalText(600),
  captcha: captchaToken,
});
export type PreOrderInput = z.input<typeof preOrderSchema>;

export const preOrderQuery = z.object({ product_id: recordId() });

export const countriesQuery = z.object({ filterName: z.string().trim().max(60).optional() });
export const regionsQuery = z.object({ countryName: z.string().trim().max(60).optional() });
