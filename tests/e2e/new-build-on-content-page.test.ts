import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, onlyTheSite, openPage, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import { followMenu, TEXTS, type Language, type Viewport } from './visitor';

// A content page left open learns of a new build: the page asks builds/latest.json every hour (the
// clock is the test's), and once a new build is out, the visitor's next filter change loads the
// page anew, with the new build's files, instead of running the old build's code on.

const { newContext } = contextsPerTest();
const HOUR = 60 * 60 * 1000;

/** Whether the page is still the document the test marked (no page load since). */
const samePage = (page: Page) => page.evaluate(() => (window as { marked?: boolean }).marked === true);

describe('a content page left open learns of a new build', () => {
  for (const language of ['sv', 'en'] as const satisfies Language[]) {
    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      test(`${language} ${viewport}: after the hourly check finds a new build, the next filter change loads the page anew`, async () => {
        const texts = TEXTS[language];
        const context = await newContext({ viewport: VIEWPORTS[viewport], locale: language === 'sv' ? 'sv-SE' : 'en-GB', baseURL: baseUrl() });
        await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl() }]);
        const outside = await onlyTheSite(context);
        const current = ((await (await context.request.get('/builds/latest.json')).json()) as { id: string }).id;
        let announced = current;
        const polls: string[] = [];
        await context.route(
          (url) => url.pathname === '/builds/latest.json',
          (route: Route) => {
            polls.push(route.request().url());
            return route.fulfill({ json: { id: announced, timestamp: 0 }, headers: { 'Cache-Control': 'no-store' } });
          },
        );
        await context.clock.install();
        const { page, problems } = await openPage(context);
        await page.goto(texts.home);
        await waitForHydration(page);
        await followMenu(page, language, viewport, true, [texts.courses, texts.topic, texts.allTopicCourses]);
        await page.waitForURL((url) => url.searchParams.get('department') === 'course');
        await waitForHydration(page);
        const topic = page.getByRole('combobox', { name: texts.topicSelect });
        expect(await topic.inputValue()).toBe(texts.topic);
        await page.evaluate(() => {
          (window as { marked?: boolean }).marked = true;
        });

        // An hour later the page asks; the same build changes nothing: a filter stays on the page.
        await page.clock.fastForward(HOUR);
        await expect.poll(() => polls.length, { timeout: 5_000 }).toBe(1);
        expect(polls[0]).toMatch(/\/builds\/latest\.json\?\d+$/);
        await topic.selectOption({ index: 0 });
        await page.waitForURL((url) => !url.searchParams.has('category'));
        expect(await samePage(page)).toBe(true);

        // A new build is out: the next hourly check learns it, and the next filter change is a page load.
        announced = `${current}-next`;
        await page.clock.fastForward(HOUR);
        await expect.poll(() => polls.length, { timeout: 5_000 }).toBe(2);
        await Promise.all([page.waitForEvent('load'), topic.selectOption({ label: texts.topic })]);
        await page.waitForURL((url) => url.searchParams.has('category'));
        expect(await samePage(page)).toBe(false);
        expect(await page.getByRole('combobox', { name: texts.topicSelect }).inputValue()).toBe(texts.topic);
        await page.getByRole('main').getByRole('article').first().waitFor();
        await page.screenshot({ path: `/tmp/shots-e/new-build-${language}-${viewport}.png` });
        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
      });
    }
  }
});
