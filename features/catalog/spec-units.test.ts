import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatNumber, formatQuantity, formatRatio, formatSpecValue } from './spec-units';

describe('formatQuantity', () => {
  it('scales bytes up to TB, binary for memory sizes and decimal for drives', () => {
    expect(formatQuantity(68719476736, 'B', 'nl')).toBe('64 GB');
    expect(formatQuantity(268435456, 'B', 'en')).toBe('256 MB');
    expect(formatQuantity(1.92e12, 'B', 'nl')).toBe('1,92 TB');
    expect(formatQuantity(1.92e12, 'B', 'en')).toBe('1.92 TB');
    expect(formatQuantity(960e9, 'B', 'en')).toBe('960 GB');
    expect(formatQuantity(512, 'B', 'en')).toBe('512 B');
    expect(formatQuantity(2048, 'B', 'en')).toBe('2 kB');
    expect(formatQuantity(30e12, 'B', 'en')).toBe('30 TB');
  });

  it('scales Hz to GHz and bit/s to Gbit/s, or keeps the vendor symbol', () => {
    expect(formatQuantity(2.1e9, 'Hz', 'nl')).toBe('2,1 GHz');
    expect(formatQuantity(2400e6, 'Hz', 'en', 'MHz')).toBe('2,400 MHz');
    expect(formatQuantity(2400e6, 'Hz', 'nl', 'MHz')).toBe('2.400 MHz');
    expect(formatQuantity(50, 'Hz', 'en')).toBe('50 Hz');
    expect(formatQuantity(10e9, 'bit/s', 'en')).toBe('10 Gbit/s');
    expect(formatQuantity(2160000000, 'bit/s', 'nl', 'MB/s')).toBe('270 MB/s');
    expect(formatQuantity(6e9, 'bit/s', 'en', 'Gb/s')).toBe('6 Gb/s');
  });

  it('formats the other units of spec §3', () => {
    expect(formatQuantity(750, 'W', 'en')).toBe('750 W');
    expect(formatQuantity(1.2, 'V', 'nl')).toBe('1,2 V');
    expect(formatQuantity(14, 'nm', 'en')).toBe('14 nm');
    expect(formatQuantity(16.67, 'ns', 'nl')).toBe('16,67 ns');
    expect(formatQuantity(57, 'Wh', 'en')).toBe('57 Wh');
    expect(formatQuantity(256, 'bit', 'en')).toBe('256 bit');
    expect(formatQuantity(2.5, 'Ah', 'nl')).toBe('2,5 Ah');
    expect(formatQuantity(4000, 'mAh', 'nl')).toBe('4.000 mAh');
    expect(formatQuantity(32, 'dB', 'en')).toBe('32 dB');
    expect(formatQuantity(3.5, 'A', 'en')).toBe('3.5 A');
    expect(formatQuantity(400, 'cd/m2', 'en')).toBe('400 cd/m²');
    expect(formatQuantity(7200, 'rpm', 'nl')).toBe('7.200 rpm');
    expect(formatQuantity(15.6, 'inch', 'nl')).toBe('15,6"');
    expect(formatQuantity(14, 'inch', 'en')).toBe('14"');
    expect(formatQuantity(16 / 9, 'ratio', 'en')).toBe('16:9');
  });

  it('never loses the magnitude (scaled value × factor ≈ input)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (n) => {
        const text = formatQuantity(n, 'Hz', 'en');
        const [num, sym] = text.split(' ');
        const f = { Hz: 1, kHz: 1e3, MHz: 1e6, GHz: 1e9 }[sym]!;
        expect(Math.abs(Number(num.replace(/,/g, '')) * f - n) / n).toBeLessThan(0.01);
      }),
    );
  });
});

describe('formatSpecValue', () => {
  it('reformats pure quantities in the vendor symbol and keeps descriptive text', () => {
    expect(formatSpecValue({ value: '1.92 TB', num: 1.92e12, unit: 'B' }, 'nl')).toBe('1,92 TB');
    expect(formatSpecValue({ value: '2400 MHz', num: 2400e6, unit: 'Hz' }, 'nl')).toBe('2.400 MHz');
    expect(formatSpecValue({ value: '64 GB DDR4', num: 68719476736, unit: 'B' }, 'en')).toBe('64 GB DDR4');
    expect(formatSpecValue({ value: 'CL40 (16.67 ns)', num: 16.67, unit: 'ns' }, 'nl')).toBe(
      'CL40 (16,67 ns)',
    );
    expect(formatSpecValue({ value: '400 cd/m²', num: 400, unit: 'cd/m2' }, 'en')).toBe('400 cd/m²');
    expect(formatSpecValue({ value: '14"', num: 14, unit: 'inch' }, 'en')).toBe('14"');
    expect(formatSpecValue({ value: '16:9', num: null, unit: 'ratio' }, 'en')).toBe('16:9');
    expect(formatSpecValue({ value: 'PERC H730P Mini', num: null, unit: null }, 'nl')).toBe(
      'PERC H730P Mini',
    );
  });
});

describe('formatNumber and formatRatio', () => {
  it('uses the locale separators', () => {
    expect(formatNumber(1234.5, 'nl')).toBe('1.234,5');
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatRatio(1.6)).toBe('8:5');
  });
});
