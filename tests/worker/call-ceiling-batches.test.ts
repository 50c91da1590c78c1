import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { DAY_MS } from '../../shared/retention/lifetime';
import { utcDay } from '../../shared/ceilings/ceilings';
import { CEILING_EXACT_MARGIN, CEILING_FLUSH_EVERY, CEILING_FLUSH_MS, withinCallCeiling } from '../../worker/ceilings/call-ceiling';

// The day's ceiling of searches (and of every ceiled call) was one D1 write before each answer.
// Far from the ceiling an isolate now counts in memory and adds its calls in one statement after
// the response; near it, each call is counted in D1 first, as before.

const FAR = 100_000;
/** Noon of a day of its own for each test: the isolate's counts are per day. */
const dayOf = (offset: number) => (20_000 + offset) * DAY_MS + DAY_MS / 2;
const stored = async (now: number) =>
  (await env.DB.prepare("SELECT calls FROM call_ceiling WHERE call = 'search' AND day = ?1").bind(utcDay(now)).first<number>('calls')) ?? 0;

/** A `defer` that keeps the work, so the test decides when the response has ended. */
function deferred() {
  const work: Promise<void>[] = [];
  return {
    defer: (promise: Promise<void>) => work.push(promise),
    settle: () => Promise.all(work.splice(0)),
    get count() {
      return work.length;
    },
  };
}

describe('the ceiling of a call per day, counted in batches far from it', () => {
  test(`the first call of the day is counted at once; the next ${CEILING_FLUSH_EVERY} in one statement after the response`, async () => {
    const now = dayOf(1);
    const later = deferred();
    expect(await withinCallCeiling(env.DB, 'search', now, FAR, later.defer)).toBe(true);
    expect(await stored(now)).toBe(1);
    for (let n = 1; n < CEILING_FLUSH_EVERY; n++) expect(await withinCallCeiling(env.DB, 'search', now, FAR, later.defer)).toBe(true);
    expect(later.count).toBe(0);
    expect(await stored(now)).toBe(1);
    expect(await withinCallCeiling(env.DB, 'search', now, FAR, later.defer)).toBe(true);
    expect(later.count).toBe(1);
    await later.settle();
    expect(await stored(now)).toBe(1 + CEILING_FLUSH_EVERY);
  });

  test(`a call ${CEILING_FLUSH_MS / 1000} s after the oldest pending one adds them, however few`, async () => {
    const now = dayOf(2);
    const later = deferred();
    await withinCallCeiling(env.DB, 'search', now, FAR, later.defer);
    await withinCallCeiling(env.DB, 'search', now + 1, FAR, later.defer);
    expect(later.count).toBe(0);
    await withinCallCeiling(env.DB, 'search', now + 1 + CEILING_FLUSH_MS, FAR, later.defer);
    await later.settle();
    expect(await stored(now)).toBe(3);
  });

  test('near the ceiling every call is counted in D1 first, and the ceiling is exact; once reached, no statement is made', async () => {
    const now = dayOf(3);
    const ceiling = CEILING_EXACT_MARGIN + 50;
    const later = deferred();
    // Other isolates counted most of the day already.
    await env.DB.prepare("INSERT INTO call_ceiling (call, day, calls) VALUES ('search', ?1, ?2)")
      .bind(utcDay(now), ceiling - 30)
      .run();
    let allowed = 0;
    for (let n = 0; n < 40; n++) if (await withinCallCeiling(env.DB, 'search', now, ceiling, later.defer)) allowed += 1;
    expect(allowed).toBe(30);
    expect(later.count).toBe(0);
    expect(await stored(now)).toBe(ceiling);
    await env.DB.prepare("UPDATE call_ceiling SET calls = 0 WHERE call = 'search' AND day = ?1").bind(utcDay(now)).run();
    // Reached, as D1 said: refused without asking it again (the reset above is not seen).
    expect(await withinCallCeiling(env.DB, 'search', now, ceiling, later.defer)).toBe(false);
  });

  test('a ceiling within the exact margin is never batched: every call is in D1 before it runs', async () => {
    const now = dayOf(4);
    const later = deferred();
    for (let n = 0; n < 5; n++) expect(await withinCallCeiling(env.DB, 'search', now, 3, later.defer)).toBe(n < 3);
    expect(later.count).toBe(0);
    expect(await stored(now)).toBe(3);
  });
});
