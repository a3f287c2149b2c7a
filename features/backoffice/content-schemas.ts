import { z } from 'zod';
import { MAX_ID, recordId } from '@/lib/validation';
import { requiredEmail, requiredPhone, requiredText } from '@/lib/form-fields';

/** Back-office content (FAQ and shop settings): the forms' fields and the API's bodies. */

export const contentIdParam = z.object({ id: recordId() });

/** The record's `updatedAt` as the form loaded it: a colleague's change in between is refused (409). */
const version = z.iso.datetime({ offset: true });

export const faqGroupFieldsSchema = z.object({
  nameNl: requiredText(2, 120),
  nameEn: requiredText(2, 120),
  hidden: z.boolean().default(false),
});

/** POST /api/staff/content/faq/groups: a new group with its key (used in /api/public/faq/type/{key}). */
export const faqGroupCreateSchema = faqGroupFieldsSchema.extend({
  key: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(/^[a-z0-9][a-z0-9-]{1,39}$/, { error: 'backoffice.content.validation.key' }),
});
export type FaqGroupCreateInput = z.output<typeof faqGroupCreateSchema>;

/** PUT /api/staff/content/faq/groups/:id. */
export const faqGroupUpdateSchema = faqGroupFieldsSchema.extend({ updatedAt: version });
export type FaqGroupUpdateInput = z.output<typeof faqGroupUpdateSchema>;

/** A question with its answer in both languages (plain text: the shop shows it as text); POST /api/staff/content/faq/items. */
export const faqItemFieldsSchema = z.object({
  typeId: z.coerce
    .number({ error: 'validation.required' })
    .int()
    .positive('validation.required')
    .max(MAX_ID, 'validation.required'),
  questionNl: requiredText(5, 300),
  questionEn: requiredText(5, 300),
  answerNl: requiredText(5, 5000),
  answerEn: requiredText(5, 5000),
  hidden: z.boolean().default(false),
});
export type FaqItemCreateInput = z.output<typeof faqItemFieldsSchema>;

/** PUT /api/staff/content/faq/items/:id. */
export const faqItemUpdateSchema = faqItemFieldsSchema.extend({ updatedAt: version });
export type FaqItemUpdateInput = z.output<typeof faqItemUpdateSchema>;

/** DELETE /api/staff/content/faq/items/:id (body: the version the page showed). */
export const faqItemDeleteSchema = z.object({ updatedAt: version });

/** POST …/move: one place up or down among its siblings. */
export const moveSchema = z.object({ direction: z.enum(['up', 'down']) });
export type MoveInput = z.output<typeof moveSchema>;

const TIME_RE = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const time = z.string().regex(TIME_RE, { error: 'backoffice.content.validation.time' });
const optionalTime = z
  .union([time, z.literal(''), z.null()])
  .transform((v) => (v === '' || v === null ? null : v));

/** The shop's phone number and e-mail address (settings key 'contact'). */
export const contactFieldsSchema = z.object({ phone: requiredPhone(8, 40), email: requiredEmail(100) });
export const contactSettingsSchema = contactFieldsSchema.extend({ updatedAt: version });
export type ContactSettingsInput = z.output<typeof contactSettingsSchema>;

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/**
 * Opening hours (settings key 'work_time'), Monday to Sunday: open and close as HH:MM, both empty for a
 * closed day; closing must come after opening.
 */
const dayHours = z.object({ open: optionalTime, close: optionalTime }).superRefine((d, ctx) => {
  if ((d.open === null) !== (d.close === null)) {
    ctx.addIssue({
      code: 'custom',
      path: [d.open === null ? 'open' : 'close'],
      message: 'backoffice.content.validation.bothOrNeither',
    });
  } else if (d.open !== null && d.close !== null && d.close <= d.open) {
    ctx.addIssue({
      code: 'custom',
      path: ['close'],
      message: 'backoffice.content.validation.closeAfterOpen',
    });
  }
});
export const workTimeFieldsSchema = z.object({ days: z.array(dayHours).length(7) });
export const workTimeSettingsSchema = workTimeFieldsSchema.extend({ updatedAt: version });
export type WorkTimeSettingsInput = z.output<typeof workTimeSettingsSchema>;

/** The daily shipping cut-off (settings key 'shipping'): orders before it leave the same day. */
export const shippingFieldsSchema = z.object({ cutoff: time });
export const shippingSettingsSchema = shippingFieldsSchema.extend({ updatedAt: version });
export type ShippingSettingsInput = z.output<typeof shippingSettingsSchema>;

export const EDITABLE_SETTINGS = ['contact', 'work_time', 'shipping'] as const;
export type EditableSetting = (typeof EDITABLE_SETTINGS)[number];

/** '+31 (0)20 123 45 67' → '+31201234567': the number as a tel: link dials it. */
export function phoneHref(phone: string): string {
  const plain = phone.replace(/\(0\)/g, '').replace(/[^\d+]/g, '');
  return plain.startsWith('+') ? `+${plain.slice(1).replace(/\+/g, '')}` : plain.replace(/\+/g, '');
}
