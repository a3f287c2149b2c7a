/** Typo correction of query words against catalogue words (candidates come from a trigram index). */

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Edits allowed for a word: none below 3 letters, 1 up to 5 letters, 2 beyond. */
export function allowedEdits(word: string): number {
  return word.length < 3 ? 0 : word.length <= 5 ? 1 : 2;
}

/** Words worth correcting: letters only (model numbers such as 'r740' are never "corrected"). */
export function correctable(word: string): boolean {
  return /^[a-z]{3,32}$/.test(word);
}

/**
 * The best correction among trigram candidates (ordered by similarity): the closest by edit distance
 * within the allowed edits; for a word still being typed the candidate's prefix of equal length counts.
 */
export function pickCorrection(word: string, candidates: readonly string[], prefix = false): string | null {
  const max = allowedEdits(word);
  let best: string | null = null;
  let bestDistance = max + 1;
  for (const c of candidates) {
    let dist = editDistance(word, c);
    if (prefix && c.length > word.length) dist = Math.min(dist, editDistance(word, c.slice(0, word.length)));
    if (dist < bestDistance) {
      best = c;
      bestDistance = dist;
    }
  }
  return bestDistance <= max ? best : null;
}

/**
 * Whether `word` is one of the catalogue's words (sorted by code unit, as `Array.prototype.sort` does),
 * or, as the word being typed, the start of one. Known words need no correction query.
 */
export function isKnownWord(sorted: readonly string[], word: string, prefix = false): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < word) lo = mid + 1;
    else hi = mid;
  }
  const next = sorted[lo];
  return next !== undefined && (next === word || (prefix && next.startsWith(word)));
}
