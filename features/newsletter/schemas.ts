import { z } from 'zod';
import { captchaToken, requiredEmail, requiredText } from '@/lib/form-fields';

/** Newsletter sign-up of spec §3: name and email. */
export const subscribeSchema = z.object({
  name: requiredText(2, 60),
  email: requiredEmail(),
  captcha: captchaToken,
});
export type SubscribeInput = z.input<typeof subscribeSchema>;

export const tokenSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });
