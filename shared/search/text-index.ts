import { type Bitset, createBitset, addBit, hasBit } from './bitset';
import { tokenize } from './normalize-text';
import { SEARCHABLE_ATTRIBUTES, type SearchRecord } from './search-record';

/** Query words beyond this are ignored, as a hosted engine caps them too. */
export const MAX_QUERY_WORDS = 10;
const NO_MATCH = 0xffff;

/** Text matches of a query: the matching positions and a rank per position (lower is better). */
export interface TextMatch {
  bits: Bitset;
  rank: Uint32Array;
}

/** The inverted index of the embedded engine: every distinct word with the records holding it. */
export interface TextIndex {
  /** Positions inside `within` that contain every word as a word prefix. */
  match(words: readonly string[], within: Bitset): TextMatch;
}

function searchableText(record: SearchRecord, attribute: (typeof SEARCHABLE_ATTRIBUTES)[number]): string {
  const value = record[attribute];
  return Array.isArray(value) ? value.join(' ') : (value ?? '');
}

/**
 * Indexes the normalised words of the searchable attributes once. A posting remembers the best
 * (lowest) attribute rank of the word in that record, so ranking needs no second pass over text.
 * Words are kept sorted, so the words starting with a prefix ("ledar" -> "ledarskap",
 * "ledare") are one contiguous run found by binary search.
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

  const size = records.length;
  return {
    match(words, within) {
      if (words.length === 0) return { bits: within.slice(), rank: new Uint32Array(size) };
      const matched = new Uint8Array(size);
      const rank = new Uint32Array(size);
      const best = new Uint16Array(size).fill(NO_MATCH);
      words.forEach((word, index) => {
        const touched: number[] = [];
        for (let entry = firstAtLeast(word); entry < vocabulary.length; entry += 1) {
          const candidate = vocabulary[entry]!;
          if (!candidate.startsWith(word)) break;
          // Whole-word matches rank above prefix matches in the same attribute.
          const exact = candidate.length === word.length ? 0 : 1;
          const entryPositions = positions[entry]!;
          const entryRanks = ranks[entry]!;
          for (let k = 0; k < entryPositions.length; k += 1) {
            const position = entryPositions[k]!;
            if (matched[position] !== index || !hasBit(within, position)) continue;
            const value = entryRanks[k]! * 2 + exact;
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
