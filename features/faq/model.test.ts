import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countFaqItems, faqJsonLd, jsonForScript, likePattern, normalizeFaqSearch } from './model';

describe('faq model', () => {
  it('normalises search text', () => {
    expect(normalizeFaqSearch('  Garantie   Retour ')).toBe('garantie retour');
  });

  it('escapes LIKE wildcards', () => {
    expect(likePattern('100%_a\\')).toBe('%100\\%\\_a\\\\%');
    fc.assert(
      fc.property(fc.string(), (s) => {
        const inner = likePattern(s).slice(1, -1);
        return !/(^|[^\\])[%_]/.test(inner.replace(/\\\\/g, ''));
      }),
    );
  });

  it('builds FAQPage data with every question', () => {
    const groups = [
      { type: 'a', name: 'A', items: [{ id: 1, question: 'Q1?', answer: 'A1' }] },
      {
        type: 'b',
        name: 'B',
        items: [
          { id: 2, question: 'Q2?', answer: 'A2' },
          { id: 3, question: 'Q3?', answer: 'A3' },
        ],
      },
    ];
    const ld = faqJsonLd(groups) as {
      '@type': string;
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity.map((q) => q.name)).toEqual(['Q1?', 'Q2?', 'Q3?']);
    expect(ld.mainEntity.length).toBe(countFaqItems(groups));
  });

  it('never lets script content close the element', () => {
    fc.assert(fc.property(fc.string(), (s) => !jsonForScript({ s }).includes('</')));
    expect(JSON.parse(jsonForScript({ a: '</script><b>' }))).toEqual({ a: '</script><b>' });
  });
});
