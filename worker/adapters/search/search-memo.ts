import { deepFreeze } from '../../../shared/deep-freeze';
import type { SearchState } from '../../../shared/search/search-state';
import type { SearchOutcome, SearchViewport } from '../../ports/search';

/** Searches kept per index: enough for every filter the menus link to, bounded since queries come from outside. */
const MAX_SEARCHES_PER_INDEX = 300;

type Found = Extract<SearchOutcome, { ok: true }>;

/**
 * Answers of the embedded search kept per built index; `ranOn` says which index the search used. An answer is a pure function of the index
 * and the request, so it stays right for as long as its index is in use; each index has its own
 * store (a WeakMap entry), which goes with it when the index is rebuilt (its records changed). The home page
 * runs the same search on every render, and the algoliasearch round trip around the engine (JSON
 * out and back, the response schema) costs more than the search itself. Answers are frozen, since
 * every request that asks the same gets the very same objects.
 */
export function createSearchMemo<Index extends object>() {
  const byIndex = new WeakMap<Index, Map<string, Found>>();
  return async function memoised(
    index: Index,
    state: SearchState,
    viewport: SearchViewport,
    search: () => Promise<SearchOutcome>,
    ranOn: () => Promise<Index | null>,
  ): Promise<SearchOutcome> {
    let answers = byIndex.get(index);
    if (!answers) {
      answers = new Map();
      byIndex.set(index, answers);
    }
    // Equal states built in another key order only miss the memo; they never share a wrong answer.
    const key = JSON.stringify([state, viewport]);
    const known = answers.get(key);
    if (known) return known;
    const outcome = await search();
    // Failures are not kept: the next request tries again. Nor is an answer of another index (the
    // search ran on whatever index was latest, and another request may have replaced this one).
    if (!outcome.ok || (await ranOn()) !== index) return outcome;
    if (answers.size >= MAX_SEARCHES_PER_INDEX) answers.clear();
    answers.set(key, deepFreeze(outcome));
    return outcome;
  };
}
