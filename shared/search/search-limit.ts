import type { MessageKey } from '../i18n/translator';

/**
 * Why a search was not run: `client`, the visitor went over its own limit of searches a minute
 * (the rate limits, 429 `rate_limited`); `day`, the site has run as many searches as it may in
 * this UTC day, all visitors together (the call ceiling `CEILING_SEARCHES_PER_DAY`, 429
 * `site_capacity_reached`). They differ in when to try again: in a minute, or tomorrow.
 */
export type SearchLimit = 'client' | 'day';

/** What the visitor is told where the results go, for each limit. */
export const SEARCH_LIMIT_TEXT = {
  client: 'search.rate_limited',
  day: 'search.day_ceiling',
} as const satisfies Record<SearchLimit, MessageKey>;

/**
 * The limit a refused search answer (429) names by its error code: the day's ceiling answers
 * `site_capacity_reached` (worker/ceilings/), every other refusal is the visitor's own limit.
 */
export function searchLimitOfRefusal(statusMessage: unknown): SearchLimit {
  return statusMessage === 'site_capacity_reached' ? 'day' : 'client';
}
