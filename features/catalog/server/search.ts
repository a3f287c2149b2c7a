import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { searchTerms, type SearchTerm } from '../list-query';
import { cached } from '@/lib/cache';
import { correctable, isKnownWord, pickCorrection } from '../typo';

export interface PreparedSearch {
  /** The words searched for (after correction). */
  words: string[];
  /** The corrected text when a word was changed, for "did you mean". */
  corrected: string | null;
  /** tsquery matching every word (prefix, in the simple, dutch and english configurations). */
  tsquery: SQL | null;
}

/**
 * The catalogue's word list in memory (sorted; a few thousand words even for a large catalogue), so a
 * query made of known words costs no correction round trip to the database. A word missing from a
 * stale list (a product added since) only takes the database path below, which knows it.
 */
function catalogWords(db: Db): Promise<string[]> {
  return cached(
    'search-words',
    async () => {
      const res = await db.execute(sql`select word from search_words`);
      return (res as unknown as { rows: { word: string }[] }).rows.map((r) => r.word).sort();
    },
    { ttlSeconds: 600 },
  );
}

type Row = { i: number; w: string; known: boolean; candidates: string[] | null };

/**
 * Corrects misspelt words against the catalogue's word list (a small trigram-indexed table), so the
 * full-text search itself stays on its GIN index instead of running similarity() over every product.
 * The parts of an article or SKU (`identifier` terms) stay as typed.
 */
export async function correctWords(db: Db, terms: SearchTerm[], prefixLast: boolean): Promise<string[]> {
  const known = await catalogWords(db);
  const words = terms.map((t) => t.word);
  const todo = terms
    .map(({ word: w, identifier }, i) => ({ w, i, identifier }))
    .filter(
      ({ w, i, identifier }) =>
        !identifier && correctable(w) && !isKnownWord(known, w, prefixLast && i === words.length - 1),
    );
  if (!todo.length) return words;
  const ws = todo.map((t) => t.w);
  const last = todo.map((t) => prefixLast && t.i === words.length - 1);
  // search_word_candidates (migration 0014): trigram matches at similarity 0.2, closest first.
  const res = await db.execute(sql`
    select q.i::int as i, q.w,
      (exists (select 1 from search_words where word = q.w)
        or (q.last and exists (select 1 from search_words where word like q.w || '%'))) as known,
      case when not exists (select 1 from search_words where word = q.w)
              and not (q.last and exists (select 1 from search_words where word like q.w || '%'))
        then search_word_candidates(q.w)
      end as candidates
    from unnest(${sql.param(ws)}::text[], ${sql.param(last)}::boolean[]) with ordinality as q(w, last, i)`);
  const rows = (res as unknown as { rows: Row[] }).rows;
  const out = [...words];
  rows.forEach((r, k) => {
    if (r.known || !r.candidates?.length) return;
    const fix = pickCorrection(r.w, r.candidates, last[k]);
    if (fix) out[todo[k].i] = fix;
  });
  return out;
}

/**
 * The tsquery of prepared words: every word must match as a prefix, in the simple, dutch and english
 * configurations (or only as typed, `simple`, for the title document of autocomplete).
 */
export function wordsQuery(words: string[], simpleOnly = false): SQL | null {
  if (!words.length) return null;
  const parts = words.map((w) => {
    const term = `${w}:*`;
    return simpleOnly
      ? sql`to_tsquery('simple', ${term})`
      : sql`(to_tsquery('simple', ${term}) || to_tsquery('dutch', ${term}) || to_tsquery('english', ${term}))`;
  });
  return sql`(${sql.join(parts, sql` && `)})`;
}

/** A typed word of one or two letters or digits: matched by the title's prefix words (migration 0016). */
const SHORT_WORD = /^[a-z0-9]{1,2}$/;

/**
 * The tsquery of prepared words against autocomplete's title document: the same products as
 * `wordsQuery(words, true)`, but a short word ('1', 'r7') is matched as the title's word '_1' or '_r7'
 * (its words' first one and two characters) instead of as a prefix, which would make the index collect
 * every title word that starts with it.
 */
export function titleQuery(words: string[]): SQL | null {
  if (!words.length) return null;
  const parts = words.map((w) =>
    SHORT_WORD.test(w) ? sql`${`'_${w}'`}::tsquery` : sql`to_tsquery('simple', ${`${w}:*`})`,
  );
  return sql`(${sql.join(parts, sql` && `)})`;
}

export async function prepareSearch(
  db: Db,
  text: string | undefined,
  opts: { prefixLast?: boolean; simpleOnly?: boolean } = {},
): Promise<PreparedSearch> {
  const terms = searchTerms(text ?? '');
  if (!terms.length) return { words: [], corrected: null, tsquery: null };
  const words = terms.map((t) => t.word);
  const fixed = await correctWords(db, terms, opts.prefixLast ?? true);
  const changed = fixed.some((w, i) => w !== words[i]);
  return {
    words: fixed,
    corrected: changed ? fixed.join(' ') : null,
    tsquery: wordsQuery(fixed, opts.simpleOnly),
  };
}
