import { exports } from 'cloudflare:workers';
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { assertProperty, propertyTimeout } from '../support/property';
import { storedRowCounts } from './fakes/stored-rows';

// Property-based bad input: thousands of generated bodies, query strings, route parameters
// and cookies against every endpoint. Every API answer below 500 carries the JSON error shape when it
// is an error, nothing answers 5xx, and nothing stored changes.

const send = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, { redirect: 'manual', ...init }));

async function expectApiAnswer(response: Response, { mustFail }: { mustFail: boolean }) {
  expect(response.status, `status of ${response.url}`).toBeLessThan(500);
  if (mustFail) expect(response.status).toBeGreaterThanOrEqual(400);
  if (response.status >= 400) {
    expect(response.headers.get('Content-Type') ?? '').toContain('application/json');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.statusCode).toBe(response.status);
    expect(typeof body.statusMessage).toBe('string');
    expect(typeof body.message).toBe('string');
  } else {
    await response.arrayBuffer();
  }
}

/** encodeURIComponent throws on lone surrogates; send their raw (invalid) UTF-8 escapes instead. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const pollutionKeys = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty');
const weirdString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom('\u0000', '\uFFFF', '\uD800', '🧪'.repeat(50), 'a'.repeat(70_000), '<script>alert(1)</script>', '../../etc/passwd'),
);
const weirdNumber = fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1.5, Number.MAX_SAFE_INTEGER, 1e308, -0));
const weirdValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    weirdString,
    weirdNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(weirdString, pollutionKeys), tie('value'), { maxKeys: 5 }),
  ),
})).value;

/** Bodies that are never a valid request: malformed JSON, wrong types, near-miss carts. */
const badBody = fc.oneof(
  weirdValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom('{', '[1,', '{"items":', 'null', '""', '{"__proto__":{"admin":true}}', 'x'.repeat(300_000)),
  fc
    .record({
      items: fc.array(fc.record({ id: weirdNumber, participantCount: weirdNumber, type: weirdString }), { minLength: 1, maxLength: 3 }),
      couponCode: weirdValue,
    })
    .map((value) => JSON.stringify({ ...value, items: value.items.map((item) => ({ ...item, id: -Math.abs(Number(item.id) || 1) })) })),
  fc.record({ cart: weirdValue, fields: weirdValue, id: weirdString, editKey: weirdString }).map((v) => JSON.stringify(v)),
  fc.record({ orderId: weirdValue, commitHash: weirdValue }).map((v) => JSON.stringify(v)),
);

const POST_ENDPOINTS = ['/api/backend/cart/price', '/api/backend/cart/commit', '/api/backend/cart/share', '/api/docs/create'];
const queryString = fc
  .dictionary(
    fc.oneof(
      weirdString,
      fc.constantFrom('q', 'department', 'category', 'form', 'location', 'dates', 'page', 'rows', 'hitsPerPage', 'itemIds', 'tab', 'language'),
    ),
    weirdString,
    { maxKeys: 6 },
  )
  .map((record) =>
    Object.entries(record)
      .map(([key, value]) => `${encode(key)}=${encode(value)}`)
      .join('&'),
  );
const segment = weirdString.map((s) => encode(s).slice(0, 2000) || 'x');

const badBodies = fc.asyncProperty(
  fc.constantFrom(...POST_ENDPOINTS),
  badBody,
  fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
  async (path, body, type) => {
    await expectApiAnswer(await send(path, { method: 'POST', body, headers: { 'Content-Type': type } }), { mustFail: true });
  },
);

const apiRouteParameters = fc.asyncProperty(
  fc.oneof(
    fc.tuple(segment, segment).map(([type, id]) => `/api/backend/event/${type}/${id}`),
    segment.map((id) => `/api/backend/cart/share/${id}`),
    segment.map((language) => `/api/content/menu/${language}`),
    segment.map((language) => `/api/content/search-opts/${language}`),
    segment.map((id) => `/api/content/mux-color/${id}`),
    queryString.map((query) => `/api/search?${query}`),
  ),
  async (path) => {
    await expectApiAnswer(await send(path), { mustFail: false });
  },
);

const cookie = fc.oneof(
  weirdString.map((value) => `i18n_redirected=${encode(value)}`),
  fc.constantFrom('i18n_redirected=en', 'i18n_redirected=sv', 'i18n_redirected=', '=;;;=', 'a'.repeat(4000)),
  weirdString.map((value) => `preview=${encode(value)}; staff=${encode(value)}`),
);
const pagePath = fc.oneof(
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`),
  segment.map((slug) => `/kurs/${slug}`),
  segment.map((slug) => `/en/programme/${slug}`),
  fc.tuple(segment, segment).map(([type, id]) => `/schedule/${type}/${id}`),
  segment.map((id) => `/share-cart/default/${id}`),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((segments) => `/${segments.join('/')}/_payload.json`),
);
const pageRequests = fc.asyncProperty(pagePath, queryString, cookie, async (path, query, cookieHeader) => {
  const response = await send(`${path}?${query}`, { headers: { Cookie: cookieHeader, 'Accept-Language': 'en' } });
  expect(response.status, `${path}?${query}`).toBeLessThan(500);
  await response.arrayBuffer();
});

let before: Record<string, number>;
beforeAll(async () => {
  // Warm up: let embedded services create and seed their tables before the snapshot.
  await send('/sitemap');
  await send('/api/search?q=ledarskap');
  await send('/api/backend/cart/price', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } });
  before = await storedRowCounts();
}, 60_000);

describe('generated bad input', () => {
  test(
    'bodies to every POST endpoint answer a 4xx JSON error and store nothing',
    async () => {
      await assertProperty({ badBodies }, 800);
      expect(await storedRowCounts()).toEqual(before);
    },
    propertyTimeout(120_000),
  );

  test(
    'route parameters of GET API endpoints answer below 500 with the error shape',
    async () => {
      await assertProperty({ apiRouteParameters }, 600);
      expect(await storedRowCounts()).toEqual(before);
    },
    propertyTimeout(120_000),
  );

  test(
    'page paths, query strings and cookies never answer 5xx',
    async () => {
      await assertProperty({ pageRequests }, 700);
      expect(await storedRowCounts()).toEqual(before);
    },
    propertyTimeout(180_000),
  );
});

// Counterexamples found by fuzzing, each kept as a named test (see also crafted-paths.test.ts).
describe('counterexamples found before', () => {
  test('a tab and a NUL as path segments (seed -184242818) answer below 500', async () => {
    await fc.assert(pageRequests, { examples: [['/%09/%00', '', 'preview=; staff=']], numRuns: 1 });
  });
});
