import { z } from 'zod';
import { captchaToken, requiredText } from '@/lib/form-fields';

import { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from './model';
import { recordId } from '@/lib/validation';

export { REVIEW_TEXT_MAX, REVIEW_TEXT_MIN };

/** POST /api/public/reviews/webshop: a shop review, or a product review with product_id. */
export const reviewSchema = z.object({
  name: requiredText(2, 60),
  rating: z.coerce
    .number({ error: 'validation.required' })
    .int({ error: 'formRules.rating' })
    .min(1, { error: 'formRules.rating' })
    .max(5, { error: 'formRules.rating' }),
  text: requiredText(REVIEW_TEXT_MIN, REVIEW_TEXT_MAX),
  product_id: recordId().optional(),
  captcha: captchaToken,
});

export type ReviewInput = z.input<typeof reviewSchema>;

/** GET /api/public/reviews/webshop?page=&product_id= */
export const reviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  product_id: recordId().optional(),
});

export const moderationParam = z.object({ id: recordId() });
export const moderationBody = z.object({ action: z.enum(['approve', 'reject']) });
