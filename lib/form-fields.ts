import { z } from 'zod';

/**
 * Field rules shared by the shop's forms (client resolver and server validation). Messages are
 * message keys, translated on both sides; an empty field reports 'required' only.
 */
export function requiredText(min: number, max: number) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .min(min, { error: 'validation.tooShort' })
    .max(max, { error: 'validation.tooLong' });
}

export function optionalText(max: number) {
  return z.string().trim().max(max, { error: 'validation.tooLong' }).optional().default('');
}

export function requiredEmail(max = 100) {
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(max, { error: 'validation.tooLong', abort: true })
    .pipe(z.email({ error: 'validation.email' }));
}

/** Phone numbers as people write them: digits with spaces, dashes, dots, slashes, brackets, one leading +. */
export const PHONE_RE = /^\+?[0-9][0-9 ()./-]*[0-9]$/;

export function isPhone(value: string): boolean {
  return PHONE_RE.test(value) && value.replace(/\D/g, '').length >= 8;
}

export function requiredPhone(min = 8, max = 50) {
  return requiredText(min, max).refine(isPhone, { error: 'formRules.phone' });
}

/** reCAPTCHA v3 token sent along with a form (absent when no site key is configured). */
export const captchaToken = z.string().max(4000).optional();
