import { type Bitset, createBitset, addBit, hasBit } from './bitset';
import { tokenize } from './normalize-text';
import { SEARCHABLE_ATTRIBUTES, type SearchRecord } from '../../../shared/search/search-record';
import { typosAllowed, typosBetween } from './typo-tolerance';

/** Query words beyond this are ignored, as a hosted engine caps them too. */
export const MAX_QUERY_WORDS = 10;
const NO_MATCH = 0xffff;
/**
 * A typo weighs more than everything else a word's rank holds (attribute and exactness, at most 15
 * per word, 150 for the longest query), so hits are ranked by their number of typos first and by
 * the rest after, as the hosted engine's default ranking (typo, then attribute, exact) does.
 */
const TYPO_RANK = 256;

/** Text matches of a query: the matching positions and a rank per position (lower is better). */
export interface TextMatch {
  bits: Bitset;
  rank: Uint32Array;
}

/** The inverted index of the embedded engine: every distinct word with the records holding it. */
export interface TextIndex {
  /**
   * Positions inside `within` that contain every query word, each within its typos
   * (worker/embedded/search/typo-tolerance.ts): the last word as the start of a word (it may be unfinished),
   * the others as whole words.
   */
  match(words: readonly string[], within: Bitset): TextMatch;
}

function searchableText(record: SearchRecord, attribute: (typeof SEARCHABLE_ATTRIBUTES)[number]): string {
  const value = record[attribute];
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
}

/**
 * Indexes the normalised words of the searchable attributes once. A posting remembers the best
 * (lowest) attribute rank of the word in that record, so ranking needs no second pass over text.
 * Words are kept sorted, so a query word without typos finds its word, or the words it starts
 * ("ledar" -> "ledarskap", "ledare"), by binary search; a word long enough for a typo is compared
 * with every word of the vocabulary (a bounded distance, most given up after a letter or two).
 */
export function createTextIndex(records: readonly SearchRecord[]): TextIndex {
  // Per word, packed postings `position * 16 + rank`. Records are visited in order and their
  // attributes best first, so a word's first posting for a record already has its best rank.
  const byWord = new Map<string, number[]>();
  const tokenCache = new Map<string, string[]>();
  records.forEach((record, position) => {
    SEARCHABLE_ATTRIBUTES.forEach((attribute, rank) => {
      const text = searchableText(record, attribute);
      let words = tokenCache.get(text);
      if (!words) {
        words = tokenize(text);
        tokenCache.set(text, words);
      }
      for (const word of words) {
        let postings = byWord.get(word);
        if (!postings) {
          postings = [];
          byWord.set(word, postings);
        }
        const last = postings[postings.length - 1];
        if (last === undefined || last >>> 4 !== position) postings.push(position * 16 + rank);
      }
    });
  });
  const vocabulary = [...byWord.keys()].sort();
  const positions = vocabulary.map((word) => Int32Array.from(byWord.get(word)!, (packed) => packed >>> 4));
  const ranks = vocabulary.map((word) => Uint8Array.from(byWord.get(word)!, (packed) => packed & 15));

  const firstAtLeast = (word: string): number => {
    let low = 0;
    let high = vocabulary.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (vocabulary[middle]! < word) low = middle + 1;
      else high = middle;
    }
    return low;
  };

  // The vocabulary entries a query word matches, with the typos of each.
  const entriesOf = (word: string, asPrefix: boolean): { entry: number; typos: number }[] => {
    const max = typosAllowed(word);
    const found: { entry: number; typos: number }[] = [];
    if (max === 0) {
      for (let entry = firstAtLeast(word); entry < vocabulary.length; entry += 1) {
        const candidate = vocabulary[entry]!;
        if (candidate === word) found.push({ entry, typos: 0 });
        else if (asPrefix && candidate.startsWith(word)) found.push({ entry, typos: 0 });
        else break;
      }
      return found;
    }
    vocabulary.forEach((candidate, entry) => {
      const typos = typosBetween(word, candidate, max, asPrefix);
      if (typos !== null) found.push({ entry, typos });
    });
    return found;
  };

  const size = records.length;
  return {
    match(words, within) {
      if (words.length === 0) return { bits: within.slice(), rank: new Uint32Array(size) };
      const matched = new Uint8Array(size);
      const rank = new Uint32Array(size);
      const best = new Uint16Array(size).fill(NO_MATCH);
      words.forEach((word, index) => {
        const touched: number[] = [];
        for (const { entry, typos } of entriesOf(word, index === words.length - 1)) {
          // Fewest typos first; then a whole word ranks above a longer word it starts, in the same attribute.
          const exact = typos === 0 && vocabulary[entry]!.length === word.length ? 0 : 1;
          const entryPositions = positions[entry]!;
          const entryRanks = ranks[entry]!;
          for (let k = 0; k < entryPositions.length; k += 1) {
            const position = entryPositions[k]!;
            if (matched[position] !== index || !hasBit(within, position)) continue;
            const value = typos * TYPO_RANK + entryRanks[k]! * 2 + exact;
            if (best[position] === NO_MATCH) touched.push(position);
            if (value < best[position]!) best[position] = value;
          }
        }
        for (const position of touched) {
          matched[position] = index + 1;
          rank[position]! += best[position]!;
          best[position] = NO_MATCH;
        }
      });
      const bits = createBitset(size);
      for (let position = 0; position < size; position += 1) {
        if (matched[position] === words.length) addBit(bits, position);
      }
      return { bits, rank };
    },
  };
}
