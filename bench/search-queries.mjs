// The autocomplete texts both benchmarks send (`npm run bench` over HTTP, `npm run bench:search` in
// process): what visitors type (search-queries.json), each once per locale, then again with a number
// appended (' 1', ' 2', …) so that no text repeats and the runtime cache never answers.
import fs from 'node:fs';

const { typed } = JSON.parse(fs.readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8'));

/** @returns {{ q: string, locale: 'nl' | 'en' }[]} */
export function autocompleteQueries(count) {
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / (typed.length * 2));
    return {
      q: round ? `${typed[i % typed.length]} ${round}` : typed[i % typed.length],
      locale: i % 2 ? 'en' : 'nl',
    };
  });
}

/** One text per locale for every typed one, with a word no measured text has (a warm-up). */
export function autocompleteWarmUp() {
  return typed.flatMap((q) => ['nl', 'en'].map((locale) => ({ q: `${q} 0`, locale })));
}
