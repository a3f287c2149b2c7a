import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editDistance, isKnownWord, pickCorrection } from './typo';

describe('editDistance', () => {
  it('counts swaps as one edit', () => {
    expect(editDistance('memroy', 'memory')).toBe(1);
    expect(editDistance('geheugn', 'geheugen')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });
  it('is symmetric and zero only for equal words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});

describe('pickCorrection', () => {
  it('picks the closest candidate within the allowed edits', () => {
    expect(pickCorrection('memroy', ['memo', 'memory', 'memorys'])).toBe('memory');
    expect(pickCorrection('poweredg', ['power', 'poweredge'])).toBe('poweredge');
    expect(pickCorrection('xyzzy', ['memory'])).toBeNull();
  });
  it('compares a word being typed with the candidate prefix', () => {
    expect(pickCorrection('werkgeh', ['werkgeheugen'], true)).toBe('werkgeheugen');
    expect(pickCorrection('werkgeh', ['werkgeheugen'], false)).toBeNull();
  });
});

describe('isKnownWord', () => {
  const words = ['dell', 'geheugen', 'poweredge', 'r740', 'r740xd', 'samsung'].sort();
  it('knows whole words, and the start of one only for the word being typed', () => {
    expect(isKnownWord(words, 'dell')).toBe(true);
    expect(isKnownWord(words, 'power')).toBe(false);
    expect(isKnownWord(words, 'power', true)).toBe(true);
    expect(isKnownWord(words, 'geheugn', true)).toBe(false);
    expect(isKnownWord(words, 'zzz', true)).toBe(false);
    expect(isKnownWord([], 'a', true)).toBe(false);
  });
  it('agrees with a linear scan', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.stringMatching(/^[a-e]{1,4}$/)),
        fc.stringMatching(/^[a-e]{1,4}$/),
        fc.boolean(),
        (list, w, prefix) => {
          const sorted = [...list].sort();
          const linear = sorted.some((x) => x === w || (prefix && x.startsWith(w)));
          expect(isKnownWord(sorted, w, prefix)).toBe(linear);
        },
      ),
    );
  });
});
