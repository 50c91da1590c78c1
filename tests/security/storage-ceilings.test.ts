import { env } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { DEFAULT_CART_BODY_LIMIT } from '../../shared/cart/cart-body-size';
import { createCart } from '../../shared/cart/create-cart';
import { CEILED_CALLS, ROOM_RETRY_SECONDS, secondsUntilNextUtcDay, utcDay } from '../../shared/ceilings/ceilings';
import { toHex } from '../../shared/encoding/to-hex';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { DAY_MS } from '../../shared/retention/lifetime';
import { ShareResponseSchema } from '../../shared/schemas/share';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { cleanUp } from '../../worker/retention/clean-up';

// Issue 48, storage ceilings: a share stored up to 256 KB, and 30 a minute per address filled D1
// in about a day, after which every booking failed; 40 uploads of 10 MB a minute per address under
// fresh application keys grew R2 without bound; and nothing bounded a costly call across clients.
// Defences (shared/ceilings/ceilings.ts, worker/ceilings/): a client (IPv4 address or IPv6 /64)
// may create so many shares and open so many attachment spaces (and upload so many bytes) per UTC
// day, counted in D1 under a keyed hash of its network; the site keeps so many shares, spaces
// and bytes in all; every call that stores or bills has a ceiling per UTC day across all clients;
// a cart body is at most what the fullest bookable cart needs. The caps are configuration
// (README, Configuration); here they are set small, and the clock is passed in: each test counts
// on a UTC day of its own, at noon.

const noonOf = (day: number) => day * DAY_MS + DAY_MS / 2;
const BASE_DAY = utcDay(Date.UTC(2031, 0, 1));

/** The worker with the given settings on a clock the test moves; answers a fetch of a path from a client address. */
function siteWith(settings: Record<string, string>, clock: { now: number }) {
  const now = () => clock.now;
  const app = createApp({
    config: parseConfig(settings),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
    adapters: { backend: { now }, signing: { now }, now },
  });
  return (path: string, client: string, init: RequestInit = {}) =>
    app.fetch(
      new Request(`https://site.example${path}`, {
        ...init,
        headers: { 'CF-Connecting-IP': client, ...(init.headers as Record<string, string>) },
      }),
      env,
    );
}

type Site = ReturnType<typeof siteWith>;

const shareBody = () => JSON.stringify({ cart: createCart('default', Date.UTC(2031, 0, 1)), fields: { 'contact.firstName': 'Anna' } });
const share = (site: Site, client: string, body = shareBody()) =>
  site('/api/backend/cart/share', client, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a, 0x0a]);
const newApplication = () => ({ cartId: `ceiling-${crypto.randomUUID().slice(0, 8)}`, key: toHex(crypto.getRandomValues(new Uint8Array(32))) });
const upload = (site: Site, client: string, application: { cartId: string; key: string }, bytes = PDF) =>
  site(`/api/application/${application.cartId}/attachments`, client, {
    method: 'POST',
    body: bytes,
    headers: {
      'X-Application-Key': application.key,
      'Content-Type': 'application/pdf',
      'Content-Length': String(bytes.length),
      'X-File-Name': 'cv.pdf',
    },
  });

async function refusal(response: Response) {
  const body = ApiErrorSchema.safeParse(await response.json());
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    code: body.success ? body.data.statusMessage : 'not an error',
  };
}

const count = async (sql: string) => (await env.DB.prepare(sql).first<number>('n')) ?? 0;
const sharesStored = () => count('SELECT COUNT(*) AS n FROM booking_share');
const spacesKept = () => count('SELECT COUNT(*) AS n FROM attachment_space');

