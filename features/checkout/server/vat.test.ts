import { describe, expect, it } from 'vitest';
import { checkVatNumber, vatModeFor, type VatCheck } from './vat';

const check = (status: VatCheck['status'], country: string): VatCheck => ({
  valid: status === 'valid',
  error: null,
  status,
  country,
  vies: null,
});

describe('vatModeFor', () => {
  it('gives 0% only to VIES-valid EU businesses outside the Netherlands', () => {
    expect(vatModeFor('business', check('valid', 'DE'))).toBe('reverse_charge');
    expect(vatModeFor('business', check('valid', 'NL'))).toBe('standard');
    expect(vatModeFor('private', check('valid', 'DE'))).toBe('standard');
    expect(vatModeFor('business', null)).toBe('standard');
  });
  it('never silently gives 0% when VIES could not answer', () => {
    expect(vatModeFor('business', check('unavailable', 'DE'))).toBe('unverified');
    expect(vatModeFor('business', check('invalid', 'DE'))).toBe('standard');
    expect(vatModeFor('business', check('format', 'DE'))).toBe('standard');
  });
});

describe('checkVatNumber', () => {
  it('rejects a bad format before asking VIES', async () => {
    const r = await checkVatNumber('DE123', 'nl');
    expect(r).toMatchObject({ valid: false, status: 'format' });
    expect(r.error).toBe('Dit btw-nummer heeft geen geldig formaat');
  });
});
