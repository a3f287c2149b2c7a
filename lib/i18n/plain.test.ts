import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTranslator } from 'next-intl';
import nl from '@/messages/nl.json';
import en from '@/messages/en.json';
import { fillPlain, PLAIN_MESSAGES } from './plain';

const catalogues = { nl, en } as const;

function raw(messages: object, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], messages) as string;
}

describe('fillPlain', () => {
  for (const [locale, messages] of Object.entries(catalogues)) {
    for (const key of PLAIN_MESSAGES) {
      it(`${locale} ${key} is plain and fills exactly as t() does`, () => {
        const message = raw(messages, key);
        // Only simple placeholders: no '{x, plural…}', '{x, number}' or rich-text tags.
        expect(message).not.toMatch(/\{\s*\w+\s*,|<\w+>/);
        const t = createTranslator({ locale, messages });
        const names = [...message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
        fc.assert(
          fc.property(fc.string({ minLength: 1, maxLength: 40 }).filter((s) => !/[{}<>']/.test(s)), fc.integer({ min: 1, max: 999 }), (text, n) => {
            const values = Object.fromEntries(names.map((name) => [name, name === 'count' ? n : text]));
            expect(fillPlain(message, values)).toBe((t as (k: string, v: object) => string)(key, values));
          }),
          { numRuns: 50 },
        );
      });
    }
  }

  it('leaves unknown placeholders as they are', () => {
    expect(fillPlain('{a} en {b}', { a: 1 })).toBe('1 en {b}');
  });
});
