import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
// @ts-expect-error plain ES module without types, shared with `npm start`
import { freePort, startDevServer } from '../../scripts/dev/dev-server.mjs';
import { fakeVideoService, launchBrowser, onlyTheSite, openPage, waitForHydration } from './browser';
import { openVisitorContext } from './visitor-context';

// With Mux configured (VIDEO_SERVICE=mux) stills come from image.mux.com and the Mux player
// streams from Mux. This file runs its own site with that setting; the machine has no internet,
// so Mux's stills are answered locally, or refused to show the offline fallback.

let browser: Browser;
let site: { url: string; stop: () => Promise<void> };
let persistTo: string;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  persistTo = await mkdtemp(path.join(tmpdir(), 'fei-e2e-mux-'));
  site = await startDevServer({ port: await freePort(), persistTo, quiet: true, vars: { ENVIRONMENT: 'test', VIDEO_SERVICE: 'mux' } });
  browser = await launchBrowser();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  if (persistTo) await rm(persistTo, { recursive: true, force: true });
});

/** A visitor; `online` answers Mux's stills locally, `offline` reaches nothing but the site. */
async function newContext(network: 'online' | 'offline') {
  const { context } = await openVisitorContext(browser, { site: site.url, languageCookie: false, outside: 'route-yourself' });
  contexts.push(context);
  if (network === 'online') await fakeVideoService(context);
  else await onlyTheSite(context, site.url);
  return context;
}

async function trackScripts(context: BrowserContext) {
  const scripts = new Map<string, number>();
  context.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.set(response.url(), (await response.body().catch(() => Buffer.alloc(0))).length);
  });
  return scripts;
}

const bigScripts = (scripts: Map<string, number>) => [...scripts].filter(([, size]) => size > 500_000).map(([url]) => url);

describe('video with Mux configured', () => {
  test('the Mux player loads only on a page with a video, after the page is interactive, and offers to play', async () => {
    const context = await newContext('online');
    const scripts = await trackScripts(context);
    const { page, problems } = await openPage(context);
    await page.goto('/kurs/coachande-ledarskap');
    await waitForHydration(page);
    await page.waitForTimeout(1500);
    expect(bigScripts(scripts)).toEqual([]);
    expect(await page.getByRole('button', { name: 'Spela upp videon' }).count()).toBe(0);

    await page.goto('/kurs/ledarskap-for-nya-chefer');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Spela upp videon' }).waitFor({ timeout: 15_000 });
    // The player's script is counted once its whole body has arrived, which may be after the button shows.
    await expect.poll(() => bigScripts(scripts)).toHaveLength(1);
    expect(await page.locator('.item-media .video-still').getAttribute('src')).toMatch(
      /^https:\/\/image\.mux\.com\/[A-Za-z0-9]+\/thumbnail\.png\?width=480$/,
    );
    // The page background behind the video comes from the mux-color call.
    await page.waitForFunction(() => document.querySelector('[data-testid=item-hero]')?.getAttribute('style')?.includes('--hero-background'));
    expect(problems).toEqual([]);
  });

  test('listing stills from Mux fade in once loaded, and offline the cards keep the item image', async () => {
    const online = await openPage(await newContext('online'));
    await online.page.goto('/');
    await waitForHydration(online.page);
    await online.page.locator('.video-still--loaded').first().waitFor({ state: 'attached' });
    const stills = await online.page
      .locator('.card .video-still')
      .evaluateAll((images) =>
        images.map((image) => ({ src: (image as HTMLImageElement).src, delay: (image as HTMLElement).style.transitionDelay })),
      );
    expect(stills.every(({ src }) => src.startsWith('https://image.mux.com/'))).toBe(true);
    expect(stills.every(({ delay }) => /^\d+ms$/.test(delay) && Number.parseInt(delay, 10) % 50 === 0)).toBe(true);

    const offline = await openPage(await newContext('offline'));
    await offline.page.goto('/');
    await waitForHydration(offline.page);
    // A still is asked for as its card comes into view; each one that fails is taken away.
    const cards = offline.page.getByTestId('listing-card');
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded();
      await expect.poll(() => card.locator('.video-still').count()).toBe(0);
    }
    expect(
      await cards
        .first()
        .locator('.card__image')
        .evaluate((image) => (image as HTMLImageElement).complete),
    ).toBe(true);
  });
});
