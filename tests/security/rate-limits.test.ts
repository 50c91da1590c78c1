import { exports } from 'cloudflare:workers';
import { describe, expect, test } from 'vitest';
import { ApiErrorSchema } from '../../shared/errors/api-error';
import { NO_CLIENT_ADDRESS, RATE_LIMITS, clientKey } from '../../worker/rate-limits';

// Attack: a script calls the endpoints that cost something per request (a billed search or signing
// document, a stored share or file, a seat hold, a price computation) as fast as it can.
// Defence: the platform's rate limiter (`[[ratelimits]]` in wrangler.toml, run by miniflare here),
// one binding per kind of call, keyed per client address (CF-Connecting-IP). Over the limit: 429
// in the API's error shape with Retry-After. The limiter's windows are fixed to the clock, so a
// run may straddle a window's end: the client is then let through up to twice the limit, never
// more, which is what each test asserts (no dependence on when it runs).

const send = (path: string, client: string, init: RequestInit = {}) =>
  exports.default.fetch(
    new Request(`http://localhost${path}`, {
      ...init,
      headers: { 'CF-Connecting-IP': client, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    }),
  );

interface Endpoint {
  name: string;
  path: string;
  init: RequestInit;
  limit: number;
}

// Each request is the cheapest the endpoint answers (an invalid body): the limit is checked first.
const ENDPOINTS: Endpoint[] = [
  { name: 'commit', path: '/api/backend/cart/commit', init: { method: 'POST', body: '{}' }, limit: RATE_LIMITS.commit.limit },
  { name: 'price', path: '/api/backend/cart/price', init: { method: 'POST', body: '{}' }, limit: RATE_LIMITS.price.limit },
  { name: 'share', path: '/api/backend/cart/share', init: { method: 'POST', body: '{}' }, limit: RATE_LIMITS.share.limit },
  { name: 'upload', path: '/api/application/cart-1/attachments', init: { method: 'POST', body: '' }, limit: RATE_LIMITS.upload.limit },
  { name: 'document creation', path: '/api/docs/create', init: { method: 'POST', body: '{}' }, limit: RATE_LIMITS.docs.limit },
  { name: 'search', path: '/api/search?q=ledarskap', init: { method: 'GET' }, limit: RATE_LIMITS.search.limit },
  {
    name: "content with a visitor's token (uncached)",
    path: '/api/content/menu/sv',
    init: { method: 'GET', headers: { Cookie: 'gql:default=made-up-visitor-token' } },
    limit: RATE_LIMITS.personal.limit,
  },
];

/** Sends until the first 429 (at most twice the limit and one); answers how many got through, and the 429. */
async function flood(endpoint: Endpoint, client: string): Promise<{ through: number; refused: Response | null }> {
  for (let sent = 0; sent <= 2 * endpoint.limit; sent++) {
    const response = await send(endpoint.path, client, endpoint.init);
    if (response.status === 429) return { through: sent, refused: response };
    expect(response.status, `${endpoint.name} #${sent}`).toBeLessThan(500);
    await response.arrayBuffer();
  }
  return { through: 2 * endpoint.limit + 1, refused: null };
}

describe('per-client limits on the calls that cost', () => {
  ENDPOINTS.forEach((endpoint, index) => {
    test(`${endpoint.name}: more than ${endpoint.limit} calls a minute from one client answer 429 with Retry-After`, async () => {
      const attacker = `198.51.100.${index + 1}`;
      const { through, refused } = await flood(endpoint, attacker);
      expect(refused, `${endpoint.name} was never limited`).not.toBeNull();
      expect(through).toBeGreaterThanOrEqual(endpoint.limit);
      expect(through).toBeLessThanOrEqual(2 * endpoint.limit);
      expect(refused!.headers.get('Retry-After')).toBe('60');
      const body = ApiErrorSchema.parse(await refused!.json());
      expect(body).toMatchObject({ statusCode: 429, statusMessage: 'rate_limited' });
      // Another client is not held up by the attacker's flood.
      const visitor = await send(endpoint.path, `198.51.100.${index + 101}`, endpoint.init);
      expect(visitor.status).not.toBe(429);
      await visitor.arrayBuffer();
    }, 120_000);
  });
});

describe('who a request counts against', () => {
  test('a client that sends each commit from another address of its IPv6 /64 is still one client', async () => {
    let through = 0;
    let refused: Response | undefined;
    // A subscriber holds a whole /64: a new address per request once dodged every per-client limit.
    for (let sent = 0; sent <= 40 && !refused; sent++) {
      const response = await send('/api/backend/cart/commit', `2001:db8:48:1::${(sent + 1).toString(16)}`, { method: 'POST', body: '{}' });
      if (response.status === 429) refused = response;
      else through += 1;
      await response.arrayBuffer();
    }
    expect(refused, 'the commits of one /64 were never limited').toBeDefined();
    expect(through).toBeLessThanOrEqual(40);
    const neighbour = await send('/api/backend/cart/commit', '2001:db8:48:2::1', { method: 'POST', body: '{}' });
    expect(neighbour.status).toBe(400);
    await neighbour.arrayBuffer();
  }, 120_000);

  test('a test calling the worker directly (no client address, not production) is never limited', async () => {
    for (let sent = 0; sent <= 25; sent++) {
      const response = await exports.default.fetch(
        new Request('http://localhost/api/backend/cart/commit', {
          method: 'POST',
          body: '{}',
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      expect(response.status).toBe(400);
      await response.arrayBuffer();
    }
  });

  test('the client address; without one, one shared key in production and none in a test calling the worker directly', () => {
    expect(clientKey('203.0.113.7', true)).toBe('203.0.113.7');
    expect(clientKey(' 2001:db8::1 ', false)).toBe('2001:db8:0:0::/64');
    expect(clientKey(undefined, true)).toBe(NO_CLIENT_ADDRESS);
    expect(clientKey('', true)).toBe(NO_CLIENT_ADDRESS);
    expect(clientKey(undefined, false)).toBeNull();
  });
});
