/** FAQ rules shared by server and client: grouping, search terms and the FAQPage structured data. */

export interface FaqItem {
  id: number;
  question: string;
  answer: string;
}

export interface FaqGroup {
  type: string;
  name: string;
  items: FaqItem[];
}

export const FAQ_SEARCH_MIN = 2;
export const FAQ_SEARCH_MAX = 100;

/** The search text as used for matching: trimmed, inner whitespace collapsed, lower-cased. */
export function normalizeFaqSearch(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Escapes LIKE wildcards so a visitor's '%' or '_' matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function countFaqItems(groups: FaqGroup[]): number {
  return groups.reduce((n, g) => n + g.items.length, 0);
}

/** schema.org FAQPage for search engines, from the groups shown on the page. */
export function faqJsonLd(groups: FaqGroup[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((i) => ({
        '@type': 'Question',
        name: i.question,
        acceptedAnswer: { '@type': 'Answer', text: i.answer },
      })),
    ),
  };
}

/** JSON for a <script> element: '<' escaped so an answer can never close the script. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
