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
    expect(vatModeFor('business', check('valid', 'DE'), 'DE')).toBe('reverse_charge');
    expect(vatModeFor('business', check('valid', 'NL'), 'NL')).toBe('standard');
    expect(vatModeFor('private', check('valid', 'DE'), 'DE')).toBe('standard');
    expect(vatModeFor('business', null, 'DE')).toBe('standard');
  });
  it('gives 0% only when the number is of the billing country', () => {
    expect(vatModeFor('business', check('valid', 'DE'), 'BE')).toBe('standard');
    expect(vatModeFor('business', check('valid', 'GR'), 'GR')).toBe('reverse_charge');
  });
  it('never silently gives 0% when VIES could not answer', () => {
    expect(vatModeFor('business', check('unavailable', 'DE'), 'DE')).toBe('unverified');
    expect(vatModeFor('business', check('invalid', 'DE'), 'DE')).toBe('standard');
    expect(vatModeFor('business', check('format', 'DE'), 'DE')).toBe('standard');
  });
});

describe('checkVatNumber', () => {
  it('rejects a bad format before asking VIES', async () => {
    const r = await checkVatNumber('DE123', 'nl');
    expect(r).toMatchObject({ valid: false, status: 'format' });
    expect(r.error).toBe('Dit btw-nummer heeft geen geldig formaat');
  });
});
