/**
 * The hosted engine's default typo tolerance (its `minWordSizefor1Typo` and `minWordSizefor2Typos`),
 * which the embedded engine keeps so that both answer a mistyped query alike: a query word of 4 to 7
 * letters may have one typo, a word of 8 or more two, a shorter word none. Lengths are counted on
 * the normalised word (worker/embedded/search/normalize-text.ts), as the index compares normalised words.
 */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** The typos a query word may have, by its length (0, 1 or 2). */
export function typosAllowed(word: string): number {
  if (word.length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  if (word.length >= MIN_WORD_SIZE_FOR_1_TYPO) return 1;
  return 0;
}

// Three rows of the distance table, reused between calls (a search compares a query word with
// every word of the vocabulary) and grown when a longer word comes.
let rows: [Int32Array, Int32Array, Int32Array] = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * The typos between a query word and a word of a record, or null when they are more than `max`
 * apart. A typo is a missing, extra or substituted letter or two neighbours swapped (the
 * Damerau-Levenshtein distance, optimal string alignment). With `asPrefix` the query word is
 * compared with the word's best prefix instead (the last word of a query, which may be unfinished:
 * `projektlednig` is one typo from `projektledning`'s first letters).
 */
export function typosBetween(query: string, word: string, max: number, asPrefix: boolean): number | null {
  const m = query.length;
  // A prefix longer than the query by more than `max` letters is more than `max` typos away.
  const n = asPrefix ? Math.min(word.length, m + max) : word.length;
  if (asPrefix ? n < m - max : Math.abs(n - m) > max) return null;
  if (rows[0].length <= n) rows = [new Int32Array(n + 1), new Int32Array(n + 1), new Int32Array(n + 1)];
  let [beforePrevious, previous, current] = rows;
  for (let j = 0; j <= n; j += 1) previous[j] = j;
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let rowBest = i;
    const letter = query.charCodeAt(i - 1);
    for (let j = 1; j <= n; j += 1) {
      const other = word.charCodeAt(j - 1);
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (letter === other ? 0 : 1));
      if (i > 1 && j > 1 && letter === word.charCodeAt(j - 2) && query.charCodeAt(i - 2) === other) {
        value = Math.min(value, beforePrevious[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    // Every later row is at least this row's best: the words are already too far apart.
    if (rowBest > max) return null;
    const spare = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = spare;
  }
  let typos = previous[n]!;
  if (asPrefix) for (let j = 0; j < n; j += 1) typos = Math.min(typos, previous[j]!);
  return typos <= max ? typos : null;
}
