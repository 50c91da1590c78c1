import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { isBeforeFirstPaintScript, openPage } from './browser';
import { touchVisitorPerTest } from './touch-visitor';
import type { Language } from './visitor';
import { TWO_ROUNDS } from './visitor-test';

// What a visitor types into the search page's box the moment it shows is kept (issue 47, item 2):
// the page runs as islands that start on the first intent (docs/decisions/016), here the press on
// the box itself, so the first letters land in the server's input before the explorer hydrates.
// Hydration keeps them and the caret, and the search follows them. The CPU is slowed four times
// and the page's scripts are held back until the test lets them through, part-way through the
// typing or after it, so the typing surely starts before the island does.

const touch = touchVisitorPerTest();

const SEARCH = {
  sv: { path: '/sok', box: 'Sökord', words: 'ledarskap' },
  en: { path: '/en/search', box: 'Search words', words: 'leadership' },
} as const;

/** The page's scripts (not the one before the first paint) held back until `release`. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js') && !isBeforeFirstPaintScript(url.pathname),
    async (route) => {
      await released;
      await route.continue().catch(() => undefined);
    },
  );
  return release;
}

/** The count line the server renders for these words: what the search must end up showing. */
async function serverCount(page: Page, language: Language): Promise<string> {
  const html = await (await page.request.get(`${SEARCH[language].path}?q=${SEARCH[language].words}`)).text();
  const count = /data-testid="explorer-count"[^>]*>([^<]+)</.exec(html)?.[1];
  if (!count) throw new Error('no count line in the server page');
  return count;
}

async function visitor(language: Language, viewport: 'mobile' | 'desktop') {
  const { context, press } = await touch.open(language, viewport);
  const { page, problems } = await openPage(context);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const expected = await serverCount(page, language);
  const release = await holdScripts(page);
  await page.goto(SEARCH[language].path, { waitUntil: 'commit' });
  const box = page.getByLabel(SEARCH[language].box, { exact: true });
  await box.waitFor();
  // Every hit is counted before any words are typed: the count line must change.
  expect(await page.getByTestId('explorer-count').textContent()).not.toBe(expected);
  await press(box);
  return { page, problems, box, release, expected };
}

/** The island started, the box holds the words with the caret where it was, and the hits are theirs. */
async function expectSearchedFor(page: Page, language: Language, expected: string, caret: number) {
  const words = SEARCH[language].words;
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
  await page.waitForURL((url) => url.searchParams.get('q') === words);
  const box = page.getByLabel(SEARCH[language].box, { exact: true });
  await expect.poll(() => page.getByTestId('explorer-count').textContent()).toBe(expected);
  expect(await box.inputValue()).toBe(words);
  expect(await box.evaluate((input: HTMLInputElement) => [document.activeElement === input, input.selectionStart])).toEqual([true, caret]);
}

describe('the search box keeps what is typed while the page starts', () => {
  for (const [language, viewport] of TWO_ROUNDS) {
    test(`words filled in at once, the caret moved back, are searched for once the page starts (${language}, ${viewport})`, async () => {
      const { page, box, release, expected } = await visitor(language, viewport);
      const words = SEARCH[language].words;
      await box.fill(words);
      await box.press('ArrowLeft');
      await box.press('ArrowLeft');
      release();
      await expectSearchedFor(page, language, expected, words.length - 2);
      await page.screenshot({ path: `/tmp/search-typed-at-start-${language}-${viewport}.png` });
    });

    test(`words typed key by key while the page starts are all kept and searched for (${language}, ${viewport})`, async () => {
      const { page, box, release, expected } = await visitor(language, viewport);
      const words = SEARCH[language].words;
      await box.pressSequentially(words.slice(0, 3));
      release();
      // The rest is typed while the scripts arrive and the island hydrates, a key at a time.
      await box.pressSequentially(words.slice(3), { delay: 30 });
      await expectSearchedFor(page, language, expected, words.length);
    });
  }
});
