import { businessToday } from '../../../shared/calendar/business-day';
import { LANGUAGES } from '../../../shared/i18n/languages';
import type { Config } from '../../config';
import type { ContentPort } from '../../ports/content';
import type { SearchPort } from '../../ports/search';
import { createEmbeddedSearch } from './embedded';
import { createRemoteSearch } from './remote';
import { isolateSearchBreaker, withBreaker, withTimeout } from './resilience';

const remotes = new Map<string, SearchPort>();
// One breaker per service and isolate: the embedded engine fails only when its records (the content service) do.
const embeddedBreaker = isolateSearchBreaker();

/**
 * The search adapter the configuration chooses: the hosted index when `ALGOLIA_APP_ID` is set
 * (one client per isolate, on Algolia's hosts or the one of `ALGOLIA_HOST`), else the embedded engine over the content's search records of every
 * language (one index per isolate and day).
 */
export function createSearchPort(config: Config, content: Pick<ContentPort, 'searchRecords'>): SearchPort {
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
    records: async () => (await Promise.all(LANGUAGES.map((language) => content.searchRecords(language)))).flat(),
    // The demo scale is part of the content's version: another scale is another index.
    day: () => {
      // The content's day (Stockholm, the site's day), which decides what is upcoming.
      const today = businessToday(Date.now());
      return config.DEMO_SCALE === 1 ? today : `${today}x${config.DEMO_SCALE}`;
    },
  });
  return withBreaker(embedded, embeddedBreaker);
}
