import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, onlyTheSite, openPage, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';

// With nothing configured, video is an embedded service like the others: the worker serves the
// stills and a short clip of the seed's videos, so a visitor sees real stills and can play a
// video with no network beyond the site itself.

const { newContext } = contextsPerTest();

/** A visitor whose browser asks for `locale`, on a machine that reaches only the site. */
async function visitor(locale: string, viewport: { width: number; height: number }) {
  const context = await newContext({ viewport, locale, baseURL: baseUrl() });
  const outside = await onlyTheSite(context);
  const scripts = new Map<string, number>();
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
  });
  return { ...(await openPage(context)), outside, scripts };
}

/** The hero video element, once it has played a moment of the clip. */
async function videoHasPlayed(page: Page) {
  await page.waitForFunction(
    () => {
      const video = document.querySelector<HTMLVideoElement>('.item-media video');
      return video !== null && !video.paused && video.currentTime > 0.2;
    },
    null,
    { timeout: 20_000 },
  );
}

// Both languages and both widths in two rounds (as TWO_ROUNDS of visitor-test.ts): Swedish on a
// phone, English on a desktop.
const JOURNEYS = [
  { language: 'Swedish', size: 'mobile', locale: 'sv-SE', course: 'Ledarskap för nya chefer', play: 'Spela upp videon' },
  { language: 'English', size: 'desktop', locale: 'en-GB', course: 'Leadership for new managers', play: 'Play the video' },
] as const;

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  describe(`embedded video, ${size} (${viewport.width} px)`, () => {
    for (const { language, locale, course, play } of JOURNEYS.filter((journey) => journey.size === size)) {
      test(`in ${language}, a course's video shows its still and plays, with nothing asked of an outside host`, async () => {
        const { page, problems, outside, scripts } = await visitor(locale, viewport);
        await page.goto('/');
        await waitForHydration(page);
        await page.getByRole('link', { name: course }).first().click();
        await page.getByRole('heading', { level: 1, name: course }).waitFor();
        await waitForHydration(page);

        const still = page.locator('.item-media .video-still--loaded');
        await still.waitFor({ state: 'visible' });
        expect(await still.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBe(480);
        // The band behind the video takes the colour the content service gives it.
        await page.waitForFunction(() =>
          document.querySelector('[data-testid=item-hero]')?.getAttribute('style')?.includes('--hero-background'),
        );

        await page.getByRole('button', { name: play }).click();
        await videoHasPlayed(page);

        expect(problems).toEqual([]);
        expect(outside).toEqual([]);
        // A plain MP4 needs no streaming player: the Mux player's big chunk is never fetched.
        expect([...scripts].filter(([, bytes]) => bytes > 500_000)).toEqual([]);
      });
    }

    test('the cards of the home page show their stills as they come into view, fading in one after another', async () => {
      const { page, problems, outside } = await visitor('sv-SE', viewport);
      await page.goto('/');
      await waitForHydration(page);
      // The cards a listing shows at this width (a narrower one hides the rest, docs/decisions/030).
      const shownCards = page.getByTestId('listing-card').filter({ visible: true });
      const stills = shownCards.locator('.video-still');
      // A still is fetched only as its card nears the viewport: before the visitor scrolls, the
      // cards two screens and more below the top have fetched none.
      const stillsBeforeScrolling = await stills.evaluateAll((images) =>
        images.map((image) => ({
          screensDown: image.getBoundingClientRect().top / window.innerHeight,
          fetched: performance.getEntriesByName((image as HTMLImageElement).src).length > 0,
        })),
      );
      const farBelow = stillsBeforeScrolling.filter(({ screensDown }) => screensDown > 2);
      expect(farBelow.length).toBeGreaterThan(0);
      expect(farBelow.filter(({ fetched }) => fetched)).toEqual([]);
      // The visitor scrolls each card into view and waits for its still, if it has one.
      for (const card of await shownCards.all()) {
        await card.scrollIntoViewIfNeeded();
        if ((await card.locator('.video-still').count()) > 0) await card.locator('.video-still--loaded').waitFor({ state: 'attached' });
      }
      expect(await stills.count()).toBeGreaterThan(1);
      expect(await shownCards.locator('.video-still:not(.video-still--loaded)').count()).toBe(0);
      const loaded = await stills.evaluateAll((images) =>
        images.map((image) => ({ width: (image as HTMLImageElement).naturalWidth, delay: (image as HTMLElement).style.transitionDelay })),
      );
      expect(loaded.every(({ width }) => width === 480)).toBe(true);
      expect(loaded.every(({ delay }) => /^\d+ms$/.test(delay) && Number.parseInt(delay, 10) % 50 === 0)).toBe(true);
      expect(problems).toEqual([]);
      expect(outside).toEqual([]);
    });
  });
}
