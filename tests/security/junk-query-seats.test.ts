import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { LIVE_SEATS_REUSE_MS, LiveSeatsMemo } from '../../worker/live-seats-memo';
import { sample } from '../worker/content-helpers';
import { fakeBackendUpstream } from '../worker/fakes/fake-backend-upstream';

// Attack (issue 48, round two): a known course page with a junk query (`?x=<random>`) is an
// address no page cache holds (each unique query is its own page, docs/decisions/018), so each
// such request rendered the page and asked the booking back end for the seats of every event,
// outside any limit.
// Defence: the pages read the back end's seats through the app's memo (worker/live-seats-memo.ts,
// `pageSeats` of the request context), which reuses a good answer for LIVE_SEATS_REUSE_MS (15 s)
// for every request: a flood of junk queries from many networks asks the back end once per event
// in that time. The page and its data still answer 200 with the course.

const BACKEND_URL = 'https://booking.junk-query.test/api/';

describe('a known course page under a flood of junk queries', () => {
  const upstream = fakeBackendUpstream();
  // Every open check of the remote back end starts with its KV copy: counting those reads counts
  // what the pages asked of the back end, whether KV or the back end itself answered.
  const asked: string[] = [];
  const cache = new Proxy(env.CACHE, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (property !== 'get') return value.bind(target);
      return (key: string, ...rest: unknown[]) => {
        if (key.includes('/event/')) asked.push(key);
        return value.call(target, key, ...rest);
      };
    },
  });
  const siteEnv = { ...env, CACHE: cache };
  const app = createApp({
    config: parseConfig({ BACKEND_URL }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { backend: { fetch: (outgoing) => upstream.fetch(outgoing) } },
    // Its clock stands still: every request below is within the reuse time, however slow the machine.
    liveSeats: new LiveSeatsMemo(() => 0),
  });
  const get = (path: string, client: string) =>
    app.fetch(new Request(`https://site.example${path}`, { headers: { 'CF-Connecting-IP': client, Cookie: 'i18n_redirected=sv' } }), siteEnv);
  const eventCalls = () => upstream.state.requests.filter((request) => request.url.includes('/event/')).length;

  test(`renders from many networks with unique queries ask the back end once per event within ${LIVE_SEATS_REUSE_MS / 1000} s`, async () => {
    const course = sample.course('sv');
    const path = pathFor('course', 'sv', { slug: course.slug });
    const first = await get(`${path}?x=first`, '198.51.100.1');
    expect(first.status).toBe(200);
    expect(await first.text()).toContain(course.title);
    const perPage = asked.length;
    expect(perPage).toBeGreaterThan(0);
    expect(eventCalls()).toBeLessThanOrEqual(perPage);
    const callsAfterFirst = eventCalls();

    for (let i = 0; i < 60; i++) {
      const response = await get(`${path}?x=${i}-${Math.random().toString(36).slice(2)}`, `2001:db8:5e:${i.toString(16)}::1`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(course.title);
    }
    // The app's own data route for the same page, with junk queries too.
    for (let i = 0; i < 10; i++) {
      const response = await get(`${path}/_payload.json?x=${i}`, `2001:db8:5f:${i.toString(16)}::1`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(asked.length).toBe(perPage);
    expect(eventCalls()).toBe(callsAfterFirst);
  }, 120_000);
});
