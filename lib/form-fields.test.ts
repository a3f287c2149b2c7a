import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isPhone, requiredEmail, requiredPhone, requiredText } from './form-fields';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('form fields', () => {
  it('reports only "required" for an empty or missing field', () => {
    expect(messages(requiredText(2, 60).safeParse(''))).toEqual(['validation.required']);
    expect(messages(requiredText(2, 60).safeParse('   '))).toEqual(['validation.required']);
    expect(messages(requiredText(2, 60).safeParse(undefined))).toEqual(['validation.required']);
    expect(messages(requiredPhone().safeParse(''))).toEqual(['validation.required']);
    expect(messages(requiredEmail().safeParse(''))).toEqual(['validation.required']);
  });

  it('enforces length bounds', () => {
    expect(messages(requiredText(30, 600).safeParse('te kort'))).toEqual(['validation.tooShort']);
    expect(messages(requiredText(2, 60).safeParse('x'.repeat(61)))).toEqual(['validation.tooLong']);
    expect(requiredText(2, 60).safeParse('  Jan  ').data).toBe('Jan');
  });

  it('checks e-mail and phone format', () => {
    expect(messages(requiredEmail().safeParse('geen-mail'))).toEqual(['validation.email']);
    expect(requiredEmail().safeParse('jan@example.nl').success).toBe(true);
    expect(isPhone('+31 (0)20 123 45 67')).toBe(true);
    expect(isPhone('020-1234567')).toBe(true);
    expect(isPhone('bel me maar')).toBe(false);
    expect(isPhone('12-34-56')).toBe(false);
    expect(messages(requiredPhone().safeParse('abcdefghij'))).toEqual(['formRules.phone']);
  });

  it('accepts every phone made of 8–15 digits with separators', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 15 }),
        fc.constantFrom(' ', '-', '', '.'),
        fc.boolean(),
        (digits, sep, plus) => {
          const phone = (plus ? '+' : '') + digits.join(sep);
          return isPhone(phone) && requiredPhone().safeParse(phone).success;
        },
      ),
    );
  });

  it('never accepts a phone with letters', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8, maxLength: 50 }).filter((s) => /[a-z]/i.test(s)),
        (s) => !isPhone(s),
      ),
    );
  });
});
