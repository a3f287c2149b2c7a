import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { fieldIssues } from '@/lib/validation';
import { validRegistration } from '@/tests/support/registration';
import {
  addressSchema,
  registerSchema,
  registerStepOneSchema,
  registerStepTwoSchema,
  resetPasswordSchema,
  settingsSchema,
} from './schemas';

/** The messages of a field when `patch` is applied to a valid registration. */
function messages(schema: z.ZodType, patch: Record<string, unknown>, field: string): string[] {
  const r = schema.safeParse({ ...validRegistration, ...patch });
  if (r.success) return [];
  return fieldIssues(r.error)
    .filter((i) => i.field === field)
    .map((i) => i.message);
}

const ofLength = (n: number, ch = 'a') => ch.repeat(n);

describe('registration schema (spec §5)', () => {
  it('accepts a complete registration and each step on its own', () => {
    expect(registerSchema.safeParse(validRegistration).success).toBe(true);
    expect(registerStepOneSchema.safeParse(validRegistration).success).toBe(true);
    expect(registerStepTwoSchema.safeParse(validRegistration).success).toBe(true);
  });

  it.each([
    'companyName',
    'address',
    'house',
    'postcode',
    'city',
    'username',
    'email',
    'password',
    'phone',
    'bankAccount',
  ])('%s is required with the required message only', (field) => {
    expect(messages(registerSchema, { [field]: '' }, field)).toEqual(['validation.required']);
    expect(messages(registerSchema, { [field]: '   ' }, field)[0]).toBe(
      field === 'password' ? 'validation.tooShort' : 'validation.required',
    );
  });

  it('requires country, company category and terms', () => {
    expect(messages(registerSchema, { country: '' }, 'country')).toEqual(['validation.required']);
    expect(messages(registerSchema, { category: '' }, 'category')).toEqual(['validation.required']);
    expect(messages(registerSchema, { terms: false }, 'terms')).toEqual(['accounts.validation.terms']);
  });

  it.each([
    ['companyName', 3, 50],
    ['address', 2, 50],
    ['house', 1, 10],
    ['postcode', 4, 50],
    ['username', 2, 50],
  ])('%s is %i–%i characters', (field, min, max) => {
    expect(messages(registerSchema, { [field]: ofLength(min) }, field as string)).toEqual([]);
    expect(messages(registerSchema, { [field]: ofLength(max) }, field as string)).toEqual([]);
    expect(messages(registerSchema, { [field]: ofLength(max + 1) }, field as string)).toEqual([
      'validation.tooLong',
    ]);
    if (min > 1)
      expect(messages(registerSchema, { [field]: ofLength(min - 1) }, field as string)).toEqual([
        'validation.tooShort',
      ]);
  });

  it('email is 6–50 characters and an address', () => {
    expect(messages(registerSchema, { email: 'a@b.nl' }, 'email')).toEqual([]);
    expect(messages(registerSchema, { email: 'a@b.n' }, 'email')).toContain('validation.tooShort');
    const fifty = `${'a'.repeat(41)}@test.com`;
    expect(fifty).toHaveLength(50);
    expect(messages(registerSchema, { email: fifty }, 'email')).toEqual([]);
    expect(messages(registerSchema, { email: `a${fifty}` }, 'email')).toContain('validation.tooLong');
    expect(messages(registerSchema, { email: 'geen-adres' }, 'email')).toEqual(['validation.email']);
  });

  it('password: 9–30 long AND one capital AND one digit (both readings)', () => {
    const p = (password: string) =>
      messages(registerSchema, { password, passwordRepeat: password }, 'password');
    expect(p('Abcdefgh1')).toEqual([]);
    expect(p('Abcdefg1')).toEqual(['validation.tooShort']);
    expect(p(`A1${'b'.repeat(28)}`)).toEqual([]);
    expect(p(`A1${'b'.repeat(29)}`)).toEqual(['validation.tooLong']);
    expect(p('abcdefgh1')).toEqual(['accounts.validation.passwordCapital']);
    expect(p('Abcdefghi')).toEqual(['accounts.validation.passwordDigit']);
  });

  it('passwords must match, reported at the repeat field', () => {
    expect(messages(registerSchema, { passwordRepeat: 'Geheim12346' }, 'passwordRepeat')).toEqual([
      'accounts.validation.passwordMismatch',
    ]);
    expect(messages(registerStepOneSchema, { passwordRepeat: 'Geheim12346' }, 'passwordRepeat')).toEqual([
      'accounts.validation.passwordMismatch',
    ]);
  });

  it('phone is 8–50 characters with a phone format; mobile likewise when given', () => {
    expect(messages(registerSchema, { phone: '12345678' }, 'phone')).toEqual([]);
    expect(messages(registerSchema, { phone: '1234567' }, 'phone')).toContain('validation.tooShort');
    expect(messages(registerSchema, { phone: `+31 ${'1'.repeat(47)}` }, 'phone')).toContain(
      'validation.tooLong',
    );
    expect(messages(registerSchema, { phone: 'bel me maar' }, 'phone')).toEqual([
      'accounts.validation.phone',
    ]);
    expect(messages(registerSchema, { mobile: '06-1234' }, 'mobile')).toEqual(['validation.tooShort']);
    expect(messages(registerSchema, { mobile: 'abcdefghij' }, 'mobile')).toEqual([
      'accounts.validation.phone',
    ]);
    expect(messages(registerSchema, { mobile: '06 1234 5678' }, 'mobile')).toEqual([]);
  });

  it('mailbox is optional, 5–50 characters and a P.O. box', () => {
    expect(messages(registerSchema, { mailbox: '' }, 'mailbox')).toEqual([]);
    expect(messages(registerSchema, { mailbox: '1234' }, 'mailbox')).toEqual(['validation.tooShort']);
    expect(messages(registerSchema, { mailbox: '12345' }, 'mailbox')).toEqual([]);
    expect(messages(registerSchema, { mailbox: 'Postbus 99' }, 'mailbox')).toEqual([]);
    expect(messages(registerSchema, { mailbox: 'Hoofdstraat' }, 'mailbox')).toEqual([
      'accounts.validation.mailbox',
    ]);
    expect(messages(registerSchema, { mailbox: `Postbus ${'1'.repeat(43)}` }, 'mailbox')).toEqual([
      'validation.tooLong',
    ]);
  });

  it('kvk and VAT number are optional but checked when given', () => {
    expect(messages(registerSchema, { kvk: '' }, 'kvk')).toEqual([]);
    expect(messages(registerSchema, { kvk: '1234567a' }, 'kvk')).toEqual(['accounts.validation.kvk']);
    expect(messages(registerSchema, { btw: '' }, 'btw')).toEqual([]);
    expect(messages(registerSchema, { btw: 'NL123456789B99' }, 'btw')).toEqual(['accounts.validation.btw']);
    expect(messages(registerSchema, { bankAccount: 'NL91 ABNA 0417 1643 01' }, 'bankAccount')).toEqual([
      'accounts.validation.iban',
    ]);
  });

  it('specific delivery days need at least one day', () => {
    expect(
      messages(registerSchema, { deliveryAvailability: 'specific', deliveryDays: [] }, 'deliveryDays'),
    ).toEqual(['accounts.validation.days']);
    expect(settingsSchema.safeParse({ deliveryAvailability: 'specific', deliveryDays: [2, 4] }).success).toBe(
      true,
    );
    expect(settingsSchema.safeParse({ deliveryAvailability: 'weekends' }).success).toBe(true);
    expect(settingsSchema.safeParse({ deliveryAvailability: 'specific', deliveryDays: [8] }).success).toBe(
      false,
    );
  });

  it('never accepts a password outside the rules (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (password) => {
        const ok = registerSchema.safeParse({
          ...validRegistration,
          password,
          passwordRepeat: password,
        }).success;
        const rule =
          password.length >= 9 && password.length <= 30 && /\p{Lu}/u.test(password) && /\d/.test(password);
        return ok === rule;
      }),
    );
  });

  it('addresses and reset links are validated', () => {
    expect(
      addressSchema.safeParse({
        name: 'Magazijn',
        address: 'Dok',
        house: '1',
        postcode: '1000AA',
        city: 'Amsterdam',
        country: 'NL',
      }).success,
    ).toBe(true);
    expect(
      addressSchema.safeParse({
        name: 'M',
        address: 'Dok',
        house: '1',
        postcode: '1000AA',
        city: 'Amsterdam',
        country: 'XX',
      }).success,
    ).toBe(false);
    expect(
      resetPasswordSchema.safeParse({
        token: 'short',
        password: 'Geheim12345',
        passwordRepeat: 'Geheim12345',
      }).success,
    ).toBe(false);
  });
});
