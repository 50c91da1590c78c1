import { describe, expect, test } from 'vitest';
import { baseUrl, openPage, VIEWPORTS, waitForHydration } from './browser';
import { contextsPerTest } from './visitor-context';
import { E2E_PREVIEW_SECRET } from './preview-secret';

const { newContext } = contextsPerTest();

const LANGUAGES = [
  { home: '/?preview=true', refresh: 'Uppdatera förhandsvisningen', locale: 'sv-SE' },
  { home: '/en?preview=true', refresh: 'Refresh the preview', locale: 'en-GB' },
] as const;

describe("the header's preview refresh button", () => {
  for (const { home, refresh, locale } of LANGUAGES) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      test(`an outsider opening ${home} at ${size} sees no refresh button, even after moving on`, async () => {
        const { page, problems } = await openPage(await newContext({ viewport, locale, baseURL: baseUrl(), hasTouch: size === 'mobile' }));
        expect((await page.goto(home))?.status()).toBe(200);
        const banner = page.getByRole('banner');
        // The header is looked at once hydrated and two frames on: whatever it reads in the
        // browser after hydrating (its effects) has been read and drawn by then.
        const lookAtHeader = async () => {
          await waitForHydration(page);
          await banner.waitFor();
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          return banner.getByRole('link', { name: refresh, exact: true }).count();
        };
        expect(await lookAtHeader()).toBe(0);
        // The browser's session remembers nothing of the parameter either.
        await page.goto(home.replace('?preview=true', ''));
        expect(await lookAtHeader()).toBe(0);
        expect(problems, problems.join('\n')).toEqual([]);
      });

      test(`staff signed in for preview at ${size} see the refresh button on ${home}`, async () => {
        const { page, problems } = await openPage(await newContext({ viewport, locale, baseURL: baseUrl(), hasTouch: size === 'mobile' }));
        const next = home.replace('?preview=true', '') || '/';
        await page.goto(`/api/content/preview-token?next=${encodeURIComponent(next)}`);
        await page.getByLabel(/Staff secret/).fill(E2E_PREVIEW_SECRET);
        await page.getByRole('button', { name: /Sign in/ }).click();
        await page.waitForURL((url) => url.searchParams.get('preview') === 'true');
        await page.waitForLoadState('load');
        // The plain sign-in form links no icon, so the browser asks for /favicon.ico there (404);
        // what counts is the site's page after it.
        problems.splice(0, problems.length);
        await page.reload();
        await waitForHydration(page);
        const button = page.getByRole('banner').getByRole('link', { name: refresh, exact: true });
        await button.waitFor({ state: 'visible' });
        expect(await button.count()).toBe(1);
        expect(problems, problems.join('\n')).toEqual([]);
      });
    }
  }
});
