import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from 'playwright-core';
import { expect, inject, onTestFinished } from 'vitest';
// @ts-expect-error plain ES module without types, shared with the benchmarks
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/dev/chromium.mjs';

/** What a test's browser does beyond Playwright's defaults. */
export interface BrowserOptions {
  /**
   * Keep pages in the back/forward cache, as Chrome, Safari and Firefox do for visitors:
   * Playwright turns the cache off by default, so Back reloads the page.
   */
  backForwardCache?: boolean;
}

/** Debian's Chromium with the flags this machine needs (scripts/dev/chromium.mjs, see STACK-NOTES). */
export async function launchBrowser({ backForwardCache = false }: BrowserOptions = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [],
  });
}

let contextsOpened = 0;

/** FNV-1a of a text, 32 bits: a stable number per test file. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * A number of the running test file, 28 bits of a hash of its path: the same in every run, and
 * different for the files that share a site, so what one file creates never meets another's.
 */
export function testFileNumber(): number {
  return fnv1a(expect.getState().testPath ?? '') >>> 4;
}

/**
 * Each browser context is a visitor of its own, with a client address of its own (as Cloudflare's
 * edge sets `CF-Connecting-IP` per client; `wrangler dev` keeps one the request brings). Without
 * it every test would count against one client's rate limits (worker/rate-limits.ts), and tests
 * that search much would lock later ones out. The address is unique per test file and context,
 * down to its /64 (what a client's budget may be keyed on), whatever ran before or beside it: the
 * file's path hashed into 28 bits after the documentation prefix 3fff::/20, then the context's
 * number in the file.
 */
export function ownClientAddress(): { 'CF-Connecting-IP': string } {
  contextsOpened += 1;
  const file = testFileNumber();
  const groups = [0x3fff, file >>> 16, file & 0xffff, contextsOpened & 0xffff].map((group) => group.toString(16));
  return { 'CF-Connecting-IP': `${groups.join(':')}::1` };
}

export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 900 },
} as const;

/**
 * Whether a script's path is the one every page with scripts loads before its first paint
 * (web/before-first-paint.ts): not the app's or the islands' code, which the tests follow.
 */
export function isBeforeFirstPaintScript(path: string): boolean {
  return /^\/assets\/before-first-paint-[^/]+\.js$/.test(path);
}

/** The site of this worker: global setup starts one per worker (tests/e2e/global-setup.ts). */
export function baseUrl(): string {
  const sites = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const site = sites[(worker - 1) % sites.length];
  if (site === undefined) throw new Error(`no site for worker ${worker} of ${sites.length}`);
  return site;
}

/**
 * A page that records console errors, page errors and CSP violations for the test to check;
 * opened inside a test. An uncaught error in the page (`pageerror`) fails the test that opened it,
 * whether or not the test checks its problems: no test expects one. Console errors stay the
 * test's to judge, as some tests cause failed loads on purpose (offline, a refused request).
 */
export async function openPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  onTestFinished(() => {
    const pageErrors = problems.filter((problem) => problem.startsWith('pageerror: '));
    if (pageErrors.length > 0) throw new Error(`uncaught error in the page: ${pageErrors.join('; ')}`);
  });
  return { page, problems };
}

const isHydrated = () => document.getElementById('root')?.dataset.hydrated === 'true';

/** Whether the page runs as islands (it carries the site's data block, web/islands/site-data-block.ts). */
const runsAsIslands = () => document.getElementById('site-data') !== null;

/**
 * Waits until React has hydrated the page (the entry marks the root element). A page run as
 * islands starts on the visitor's first intent (docs/decisions/016), so there this moves the
 * pointer by a pixel in the page's top corner, as a visitor's hand does, and again each second
 * until the page has hydrated: a page still loading had no listener for the first. A pointer move
 * is no input to the browser's layout-shift and largest-paint records (a key press would mark the
 * shifts after it as the visitor's own), and a page run as the app starts by itself and gets none.
 */
export async function waitForHydration(page: Page, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await page.evaluate(runsAsIslands).catch(() => false)) {
      await page.mouse.move(0, 0);
      await page.mouse.move(1, 0);
    }
    try {
      await page.waitForFunction(isHydrated, null, { timeout: Math.min(1_000, Math.max(1, deadline - Date.now())) });
      return;
    } catch (error) {
      if (Date.now() >= deadline) throw error;
    }
  }
}

/** What a request that leaves the site meets: aborted as with no network, or an empty 204 at once. */
export type OutsideAnswer = 'abort' | 'empty';

/**
 * Cuts the context off from everything but the site under test: every other request is aborted
 * as if the machine had no network (or answered empty), and listed in the returned array for the
 * test to check.
 */
export async function onlyTheSite(context: BrowserContext, siteUrl: string = baseUrl(), answer: OutsideAnswer = 'abort'): Promise<string[]> {
  const origin = new URL(siteUrl).origin;
  const outside: string[] = [];
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      outside.push(route.request().url());
      return answer === 'abort' ? route.abort('internetdisconnected') : route.fulfill({ status: 204, body: '' });
    },
  );
  return outside;
}

/**
 * Waits until every animation and transition in an element's subtree has finished. A click into a
 * popover while it still slides in makes Playwright re-align the page, and a scrolled page closes
 * the open menu; a visitor's eye waits for it to settle too.
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
}

/** A 1×1 PNG, the local fake of the video service's stills. */
export const FAKE_STILL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * With Mux configured (`VIDEO_SERVICE=mux`) the stills come from image.mux.com, and the machine
 * has no internet: answer them locally, as Mux would online.
 */
export async function fakeVideoService(context: BrowserContext): Promise<void> {
  await context.route('https://image.mux.com/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: FAKE_STILL_PNG }));
}

/**
 * The expanded state Chromium gives assistive technology for an element (from `aria-expanded`,
 * or natively: a `<summary>` is expanded when its `<details>` is open), read from the browser's
 * own accessibility tree; null when the element exposes none.
 */
export async function accessibleExpanded(locator: Locator): Promise<boolean | null> {
  const page = locator.page();
  const session = await page.context().newCDPSession(page);
  const probe = 'data-expanded-probe';
  await locator.evaluate((element, name) => element.setAttribute(name, ''), probe);
  try {
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[${probe}]` });
    const { nodes } = await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
    return typeof expanded === 'boolean' ? expanded : null;
  } finally {
    await locator.evaluate((element, name) => element.removeAttribute(name), probe);
    await session.detach();
  }
}
