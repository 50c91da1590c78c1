// The hosted engine's text matching with its default settings, as its documentation describes it,
// written the plain way (a full distance table per pair of words, no index, no bounds), for the
// fake of the hosted service and for the reference the embedded engine is checked against. It is
// deliberately not the embedded engine's code (worker/embedded/search/typo-tolerance.ts), so the two are
// compared rather than one checked against itself.
//
// - queryType prefixLast: the last query word may be the start of a word, the others are whole words;
// - typoTolerance true, minWordSizefor1Typo 4, minWordSizefor2Typos 8: a query word of 4 letters or
//   more may have one typo, of 8 or more two; a typo is a missing, extra or substituted letter or
//   two neighbours swapped;
// - a record matches when every query word matches some word of its searchable text; its typos are
//   the sum of each query word's fewest.

const ONE_TYPO_FROM = 4;
const TWO_TYPOS_FROM = 8;

function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

// Tests ask about the same few pairs of words many times.
const known = new Map<string, number | null>();

/** The fewest typos with which a query word matches a word of a record, or null when it does not. */
export function hostedWordTypos(queryWord: string, recordWord: string, last: boolean): number | null {
  const key = `${queryWord} ${recordWord} ${last}`;
  if (!known.has(key)) known.set(key, wordTypos(queryWord, recordWord, last));
  return known.get(key)!;
}

function wordTypos(queryWord: string, recordWord: string, last: boolean): number | null {
  const allowed = queryWord.length >= TWO_TYPOS_FROM ? 2 : queryWord.length >= ONE_TYPO_FROM ? 1 : 0;
  const candidates = last ? Array.from({ length: recordWord.length + 1 }, (_, end) => recordWord.slice(0, end)) : [recordWord];
  const typos = Math.min(...candidates.map((candidate) => distance(queryWord, candidate)));
  return typos <= allowed ? typos : null;
}

/** The typos of a record whose searchable words are `recordWords` for the query's words, or null when it does not match. */
export function hostedTextTypos(queryWords: readonly string[], recordWords: readonly string[]): number | null {
  let total = 0;
  for (const [index, word] of queryWords.entries()) {
    const found = recordWords.flatMap((recordWord) => hostedWordTypos(word, recordWord, index === queryWords.length - 1) ?? []);
    if (found.length === 0) return null;
    total += Math.min(...found);
  }
  return total;
}
