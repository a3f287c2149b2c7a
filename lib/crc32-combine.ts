/**
 * CRC-32 of a concatenation from the CRC-32s of its pieces (zlib's crc32_combine), with the shift for a
 * piece's length prepared once: the full-page cache (lib/page-cache.ts) checksums each answer's gzip from
 * the stored parts' CRCs and the nonce's, instead of reading the whole page again per answer.
 * An operator is a 32×32 matrix over GF(2), one column per bit, applied to a CRC register.
 */
export type CrcShift = Uint32Array<ArrayBuffer>;

function apply(op: CrcShift, vec: number): number {
  let sum = 0;
  for (let i = 0; vec; vec >>>= 1, i++) if (vec & 1) sum ^= op[i];
  return sum >>> 0;
}

/** `a` after `b`. */
function compose(a: CrcShift, b: CrcShift): CrcShift {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n++) out[n] = apply(a, b[n]);
  return out;
}

const ZERO_BIT: CrcShift = (() => {
  const op = new Uint32Array(32);
  op[0] = 0xedb88320; // the reflected CRC-32 polynomial
  for (let n = 1; n < 32; n++) op[n] = (1 << (n - 1)) >>> 0;
  return op;
})();
const ZERO_BYTE = [0, 1, 2].reduce((op) => compose(op, op), ZERO_BIT);
const IDENTITY: CrcShift = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);

/** The shift that appending `length` bytes applies to the CRC before them. */
export function crcShift(length: number): CrcShift {
  let result = IDENTITY;
  let base = ZERO_BYTE;
  for (let len = length; len > 0; len = Math.floor(len / 2)) {
    if (len % 2) result = compose(base, result);
    if (len > 1) base = compose(base, base);
  }
  return result;
}

/** CRC-32 of A followed by B, from crc(A), crc(B) and the shift for B's length. */
export function crcCombine(crcA: number, crcB: number, shiftB: CrcShift): number {
  return (apply(shiftB, crcA) ^ crcB) >>> 0;
}
