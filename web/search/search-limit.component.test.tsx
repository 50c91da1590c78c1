import { screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { emptySearchState } from '../../shared/search/search-state';
import { renderIn } from '../testing/render-in';
import { ExplorerResults } from './explorer-results';
import { useDebouncedSearch } from './use-debounced-search';

// Issue 48: when the site's searches of the day were used up (the call ceiling, 429
// site_capacity_reached until the next UTC day), the explorer said "try again in a minute", the
// text of the visitor's own limit a minute (429 rate_limited). The refusal's code decides which
// one the results area says (`searchLimitOfRefusal`, shared/search/search-limit.ts).

const TEXTS = {
  sv: {
    client: 'För många sökningar just nu, försök igen om en minut.',
    day: 'Sökningen har nått sin gräns för i dag. Försök igen i morgon.',
  },
  en: {
    client: 'Too many searches right now, try again in a minute.',
    day: 'Search has reached its limit for today. Try again tomorrow.',
  },
} as const;

/** One state for every render: a new one would be a new search. */
const STATE = { ...emptySearchState(), query: 'ledarskap' };

/** The explorer's results area over a live search of one query, as the explorer runs it. */
function LiveResults() {
  const search = useDebouncedSearch(STATE);
  return <ExplorerResults hits={[]} layout="waterfall" loading={search.loading} limited={search.limited} placeholders={1} rows={1} />;
}

/** The search API refusing with a code, in the API's error shape. */
function refuseWith(statusMessage: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ statusCode: 429, statusMessage, message: 'Too many' }, { status: 429, headers: { 'Retry-After': '60' } }),
    ),
  );
}

// The search waits its debounce, then loads the result schema on its first use (a dynamic
// import): on a loaded machine that takes longer than Testing Library's one second.
const ANSWERED_MS = 4_000;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a refused live search says when to try again', () => {
  for (const language of ['sv', 'en'] as const) {
    test(`over the visitor's own limit: in a minute (${language})`, async () => {
      refuseWith('rate_limited');
      renderIn(language, <LiveResults />);
      expect((await screen.findByTestId('explorer-limited', {}, { timeout: ANSWERED_MS })).textContent).toBe(TEXTS[language].client);
    });

    test(`over the site's ceiling of the day: tomorrow, not in a minute (${language})`, async () => {
      refuseWith('site_capacity_reached');
      renderIn(language, <LiveResults />);
      expect((await screen.findByTestId('explorer-limited', {}, { timeout: ANSWERED_MS })).textContent).toBe(TEXTS[language].day);
    });
  }
});
