import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { embeddedGraphqlFetch } from '../../worker/embedded/content/service/embedded-graphql';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';

const DAY = 86_400_000;
const post = (fetcher: typeof fetch, body: unknown, init: RequestInit = {}) =>
  fetcher('https://content.embedded.invalid/graphql', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
    ...init,
  });

describe('the embedded content service', () => {
  test('it keeps its seed over midnight for six days and moves event dates with the day on the seventh', async () => {
    const day1 = Date.UTC(2031, 0, 10, 12);
    await Promise.all([ensureContentSeeded(env.DB, day1), ensureContentSeeded(env.DB, day1)]);
    const seedDay = () => env.DB.prepare(`SELECT value FROM content_meta WHERE key = 'seed_day'`).first<{ value: string }>();
    const firstEvent = () => env.DB.prepare('SELECT start_date FROM content_event WHERE id = 10010').first<{ start_date: string }>();
    expect((await seedDay())?.value).toBe('2031-01-10');
    const before = (await firstEvent())?.start_date ?? '';
    // 23:30 UTC on 10 January is 00:30 on the 11th in Stockholm: a new day, the same seed.
    for (const later of [Date.UTC(2031, 0, 10, 23, 30), day1 + DAY, day1 + 6 * DAY]) {
      await ensureContentSeeded(env.DB, later);
      expect((await seedDay())?.value).toBe('2031-01-10');
      expect((await firstEvent())?.start_date).toBe(before);
    }
    await ensureContentSeeded(env.DB, day1 + 7 * DAY);
    expect((await seedDay())?.value).toBe('2031-01-17');
    const after = (await firstEvent())?.start_date ?? '';
    expect(Date.parse(after) - Date.parse(before)).toBe(7 * DAY);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM content_item').first<{ n: number }>())?.n).toBeGreaterThan(100);
  });

  test('it answers GraphQL POSTs in-process and refuses anything else', async () => {
    const fetcher = embeddedGraphqlFetch({ db: env.DB, isStaffToken: async () => false });
    const ok = await post(fetcher, { query: 'query L { languages { code } }', operationName: 'L' });
    expect(await ok.json()).toEqual({ data: { languages: [{ code: 'sv' }, { code: 'en' }] } });
    expect((await fetcher('https://content.embedded.invalid/graphql')).status).toBe(405);
    expect((await post(fetcher, '{', { body: '{' })).status).toBe(400);
    const invalid = await post(fetcher, { query: '{ nope }' });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { errors: { message: string }[] }).errors[0]?.message).toContain('nope');
  });

  test('unpublished items need a staff token', async () => {
    const hidden = await env.DB.prepare('SELECT id FROM content_item WHERE published = 0 LIMIT 1').first<{ id: number }>();
    const query = { query: 'query P($id: Int!) { preview(postId: $id) { id published } }', variables: { id: hidden?.id } };
    const visitor = embeddedGraphqlFetch({ db: env.DB, isStaffToken: async () => false });
    expect(await (await post(visitor, query)).json()).toEqual({ data: { preview: null } });
    const staff = embeddedGraphqlFetch({ db: env.DB, isStaffToken: async (token) => token === 'ok' });
    const answer = await post(staff, query, { headers: { 'content-type': 'application/json', authorization: 'Bearer ok' } });
    expect(await answer.json()).toEqual({ data: { preview: { id: hidden?.id, published: false } } });
  });
});
