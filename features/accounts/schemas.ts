import { z } from 'zod';
import { COUNTRIES } from '@/lib/address-rules';
import {
  CUSTOMER_CATEGORIES,
  DELIVERY_AVAILABILITY,
  GENDERS,
  hasCapital,
  hasDigit,
  isIban,
  isKvk,
  isMailbox,
  isPhone,
  isVatNumber,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from './model';

// Messages are message keys, translated on the server (lib/api/app.ts) and in the forms.

/** Login form of spec §3: email, password, privacy (remember me). */
export const loginSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .email('validation.email')
    .max(50, 'validation.tooLong'),
  password: z.string().min(1, 'validation.required').max(100, 'validation.tooLong'),
  remember: z.boolean().optional().default(false),
  /** Where the browser goes after login; the server answers it checked (safeReturnPath) as `redirect`. */
  returnTo: z.string().max(1000).nullish(),
});

export type LoginInput = z.infer<typeof loginSchema>;

/** The second step of a login, and the confirmation of TOTP enrolment: a 6-digit code or a recovery code. */
export const twoFactorCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'validation.required')
    .max(20, 'validation.tooLong')
    .regex(/^(\d{6}|[a-zA-Z0-9][a-zA-Z0-9 -]{9,18})$/, 'accounts.twoFactor.codeFormat'),
});

/** Switching the second factor off asks for the password again. */
export const twoFactorDisableSchema = z.object({
  password: z.string().min(1, 'validation.required').max(100, 'validation.tooLong'),
});

const REQUIRED = { message: 'validation.required', abort: true } as const;

/** A required text of min–max characters (spec §5 length limits). */
const text = (min: number, max: number) =>
  z.string().trim().min(1, REQUIRED).min(min, 'validation.tooShort').max(max, 'validation.tooLong');

/** An optional text: empty is fine, otherwise min–max characters and the format check. */
const optionalText = (min: number, max: number, check?: (v: string) => boolean, formatMessage?: string) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      if (v === '') return;
      if (v.length > max) {
        ctx.addIssue({
          code: 'too_big',
          origin: 'string',
          maximum: max,
          inclusive: true,
          input: v,
          message: 'validation.tooLong',
        });
      } else if (v.length < min) {
        ctx.addIssue({
          code: 'too_small',
          origin: 'string',
          minimum: min,
          inclusive: true,
          input: v,
          message: 'validation.tooShort',
        });
      } else if (check && !check(v)) {
        ctx.addIssue({ code: 'custom', input: v, message: formatMessage ?? 'validation.invalid' });
      }
    })
    .default('');

const email = z
  .string()
  .trim()
  .min(1, REQUIRED)
  .min(6, 'validation.tooShort')
  .max(50, 'validation.tooLong')
  .email('validation.email');

/** Password of spec §5, both readings: 9–30 characters AND at least one capital and one digit. */
export const passwordField = z
  .string()
  .min(1, REQUIRED)
  .min(PASSWORD_MIN, 'validation.tooShort')
  .max(PASSWORD_MAX, 'validation.tooLong')
  .refine(hasCapital, 'accounts.validation.passwordCapital')
  .refine(hasDigit, 'accounts.validation.passwordDigit');

const phone = text(8, 50).refine(isPhone, 'accounts.validation.phone');

const profileShape = {
  companyName: text(3, 50),
  address: text(2, 50),
  house: text(1, 10),
  postcode: text(4, 50),
  city: text(2, 50),
  mailbox: optionalText(5, 50, isMailbox, 'accounts.validation.mailbox'),
  country: z.enum(COUNTRIES, 'validation.required'),
  gender: z.union([z.enum(GENDERS), z.literal('')]).default(''),
  /** Full name of the contact person (the spec's username). */
  username: text(2, 50),
  invoiceEmail: optionalText(6, 50, (v) => z.email().safeParse(v).success, 'validation.email'),
  phone,
  mobile: optionalText(8, 50, isPhone, 'accounts.validation.phone'),
};

