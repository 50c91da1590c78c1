import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
// @ts-expect-error plain ES module without types, shared with `npm run bench:faults`
import { warmSearchService } from '../../scripts/bench/search-service.mjs';
import { siteBehindFaultProxy } from './site-behind-fault-proxy';
import { type Press, toSearchPage, touchVisitorPerTest } from './touch-visitor';
import type { Language, Viewport } from './visitor';

// A site whose search is the hosted client (algoliasearch) at ALGOLIA_HOST, as `bench:faults`
// runs it: the embedded search engine served over the hosted protocol by a service of its own
// (scripts/bench/content-upstream-worker.mjs, the same seed as the site), behind the fault proxy
// (scripts/bench/fault-proxy.mjs). While the proxy fails the search calls the visitor is told
// search is unavailable, with a retry; once they pass again, the retry shows the results. The
// same for the header's live search, which leads on to the search page. That a page built on a
// failing search is never kept: tests/worker/faults-search*.test.ts; the rest of the page rendering
// beside the message: tests/worker/faults-search.test.ts.

const { siteUrl, proxy } = siteBehindFaultProxy({
  name: 'search-host',
  upstreamConfig: 'scripts/bench/content-upstream.wrangler.toml',
  afterUpstream: warmSearchService,
  // Plain http to a loopback search host is allowed only with ENVIRONMENT=test.
  siteVars: (proxyUrl) => ({
    ENVIRONMENT: 'test',
    ALGOLIA_APP_ID: 'E2EHOSTED',
    ALGOLIA_SEARCH_KEY: 'e2e-hosted-search-key',
    ALGOLIA_HOST: proxyUrl,
  }),
});

// Each test starts with the search answering, whatever the test before left the proxy doing.
beforeEach(() => {
  proxy().setFault('none');
});

const visitor = touchVisitorPerTest({}, siteUrl);
const SHOTS = '/tmp/shots-c';

const TEXTS = {
  sv: {
    unavailable: 'Sökningen fungerar inte just nu.',
    retry: 'Försök igen',
    noResults: 'Inga resultat',
    query: 'Sökord',
    words: 'ledar',
    seeAll: 'Visa alla resultat',
  },
  en: {
    unavailable: 'Search is unavailable right now.',
    retry: 'Try again',
    noResults: 'No results',
    query: 'Search words',
    words: 'leader',
    seeAll: 'Show all results',
  },
} as const;

const results = (page: Page) => page.locator('.explorer-results article');

// Both languages and both widths, in two rounds: Swedish on a phone, English on a desktop.
const ROUNDS = [
  ['sv', 'mobile'],
  ['en', 'desktop'],
] as const satisfies ReadonlyArray<readonly [Language, Viewport]>;

// Every way of failing is met once: on the search page JSON that stops and half a body; in the
// header's live search a 5xx, then a cut connection. What the worker answers for each:
// tests/worker/faults-search-host.test.ts.
const SEARCH_PAGE_FAULTS = { sv: 'malformed', en: 'truncated' } as const;

// The only expected problems: the browser's log of the failed /api/search answers (502, or 503 while the breaker is open).
const unexpected = (problems: string[]) => problems.filter((problem) => !/status of 50[234]/.test(problem));

describe('the hosted search failing behind ALGOLIA_HOST', () => {
  for (const [language, viewport] of ROUNDS) {
    const fault = SEARCH_PAGE_FAULTS[language];
    test(`results while it answers; "search is unavailable" with a retry while it fails (${fault}); results again on the retry (${language}, ${viewport})`, async () => {
      const texts = TEXTS[language];
      const { page, problems, outside, press } = await visitor.openHome(language, viewport);
      await toSearchPage(page, press, language);
      await results(page).first().waitFor();

      proxy().setFault(fault);
      await page.getByLabel(texts.query, { exact: true }).fill(texts.words);
      await page.waitForURL((url) => url.searchParams.get('q') === texts.words);
      await page.getByRole('link', { name: texts.retry, exact: true }).waitFor();
      expect(await page.getByText(texts.unavailable, { exact: true }).last().isVisible()).toBe(true);
      expect(await page.getByText(texts.noResults, { exact: true }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/search-host-${fault}-${language}-${viewport === 'mobile' ? 390 : 1280}.png`, fullPage: true });

      proxy().setFault('none');
      await press(page.getByRole('link', { name: texts.retry, exact: true }));
      await results(page).first().waitFor();
      expect(await page.getByText(texts.unavailable, { exact: true }).count()).toBe(0);
      expect(unexpected(problems)).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});

const HEADER = {
  sv: { open: 'Sök', overlay: 'Sök bland kurser, program och artiklar', openMenu: 'Öppna menyn', searchPage: 'Gå till söksidan', path: '/sok' },
  en: {
    open: 'Search',
    overlay: 'Search courses, programmes and articles',
    openMenu: 'Open the menu',
    searchPage: 'Go to the search page',
    path: '/en/search',
  },
} as const;

/** The header's search box as a visitor reaches it: the search button's overlay on a desktop, the menu on a phone. */
async function openHeaderSearch(page: Page, press: Press, language: Language, mobile: boolean): Promise<Locator> {
  const texts = HEADER[language];
  if (mobile) {
    await press(page.getByLabel(texts.openMenu, { exact: true }));
    return page.getByRole('searchbox', { name: texts.overlay }).filter({ visible: true });
  }
  await press(page.getByRole('banner').getByRole('button', { name: texts.open, exact: true }));
  return page.getByRole('dialog', { name: texts.overlay }).getByRole('searchbox');
}

describe("the header's live search while the hosted search fails", () => {
  for (const [language, viewport] of ROUNDS) {
    test(`says search is unavailable, not "no results", retries, and leads on to the search page (${language}, ${viewport})`, async () => {
      const texts = TEXTS[language];
      const { page, problems, outside, press } = await visitor.openHome(language, viewport);
      proxy().setFault('5xx');
      const box = await openHeaderSearch(page, press, language, viewport === 'mobile');
      await box.fill(texts.words);
      const unavailable = page.getByText(texts.unavailable, { exact: true }).filter({ visible: true });
      await unavailable.waitFor();
      expect(await page.getByText(texts.noResults, { exact: true }).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}/header-search-unavailable-${language}-${viewport === 'mobile' ? 390 : 1280}.png` });

      // Search is back: the retry shows the live results in place of the message.
      proxy().setFault('none');
      await press(page.getByRole('button', { name: texts.retry, exact: true }).filter({ visible: true }));
      await page.getByRole('link', { name: texts.seeAll }).filter({ visible: true }).waitFor();
      expect(await unavailable.count()).toBe(0);

      // Failing again: a longer text says so again, and its link leads to the search page for that text.
      proxy().setFault('reset');
      await box.fill(`${texts.words}sk`);
      await unavailable.waitFor();
      await press(page.getByRole('link', { name: HEADER[language].searchPage, exact: true }).filter({ visible: true }));
      await page.waitForURL((url) => url.pathname === HEADER[language].path && url.searchParams.get('q') === `${texts.words}sk`);
      await page.getByRole('link', { name: texts.retry, exact: true }).waitFor();
      expect(await page.getByText(texts.noResults, { exact: true }).count()).toBe(0);
      proxy().setFault('none');
      expect(unexpected(problems)).toEqual([]);
      expect(outside).toEqual([]);
    });
  }
});