describe('storage ceilings: what one client may store in a day', () => {
  test('a flood of shares from one client (any address of its /64) hits its day cap: 429 daily_limit_reached until the next UTC day; another client shares', async () => {
    const clock = { now: noonOf(BASE_DAY) };
    const site = siteWith({ SHARES_PER_CLIENT_PER_DAY: '3' }, clock);
    const before = await sharesStored();
    const answers = [];
    for (let n = 1; n <= 6; n++) answers.push(await share(site, `2001:db8:48:1::${n}`));
    expect(answers.slice(0, 3).map((response) => response.status)).toEqual([201, 201, 201]);
    for (const refused of answers.slice(3)) {
      expect(await refusal(refused)).toEqual({
        status: 429,
        retryAfter: String(secondsUntilNextUtcDay(clock.now)),
        code: 'daily_limit_reached',
      });
    }
    expect(await sharesStored()).toBe(before + 3);

    // Updating a share it made stores nothing more and still works; another client shares.
    const made = ShareResponseSchema.parse(await answers[0]!.json()).cart.meta.sharing;
    const update = JSON.stringify({ ...JSON.parse(shareBody()), id: made.id, editKey: made.editKey });
    expect((await share(site, '2001:db8:48:1::99', update)).status).toBe(200);
    expect((await share(site, '2001:db8:48:2::1')).status).toBe(201);

    // The next UTC day the client shares again.
    clock.now += DAY_MS;
    expect((await share(site, '2001:db8:48:1::7')).status).toBe(201);
  });

  test('the daily counts hold a keyed hash of the client network, never its address', async () => {
    const clock = { now: noonOf(BASE_DAY + 40) };
    const site = siteWith({}, clock);
    expect((await share(site, '198.51.100.48')).status).toBe(201);
    const rows = await env.DB.prepare('SELECT kind, client_hash FROM client_day_usage WHERE day = ?1')
      .bind(utcDay(clock.now))
      .all<{ kind: string; client_hash: string }>();
    expect(rows.results).toEqual([{ kind: 'share', client_hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    const dump = JSON.stringify((await env.DB.prepare('SELECT * FROM client_day_usage').all()).results);
    expect(dump).not.toContain('198.51.100');
  });

  test('one client opening application after application under fresh keys hits its day cap of spaces, and of bytes', async () => {
    const clock = { now: noonOf(BASE_DAY + 2) };
    const site = siteWith({ ATTACHMENT_SPACES_PER_CLIENT_PER_DAY: '2', ATTACHMENT_BYTES_PER_CLIENT_PER_DAY: String(4 * PDF.length) }, clock);
    const [first, second, third] = [newApplication(), newApplication(), newApplication()];
    expect((await upload(site, '203.0.113.48', first!)).status).toBe(201);
    expect((await upload(site, '203.0.113.48', second!)).status).toBe(201);
    const before = await spacesKept();
    expect(await refusal(await upload(site, '203.0.113.48', third!))).toEqual({
      status: 429,
      retryAfter: String(secondsUntilNextUtcDay(clock.now)),
      code: 'daily_limit_reached',
    });
    expect(await spacesKept()).toBe(before);
    // Its open applications take more files until its bytes of the day are used up.
    expect((await upload(site, '203.0.113.48', first!)).status).toBe(201);
    expect((await upload(site, '203.0.113.48', second!)).status).toBe(201);
    expect((await refusal(await upload(site, '203.0.113.48', first!))).code).toBe('daily_limit_reached');
    // Another client is not affected.
    expect((await upload(site, '203.0.113.49', third!)).status).toBe(201);
  });
});

describe('storage ceilings: what the site keeps in all', () => {
  test('shares from many /64s hit the site total: 429 site_capacity_reached with Retry-After, nothing more stored, no client charged', async () => {
    const clock = { now: noonOf(BASE_DAY + 3) };
    const room = 4;
    const site = siteWith({ SHARES_IN_ALL: String((await sharesStored()) + room) }, clock);
    const answers = [];
    for (let n = 1; n <= room + 3; n++) answers.push(await share(site, `2001:db8:49:${n.toString(16)}::1`));
    expect(answers.slice(0, room).every((response) => response.status === 201)).toBe(true);
    for (const refused of answers.slice(room)) {
      expect(await refusal(refused)).toEqual({ status: 429, retryAfter: String(ROOM_RETRY_SECONDS), code: 'site_capacity_reached' });
    }
    // A refused share is given back to its client's day.
    const charged = await count(
      `SELECT COALESCE(SUM(amount), 0) AS n FROM client_day_usage WHERE kind = 'share' AND day = ${utcDay(clock.now)}`,
    );
    expect(charged).toBe(room);
  });

  test('attachment spaces from many /64s hit the site total; an application already open still takes a file; the site total of bytes holds too', async () => {
    const clock = { now: noonOf(BASE_DAY + 4) };
    const open = newApplication();
    const kept = await spacesKept();
    const site = siteWith({ ATTACHMENT_SPACES_IN_ALL: String(kept + 3) }, clock);
    expect((await upload(site, '2001:db8:50:1::1', open)).status).toBe(201);
    expect((await upload(site, '2001:db8:50:2::1', newApplication())).status).toBe(201);
    expect((await upload(site, '2001:db8:50:3::1', newApplication())).status).toBe(201);
    for (let n = 4; n <= 6; n++) {
      expect(await refusal(await upload(site, `2001:db8:50:${n}::1`, newApplication()))).toEqual({
        status: 429,
        retryAfter: String(ROOM_RETRY_SECONDS),
        code: 'site_capacity_reached',
      });
    }
    expect(await spacesKept()).toBe(kept + 3);
    expect((await upload(site, '2001:db8:50:1::1', open)).status).toBe(201);

    const bytes = await count('SELECT COALESCE(SUM(bytes), 0) AS n FROM attachment_space');
    const full = siteWith({ ATTACHMENT_BYTES_IN_ALL: String(bytes) }, clock);
    expect((await refusal(await upload(full, '2001:db8:50:7::1', open))).code).toBe('site_capacity_reached');
  });

  test('a share body larger than the fullest bookable cart needs is refused with 413 before anything is stored', async () => {
    const clock = { now: noonOf(BASE_DAY + 5) };
    const site = siteWith({}, clock);
    const before = await sharesStored();
    const padded = JSON.stringify({ ...JSON.parse(shareBody()), fields: { note: 'x'.repeat(DEFAULT_CART_BODY_LIMIT) } });
    const response = await share(site, '198.51.100.50', padded);
    expect(await refusal(response)).toMatchObject({ status: 413, code: 'body_too_large' });
    expect(await sharesStored()).toBe(before);
  });
});

describe('a ceiling per day on each call that stores or bills, across all clients', () => {
  /** The cheapest request of each call: the ceiling is counted before the body is read. */
  const CALLS: Record<(typeof CEILED_CALLS)[number], { setting: string; path: string; init: RequestInit }> = {
    commit: {
      setting: 'CEILING_COMMITS_PER_DAY',
      path: '/api/backend/cart/commit',
      init: { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
    },
    share: {
      setting: 'CEILING_SHARES_PER_DAY',
      path: '/api/backend/cart/share',
      init: { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
    },
    upload: { setting: 'CEILING_UPLOADS_PER_DAY', path: '/api/application/cart-1/attachments', init: { method: 'POST', body: '' } },
    docs: {
      setting: 'CEILING_SIGNING_DOCUMENTS_PER_DAY',
      path: '/api/docs/create',
      init: { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } },
    },
    search: { setting: 'CEILING_SEARCHES_PER_DAY', path: '/api/search?q=ledarskap', init: {} },
  };

  CEILED_CALLS.forEach((call, index) => {
    test(`${call}: once the day's ceiling is reached by many clients, a fresh client gets 429 site_capacity_reached until the next UTC day`, async () => {
      const clock = { now: noonOf(BASE_DAY + 10 + index) };
      const { setting, path, init } = CALLS[call];
      const site = siteWith({ [setting]: '3' }, clock);
      for (let n = 1; n <= 3; n++) expect((await site(path, `192.0.2.${10 * index + n}`, init)).status, `${call} #${n}`).not.toBe(429);
      const fresh = await site(path, `2001:db8:51:${index}::1`, init);
      expect(await refusal(fresh)).toEqual({
        status: 429,
        retryAfter: String(secondsUntilNextUtcDay(clock.now)),
        code: 'site_capacity_reached',
      });
      clock.now += DAY_MS;
      expect((await site(path, `2001:db8:51:${index}::1`, init)).status).not.toBe(429);
    });
  });

  test('the search page counts against the same ceiling: once reached it renders with the day’s message (tomorrow) and answers 429 until the next UTC day', async () => {
    const clock = { now: noonOf(BASE_DAY + 20) };
    const site = siteWith({ CEILING_SEARCHES_PER_DAY: '2' }, clock);
    expect((await site('/api/search?q=ledarskap', '192.0.2.201')).status).toBe(200);
    expect((await site('/sok?q=ekonomi', '192.0.2.202')).status).toBe(200);
    const refused = await site('/sok?q=juridik', '192.0.2.203');
    expect(refused.status).toBe(429);
    // The day's ceiling says when it resets, tomorrow, not "in a minute" as the client's own limit does.
    expect(refused.headers.get('Retry-After')).toBe(String(secondsUntilNextUtcDay(clock.now)));
    const html = await refused.text();
    expect(html).toContain('Sökningen har nått sin gräns för i dag. Försök igen i morgon.');
    expect(html).not.toContain('om en minut');
    const english = await site('/en/search?q=law', '192.0.2.204');
    expect(english.status).toBe(429);
    expect(await english.text()).toContain('Search has reached its limit for today. Try again tomorrow.');
    const payload = await site('/sok/_payload.json?q=skatt', '192.0.2.205');
    expect(JSON.stringify(await payload.json())).toContain('"limited":"day"');
  });
});

describe('(guard) the clean-up deletes the daily counts of days that have ended', () => {
  test('the counts and the day key of yesterday go; today’s stay', async () => {
    const clock = { now: noonOf(BASE_DAY + 30) };
    const site = siteWith({}, clock);
    expect((await share(site, '198.51.100.60')).status).toBe(201);
    clock.now += DAY_MS;
    expect((await share(site, '198.51.100.60')).status).toBe(201);
    const rowsOf = (day: number) =>
      count(
        `SELECT (SELECT COUNT(*) FROM client_day_usage WHERE day = ${day}) + (SELECT COUNT(*) FROM client_day_key WHERE day = ${day}) + (SELECT COUNT(*) FROM call_ceiling WHERE day = ${day}) AS n`,
      );
    expect(await rowsOf(BASE_DAY + 30)).toBeGreaterThan(0);
    const report = await cleanUp(env, parseConfig({}), clock.now);
    expect(report.dailyCounts).toBeGreaterThanOrEqual(3);
    expect(await rowsOf(BASE_DAY + 30)).toBe(0);
    expect(await rowsOf(BASE_DAY + 31)).toBe(3);
  });

  test('yesterday’s key stays while the booking policy may still compare a hash made with it: the hold and its cool-down, 45 minutes', async () => {
    const clock = { now: noonOf(BASE_DAY + 32) };
    expect((await share(siteWith({}, clock), '198.51.100.61')).status).toBe(201);
    const day = BASE_DAY + 32;
    const keys = () => count(`SELECT COUNT(*) AS n FROM client_day_key WHERE day = ${day}`);
    const counts = () => count(`SELECT COUNT(*) AS n FROM client_day_usage WHERE day = ${day}`);
    const midnight = (day + 1) * DAY_MS;
    await cleanUp(env, parseConfig({}), midnight + 44 * 60_000);
    expect(await counts()).toBe(0);
    expect(await keys()).toBe(1);
    await cleanUp(env, parseConfig({}), midnight + 45 * 60_000);
    expect(await keys()).toBe(0);
  });
});
