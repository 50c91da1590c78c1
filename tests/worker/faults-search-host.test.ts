import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { CircuitBreaker } from '../../shared/resilience/circuit-breaker';
import { createSearchIndex } from '../../worker/embedded/search/embedded-engine';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createEmbeddedRequester } from '../../worker/adapters/search/embedded-requester';
import { createRemoteSearch } from '../../worker/adapters/search/remote';
import { SEARCH_TIMEOUT_MS } from '../../worker/adapters/search/resilience';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { type Config, ConfigError, parseConfig } from '../../worker/config';
import { SEARCH_RECORDS } from '../contract/search-records';

// The hosted search client (algoliasearch) pointed by ALGOLIA_HOST at a host of our own, over the
// network (the global fetch, answered here): a working host answers through the hosted protocol
// (the embedded engine's requester over the contract catalogue); a failing one refuses the
// connection, answers 500 or invalid JSON, or never answers. The site answers the one status
// language (502 bad answer, 504 time-out, 503 + Retry-After while the breaker is open), no-store,
// and keeps nothing built on the failure. Every call to the host is recorded.

const HOST = 'https://search.faults.test';
const SEARCH_KEY = 'faults-search-key';
const MARGIN_MS = 2_000;
const UNAVAILABLE_SV = 'Sökningen fungerar inte just nu.';

type Fault = 'ok' | 'refuse' | 'error-500' | 'invalid-json' | 'stall';
const state = { fault: 'ok' as Fault, calls: [] as string[] };

const catalogue = createSearchIndex(SEARCH_RECORDS.map((record) => ({ ...record, language: 'sv' as const })));
const hostedProtocol = createEmbeddedRequester(async (name) => (name === 'Catalog' ? catalogue : null));

async function network(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  if (new URL(request.url).origin !== HOST) throw new TypeError(`no network in tests: ${request.url}`);
  state.calls.push(request.url);
  switch (state.fault) {
    case 'refuse':
      throw new TypeError('Network connection lost.');
    case 'error-500':
      return new Response('{"message":"internal error","status":500}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    case 'invalid-json':
      return new Response('{"results": [', { status: 200, headers: { 'Content-Type': 'application/json' } });
    case 'stall':
      // Answers nothing until the client gives up (it aborts the request at its connect time-out).
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }))),
      );
    default: {
      const answer = await hostedProtocol.send({
        url: request.url,
        method: request.method as 'POST',
        headers: {},
        data: await request.text(),
        connectTimeout: 0,
        responseTimeout: 0,
      });
      return new Response(answer.content, { status: answer.status, headers: answer.headers });
    }
  }
}

beforeAll(() => {
  vi.stubGlobal('fetch', network);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  state.fault = 'ok';
  state.calls = [];
});

let nextApp = 0;
/**
 * The site configured with a hosted search at HOST. Each gets an app id of its own, so it has a
 * client and an isolate breaker of its own (one per app id, index and host).
 */
function configuredSite() {
  nextApp += 1;
  const config = parseConfig({ ALGOLIA_APP_ID: `FAULTHOST${nextApp}`, ALGOLIA_SEARCH_KEY: SEARCH_KEY, ALGOLIA_HOST: HOST });
  return app(config, {});
}

/** The site with the hosted adapter at HOST behind a breaker whose clock the test moves. */
function siteWithBreaker(failureThreshold: number) {
  const clock = { now: 1_000_000 };
  const breaker = new CircuitBreaker({ failureThreshold, openMs: 10_000, now: () => clock.now });
  const port = createRemoteSearch({ appId: 'FAULTHOSTB', apiKey: SEARCH_KEY, indexName: 'Catalog', host: HOST });
  return { ...app(parseConfig({}), { search: { port, breaker } }), clock };
}

function app(config: Config, adapters: Parameters<typeof createApp>[0]['adapters']) {
  const site = createApp({ config, renderer: { ...createPageRenderer(), Document }, build: buildInfo, adapters });
  const get = async (path: string) => {
    const started = Date.now();
    const response = await site.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env);
    return { response, elapsed: Date.now() - started };
  };
  return { get };
}

const API = '/api/search?q=ledarskap';
const statusMessage = async (response: Response) => ((await response.json()) as { statusMessage: string }).statusMessage;