const passwordPair = {
  password: passwordField,
  passwordRepeat: z.string().min(1, REQUIRED),
};

type PasswordPair = { password: string; passwordRepeat: string };
const passwordsMatch = {
  check: (v: PasswordPair) => v.password === v.passwordRepeat,
  params: {
    message: 'accounts.validation.passwordMismatch',
    path: ['passwordRepeat'],
    when: (p: { value: unknown }) =>
      typeof (p.value as PasswordPair)?.passwordRepeat === 'string' &&
      (p.value as PasswordPair).passwordRepeat !== '',
  },
};

const companyShape = {
  category: z.enum(CUSTOMER_CATEGORIES, 'validation.required'),
  kvk: optionalText(8, 12, isKvk, 'accounts.validation.kvk'),
  btw: optionalText(4, 20, isVatNumber, 'accounts.validation.btw'),
  bankAccount: text(15, 40).refine(isIban, 'accounts.validation.iban'),
};

const settingsShape = {
  deliveryAvailability: z.enum(DELIVERY_AVAILABILITY).default('weekdays'),
  deliveryDays: z.array(z.coerce.number().int().min(1).max(7)).max(7).default([]),
  noNeighbours: z.boolean().default(false),
  newsletter: z.boolean().default(false),
};

type Settings = { deliveryAvailability: string; deliveryDays: number[] };
const daysChosen = {
  check: (v: Settings) => v.deliveryAvailability !== 'specific' || v.deliveryDays.length > 0,
  params: { message: 'accounts.validation.days', path: ['deliveryDays'] },
};

/** Registration step one: profile data. */
export const registerStepOneSchema = z
  .object({ ...profileShape, email, ...passwordPair })
  .refine(passwordsMatch.check, passwordsMatch.params);

/** Registration step two: personal configuration. */
export const registerStepTwoSchema = z
  .object({
    ...companyShape,
    ...settingsShape,
    terms: z.literal(true, 'accounts.validation.terms'),
  })
  .refine(daysChosen.check, daysChosen.params);

/** The whole registration as POST /customer/register receives it (the logo travels beside it). */
export const registerSchema = z
  .object({
    ...profileShape,
    email,
    ...passwordPair,
    ...companyShape,
    ...settingsShape,
    terms: z.literal(true, 'accounts.validation.terms'),
  })
  .refine(passwordsMatch.check, passwordsMatch.params)
  .refine(daysChosen.check, daysChosen.params);

export type RegisterStepOne = z.input<typeof registerStepOneSchema>;
export type RegisterInput = z.output<typeof registerSchema>;

/** POST /customer/register/setting and the portal's preferences: delivery availability, newsletter. */
export const settingsSchema = z.object(settingsShape).refine(daysChosen.check, daysChosen.params);
export type SettingsInput = z.output<typeof settingsSchema>;

/** Company and contact details in the portal (email and customer number don't change here). */
export const profileSchema = z.object({ ...profileShape, ...companyShape });
export type ProfileInput = z.output<typeof profileSchema>;

export const addressSchema = z.object({
  name: text(2, 50),
  address: text(2, 50),
  house: text(1, 10),
  postcode: text(4, 50),
  city: text(2, 50),
  country: z.enum(COUNTRIES, 'validation.required'),
});
export type AddressInput = z.output<typeof addressSchema>;

export const passwordChangeSchema = z
  .object({ currentPassword: z.string().min(1, REQUIRED).max(100, 'validation.tooLong'), ...passwordPair })
  .refine(passwordsMatch.check, passwordsMatch.params);

export const forgotPasswordSchema = z.object({ email: email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(20, 'accounts.reset.invalid').max(100, 'accounts.reset.invalid'),
    ...passwordPair,
  })
  .refine(passwordsMatch.check, passwordsMatch.params);
