import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canPayOnAccount,
  isVerifiedStaff,
  loginDelayMs,
  normaliseRecoveryCode,
  formatIban,
  hasCapital,
  hasDigit,
  isIban,
  isKvk,
  isMailbox,
  isPhone,
  isVatNumber,
  safeReturnPath,
} from './model';

describe('account rules', () => {
  it('checks IBANs with mod 97', () => {
    expect(isIban('NL91 ABNA 0417 1643 00')).toBe(true);
    expect(isIban('nl91abna0417164300')).toBe(true);
    expect(isIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isIban('NL91 ABNA 0417 1643 01')).toBe(false);
    expect(isIban('NL91')).toBe(false);
    expect(formatIban('nl91abna0417164300')).toBe('NL91 ABNA 0417 1643 00');
  });

  it('finds every single-digit typo in an IBAN', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 17 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const iban = 'NL91ABNA0417164300';
        const ch = iban[pos];
        if (!/\d/.test(ch)) return true;
        const typo = iban.slice(0, pos) + String((Number(ch) + delta) % 10) + iban.slice(pos + 1);
        return !isIban(typo);
      }),
    );
  });

  it('checks kvk, VAT, phone and mailbox formats', () => {
    expect(isKvk('12345678')).toBe(true);
    expect(isKvk('1234 5678')).toBe(true);
    expect(isKvk('1234567')).toBe(false);
    expect(isKvk('123456789')).toBe(false);
    expect(isVatNumber('NL004495445B01')).toBe(true);
    expect(isVatNumber('nl 0044.95445.B01')).toBe(true);
    expect(isVatNumber('NL123456789B99')).toBe(false);
    expect(isVatNumber('XX123')).toBe(false);
    expect(isPhone('+31 (0)20-123 4567')).toBe(true);
    expect(isPhone('0201234567')).toBe(true);
    expect(isPhone('1234567')).toBe(false);
    expect(isPhone('020 12a 4567')).toBe(false);
    expect(isMailbox('Postbus 1234')).toBe(true);
    expect(isMailbox('PO Box 77')).toBe(true);
    expect(isMailbox('12345')).toBe(true);
    expect(isMailbox('Kerkstraat 1')).toBe(false);
  });

  it('knows capitals and digits', () => {
    expect(hasCapital('abcÉ')).toBe(true);
    expect(hasCapital('abc1')).toBe(false);
    expect(hasDigit('abc1')).toBe(true);
    expect(hasDigit('abcD')).toBe(false);
  });

  it('offers payment on account only to customers', () => {
    expect(canPayOnAccount('customer')).toBe(true);
    expect(canPayOnAccount('visitor')).toBe(false);
    expect(canPayOnAccount('staff')).toBe(false);
  });

  it('accepts only same-site return paths', () => {
    expect(safeReturnPath('/order', '/customer')).toBe('/order');
    expect(safeReturnPath('//evil.example', '/customer')).toBe('/customer');
    expect(safeReturnPath('https://evil.example', '/customer')).toBe('/customer');
    expect(safeReturnPath('/\\evil', '/customer')).toBe('/customer');
    expect(safeReturnPath(null, '/customer')).toBe('/customer');
    expect(safeReturnPath('/order?resume=auth', '/customer')).toBe('/order?resume=auth');
    expect(safeReturnPath('/\t/evil.example', '/customer')).toBe('/customer');
    expect(safeReturnPath('/\n/evil.example', '/customer')).toBe('/customer');
    expect(safeReturnPath('javascript:alert(1)', '/customer')).toBe('/customer');
    expect(safeReturnPath(`/${'a'.repeat(300)}`, '/customer')).toBe('/customer');
  });

  it('slows logins down after 5 failures, doubling up to 30 s', () => {
    expect([0, 4, 5, 6, 7, 8, 9, 10, 11, 100].map(loginDelayMs)).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    fc.assert(
      fc.property(fc.nat(10_000), (n) => loginDelayMs(n) <= 30_000 && loginDelayMs(n + 1) >= loginDelayMs(n)),
    );
  });

  it('lets only staff who passed the second factor into staff screens', () => {
    expect(isVerifiedStaff({ role: 'staff', secondFactor: true })).toBe(true);
    expect(isVerifiedStaff({ role: 'admin', secondFactor: true })).toBe(true);
    expect(isVerifiedStaff({ role: 'staff', secondFactor: false })).toBe(false);
    expect(isVerifiedStaff({ role: 'customer', secondFactor: true })).toBe(false);
    expect(isVerifiedStaff(null)).toBe(false);
  });

  it('reads recovery codes whatever the case, spaces or dashes', () => {
    expect(normaliseRecoveryCode(' AB2c-de3F gh4k ')).toBe('ab2cde3fgh4k');
  });
});