describe('the hosted search at ALGOLIA_HOST', () => {
  test('the client asks that host only, through the hosted protocol, and a working answer is public', async () => {
    const { get } = configuredSite();
    const { response } = await get(API);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=300');
    expect(((await response.json()) as { nbHits: number }).nbHits).toBeGreaterThan(0);
    expect(state.calls.length).toBeGreaterThan(0);
    for (const url of state.calls) expect(url.startsWith(`${HOST}/1/indexes/`)).toBe(true);
  });

  for (const fault of ['refuse', 'error-500', 'invalid-json'] as const) {
    test(`a host that ${fault === 'refuse' ? 'refuses the connection' : `answers ${fault}`} is 502 upstream_error, no-store, at once`, async () => {
      const { get } = configuredSite();
      state.fault = fault;
      const { response, elapsed } = await get(API);
      expect(response.status).toBe(502);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await statusMessage(response)).toBe('upstream_error');
      expect(elapsed).toBeLessThan(MARGIN_MS);
    });
  }

  test('a host that never answers is 504 upstream_timeout within the search time-out', async () => {
    const { get } = configuredSite();
    state.fault = 'stall';
    const { response, elapsed } = await get(API);
    expect(response.status).toBe(504);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await statusMessage(response)).toBe('upstream_timeout');
    expect(elapsed).toBeLessThan(SEARCH_TIMEOUT_MS + MARGIN_MS);
  });

  test('after the threshold of failures the breaker answers 503 with Retry-After without asking the host, then one probe closes it', async () => {
    const { get, clock } = siteWithBreaker(3);
    state.fault = 'error-500';
    for (let k = 0; k < 3; k++) expect((await get(API)).response.status).toBe(502);
    const asked = state.calls.length;
    const { response } = await get(API);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('10');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await statusMessage(response)).toBe('service_unavailable');
    expect(state.calls.length).toBe(asked);
    state.fault = 'ok';
    clock.now += 10_000;
    expect((await get(API)).response.status).toBe(200);
    expect(state.calls.length).toBeGreaterThan(asked);
  });

  test('a search page built on the failing host is no-store and not kept: the first request after recovery shows the results', async () => {
    const { get } = siteWithBreaker(100);
    state.fault = 'refuse';
    // Asked for three times: a working page would be kept in the page cache from the second.
    for (let k = 0; k < 3; k++) {
      const { response } = await get('/sok?q=ledarskap');
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).toContain(UNAVAILABLE_SV);
    }
    state.fault = 'ok';
    const recovered = await (await get('/sok?q=ledarskap')).response.text();
    expect(recovered).not.toContain(UNAVAILABLE_SV);
    expect(recovered).toContain('href="/kurs/101"');
  });
});

describe('the ALGOLIA_HOST setting', () => {
  const hosted = { ALGOLIA_APP_ID: 'APP123', ALGOLIA_SEARCH_KEY: SEARCH_KEY };
  const refusal = (vars: Record<string, string>) => {
    try {
      parseConfig(vars);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    return null;
  };

  test('takes an https origin anywhere, and plain http to loopback only with ENVIRONMENT=test', () => {
    expect(parseConfig({ ...hosted, ALGOLIA_HOST: 'https://search.example.net:8443' }).ALGOLIA_HOST).toBe('https://search.example.net:8443');
    expect(parseConfig({ ...hosted, ENVIRONMENT: 'test', ALGOLIA_HOST: 'http://127.0.0.1:9001' }).ALGOLIA_HOST).toBe('http://127.0.0.1:9001');
    expect(parseConfig({ ...hosted, ENVIRONMENT: 'test', ALGOLIA_HOST: 'http://localhost:9001' }).ALGOLIA_HOST).toBe('http://localhost:9001');
    expect(parseConfig(hosted).ALGOLIA_HOST).toBeUndefined();
  });

  test('refuses at start-up, naming the variable: http outside the test environment or to another host, garbage, a path, or no app id', () => {
    const production = {
      ENVIRONMENT: 'production',
      ALLOW_EMBEDDED_SIGNING: 'true',
      ALLOW_DEMO_COUPONS: 'true',
      ALLOW_NO_PREVIEW_SECRET: 'true',
    };
    const bad: Array<Record<string, string>> = [
      { ...production, PUBLIC_SITE_URL: 'https://www.fei.example', ...hosted, ALGOLIA_HOST: 'http://search.example.net' },
      { ...production, PUBLIC_SITE_URL: 'https://www.fei.example', ...hosted, ALGOLIA_HOST: 'http://127.0.0.1:9001' },
      { ...hosted, ALGOLIA_HOST: 'http://127.0.0.1:9001' },
      { ...hosted, ENVIRONMENT: 'test', ALGOLIA_HOST: 'http://search.example.net' },
      { ...hosted, ALGOLIA_HOST: 'not a url' },
      { ...hosted, ALGOLIA_HOST: 'ftp://search.example.net' },
      { ...hosted, ALGOLIA_HOST: 'https://search.example.net/1/indexes' },
      { ...hosted, ALGOLIA_HOST: 'https://user:secret@search.example.net' },
      { ALGOLIA_HOST: 'https://search.example.net' },
    ];
    for (const vars of bad) expect(refusal(vars), vars.ALGOLIA_HOST).toContain('ALGOLIA_HOST:');
  });
});
