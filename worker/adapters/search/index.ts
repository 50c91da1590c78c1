import type { SearchRecord } from '../../../shared/content';
import { LANGUAGES } from '../../../shared/i18n/languages';
import type { Config } from '../../config';
import type { ContentPort } from '../../ports/content';
import type { SearchPort } from '../../ports/search';
import { createEmbeddedSearch, type IndexCache } from './embedded';
import { createRemoteSearch } from './remote';
import { isolateSearchBreaker, withBreaker, withTimeout } from './resilience';

const remotes = new Map<string, SearchPort>();
// One breaker per service and isolate: the embedded engine fails only when its records (the content service) do.
const embeddedBreaker = isolateSearchBreaker();

// The last lists of every language and their join, so the same copies from the content cache give
// the same joined list (whose fingerprint the embedded search has already computed).
let joined: { parts: readonly SearchRecord[][]; all: readonly SearchRecord[] } | null = null;

/** Every language's records as one list: the same list as long as each language's list is the same. */
function joinLanguages(parts: readonly SearchRecord[][]): readonly SearchRecord[] {
  if (joined?.parts.length === parts.length && joined.parts.every((part, position) => part === parts[position])) return joined.all;
  joined = { parts, all: parts.flat() };
  return joined.all;
}

/**
 * The search adapter the configuration chooses: the hosted index when `ALGOLIA_APP_ID` is set
 * (one client per isolate, on Algolia's hosts or the one of `ALGOLIA_HOST`), else the embedded engine over the content's search records of every
 * language (one index per isolate and content: rebuilt when the records change). `indexes` replaces
 * the isolate's index cache (tests).
 */
export function createSearchPort(config: Config, content: Pick<ContentPort, 'searchRecords'>, indexes?: IndexCache): SearchPort {
  const indexName = config.SEARCH_INDEX_CATALOG;
  if (config.ALGOLIA_APP_ID && config.ALGOLIA_SEARCH_KEY) {
    const key = `${config.ALGOLIA_APP_ID}:${indexName}:${config.ALGOLIA_HOST ?? ''}`;
    let port = remotes.get(key);
    if (!port) {
      port = withBreaker(
        withTimeout(
          createRemoteSearch({
            appId: config.ALGOLIA_APP_ID,
            apiKey: config.ALGOLIA_SEARCH_KEY,
            indexName,
            ...(config.ALGOLIA_HOST ? { host: config.ALGOLIA_HOST } : {}),
          }),
        ),
        isolateSearchBreaker(),
      );
      remotes.set(key, port);
    }
    return port;
  }
  const embedded = createEmbeddedSearch({
    indexName,
    records: async () => joinLanguages(await Promise.all(LANGUAGES.map((language) => content.searchRecords(language)))),
    cache: indexes,
  });
  return withBreaker(embedded, embeddedBreaker);
}
