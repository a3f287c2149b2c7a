import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crcCombine, crcShift } from './crc32-combine';

describe('crcCombine', () => {
  it('gives the CRC-32 of a concatenation', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.uint8Array({ maxLength: 3000 }), (a, b) => {
        const whole = crc32(Buffer.concat([a, b]));
        expect(crcCombine(crc32(a), crc32(b), crcShift(b.length))).toBe(whole);
      }),
    );
  });
});
