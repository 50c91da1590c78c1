import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { CircuitBreaker } from '../../shared/resilience/circuit-breaker';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createEmbeddedSearch, createIndexCache } from '../../worker/adapters/search/embedded';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { SEARCH_RECORDS } from '../contract/search-records';
import { completeCart } from '../worker/fakes/booking-carts';
import { EVENTS, loadFakeCatalogue, SETUP_TIMEOUT_MS, unique } from '../worker/fakes/booking-catalogue';

// The site carries no switch that exists only for tests: no request takes a service down or
// chooses the back end's answer, in the test environment either. Tests reach failing services
// by injecting adapters (AppOptions.adapters) or by pointing a site at a failing stand-in. The
// two switches the site once had (a fault cookie, a customer-name prefix) stay without effect.

// A working search over the contract catalogue (this file's D1 holds the fake booking catalogue,
// whose content the embedded search does not index).
const search = createEmbeddedSearch({
  indexName: 'Catalog',
  records: async () => SEARCH_RECORDS.map((record) => ({ ...record, language: 'sv' as const })),
  cache: createIndexCache(),
});
const app = createApp({
  config: parseConfig({ ENVIRONMENT: 'test' }),
  renderer: { ...createPageRenderer(), Document },
  build: buildInfo,
  adapters: { search: { port: search, breaker: new CircuitBreaker({ failureThreshold: 100, openMs: 10_000, now: () => 0 }) } },
});

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('no request switches a service off or picks its answer', () => {
  test('a fault cookie naming a service takes nothing down, in the test environment either', async () => {
    for (const fault of ['search', 'backend', 'signing']) {
      const response = await app.fetch(
        new Request('https://site.example/api/search?q=ledarskap', { headers: { Cookie: `i18n_redirected=sv; fei_test_fault=${fault}` } }),
        env,
      );
      expect(response.status, fault).toBe(200);
    }
  });

  test('a customer named like a status message books as any other customer', async () => {
    const id = unique();
    const cart = completeCart({
      lines: [{ event: EVENTS.commitA, emails: [`switch-${id}@example.se`] }],
      customerId: `556${id}`,
      contactEmail: `switch-c-${id}@example.se`,
      customerName: 'test-status:duplicate_order',
    });
    const response = await app.fetch(
      new Request('https://site.example/api/backend/cart/commit', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(cart),
      }),
      env,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(CommitResponseSchema.parse(await response.json()).status).toBe('committed');
  });
});
