import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain ES module without types, shared with `npm run bench:faults`
import { startFaultProxy } from '../../scripts/bench/fault-proxy.mjs';
// @ts-expect-error plain ES module without types, shared with `npm run bench:faults`
import { warmSearchService } from '../../scripts/bench/search-service.mjs';
// @ts-expect-error plain ES module without types, shared with `npm start`
import { freePort, startDevServer } from '../../scripts/dev-server.mjs';
import { BOTH_LANGUAGES, BOTH_VIEWPORTS, toSearchPage, touchVisitorPerTest } from './touch-visitor';
import type { Language } from './visitor';

// A site whose search is the hosted client (algoliasearch) at ALGOLIA_HOST, as `bench:faults`
// runs it: the embedded search engine served over the hosted protocol by a service of its own
// (scripts/bench/content-upstream-worker.mjs, the same seed as the site), behind the fault proxy
// (scripts/bench/fault-proxy.mjs). While the proxy fails the search calls the visitor is told
// search is unavailable, with a retry; once they pass again, the retry shows the results.

interface Server {
  url: string;
  stop: () => Promise<void>;
}
interface FaultProxy {
  url: string;
  setFault: (mode: string) => void;
  close: () => Promise<void>;
}

let upstream: Server | undefined;
let site: Server | undefined;
let proxy: FaultProxy | undefined;
const folders: string[] = [];

beforeAll(async () => {
  for (const name of ['upstream', 'site']) folders.push(await mkdtemp(path.join(tmpdir(), `fei-e2e-search-host-${name}-`)));
  upstream = await startDevServer({
    port: await freePort(),
    persistTo: folders[0],
    quiet: true,
    config: 'scripts/bench/content-upstream.wrangler.toml',
  });
  await warmSearchService(upstream!.url);
  proxy = (await startFaultProxy({ upstream: upstream!.url })) as FaultProxy;
  site = await startDevServer({
    port: await freePort(),
    persistTo: folders[1],
    quiet: true,
    // Plain http to a loopback search host is allowed only with ENVIRONMENT=test.
    vars: { ENVIRONMENT: 'test', ALGOLIA_APP_ID: 'E2EHOSTED', ALGOLIA_SEARCH_KEY: 'e2e-hosted-search-key', ALGOLIA_HOST: proxy.url },
  });
}, 180_000);
afterAll(async () => {
  await site?.stop();
  await proxy?.close();
  await upstream?.stop();
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const visitor = touchVisitorPerTest({}, () => site!.url);
const SHOTS = '/tmp/shots-c';

const TEXTS = {
  sv: { unavailable: 'Sökningen fungerar inte just nu.', retry: 'Försök igen', noResults: 'Inga resultat', query: 'Sökord', words: 'ledar' },
  en: { unavailable: 'Search is unavailable right now.', retry: 'Try again', noResults: 'No results', query: 'Search words', words: 'leader' },
} as const;

const results = (page: Page) => page.locator('.explorer-results article');

// Each language and width meets another way of failing: a cut connection, a 5xx, JSON that stops, half a body.
const FAULTS = ['reset', '5xx', 'malformed', 'truncated'] as const;

// The only expected problems: the browser's log of the failed /api/search answers (502, or 503 while the breaker is open).
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 50[234]/.test(problem));

describe('the hosted search failing behind ALGOLIA_HOST', () => {
  let round = 0;
  for (const language of BOTH_LANGUAGES) {
    for (const viewport of BOTH_VIEWPORTS) {
      const fault = FAULTS[round++ % FAULTS.length]!;
      test(`results while it answers; "search is unavailable" with a retry while it fails (${fault}); results again on the retry (${language}, ${viewport})`, async () => {
        const texts = TEXTS[language as Language];
        const { page, problems, outside, press } = await visitor.openHome(language, viewport);
        await toSearchPage(page, press, language);
        await results(page).first().waitFor();

        proxy!.setFault(fault);
        await page.getByLabel(texts.query, { exact: true }).fill(texts.words);
        await page.waitForURL((url) => url.searchParams.get('q') === texts.words);
        await page.getByRole('link', { name: texts.retry, exact: true }).waitFor();
        expect(await page.getByText(texts.unavailable, { exact: true }).last().isVisible()).toBe(true);
        expect(await page.getByText(texts.noResults, { exact: true }).count()).toBe(0);
        await page.screenshot({ path: `${SHOTS}/search-host-${fault}-${language}-${viewport === 'mobile' ? 390 : 1280}.png`, fullPage: true });

        proxy!.setFault('none');
        await press(page.getByRole('link', { name: texts.retry, exact: true }));
        await results(page).first().waitFor();
        expect(await page.getByText(texts.unavailable, { exact: true }).count()).toBe(0);
        expect(unexpected(problems)).toEqual([]);
        expect(outside).toEqual([]);
      });
    }
  }
});
