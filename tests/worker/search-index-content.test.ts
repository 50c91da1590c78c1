import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { isoDateToEpochSeconds } from '../../shared/calendar/civil-date';
import { searchStateSchema } from '../../shared/search/search-state-schema';
import { createContent } from '../../worker/adapters/content';
import { isolateInFlight } from '../../worker/adapters/content/content-cache';
import { createSearchPort } from '../../worker/adapters/search';
import { createIndexCache } from '../../worker/adapters/search/embedded';
import { parseConfig } from '../../worker/config';
import { SEED_KEEP_DAYS } from '../../worker/embedded/content/service/ensure-content-seeded';
import { MemoryCache } from '../../worker/memory-cache';

const DAY = 86_400_000;
const SLUG = 'ledarskap-for-nya-chefer';
// 11:00 in Stockholm: the seed is loaded on this day (the test database holds no seed of it).
const SEEDED = Date.UTC(2033, 2, 7, 10);

/**
 * The embedded search's index follows what the content says, through the same content cache as
 * the course pages: a reloaded seed's event dates reach the search as soon as they reach the course
 * page, and a new day with the same seed keeps the index it has.
 */
describe('the embedded search index and the content it is built from', () => {
  test('is kept over a new day with the same seed, and follows a reloaded seed at once', async () => {
    let clock = SEEDED;
    const config = parseConfig({});
    // One isolate: its content cache and its search index, shared by every request below.
    const memory = new MemoryCache();
    const indexes = createIndexCache();
    const request = () => {
      const content = createContent({
        config,
        env,
        preview: Promise.resolve({ active: false, staff: false, token: null }),
        memory,
        awaitCacheWrites: true,
        now: () => clock,
      });
      return { content, search: createSearchPort(config, content, indexes) };
    };
    // The course page's first upcoming date, and the same course's start date in the search.
    const dates = async () => {
      const { content, search } = request();
      const course = await content.course(SLUG, 'sv');
      const outcome = await search.search(searchStateSchema.parse({ query: course?.title ?? '', language: 'sv', hitsPerPage: 100 }), 'desktop');
      if (!course || !outcome.ok) throw new Error('the course or its search did not answer');
      const first = course.events.filter((event) => !event.cancelled).sort((a, b) => (a.startDate < b.startDate ? -1 : 1))[0];
      return {
        page: first ? isoDateToEpochSeconds(first.startDate) : null,
        search: outcome.value.hits.find((hit) => hit.post_id === course.id)?.start_date ?? null,
      };
    };
    // The content cache's refreshes (stale copies are served while they run) have landed.
    const refreshed = () => Promise.allSettled([...isolateInFlight.values()]);

    const seeded = await dates();
    expect(seeded.page).not.toBeNull();
    expect(seeded.search).toBe(seeded.page);
    const index = await indexes.latest();
    expect(index).not.toBeNull();

    // The next day, the same seed: the cache refreshes its copies, the index stays the one built.
    clock = SEEDED + DAY;
    expect(await dates()).toEqual(seeded);
    await refreshed();
    expect(await dates()).toEqual(seeded);
    expect(await indexes.latest()).toBe(index);

    // The day the seed is reloaded: the first requests get the stale copies (the old seed's dates,
    // the search built from them alike), and their refresh reloads the seed.
    clock = SEEDED + SEED_KEEP_DAYS * DAY - 3_600_000;
    expect(await dates()).toEqual(seeded);
    await refreshed();
    // Once the course page shows the new seed's dates, so does the search.
    const reloaded = await dates();
    expect(reloaded.page).toBe((seeded.page ?? 0) + SEED_KEEP_DAYS * 86_400);
    expect(reloaded.search).toBe(reloaded.page);
    expect(await indexes.latest()).not.toBe(index);
  });
});
