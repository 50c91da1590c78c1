import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, loopbackOnlyArgs } from '../dev/chromium.mjs';
import { CONTENT_PAGE_TYPES } from './site-pages.mjs';

/** First-load JavaScript a content page may cost, in KiB of gzip. */
const CONTENT_PAGE_JS_KIB = 90;
/** Raw HTML the home page may weigh, in kB (1000 bytes). */
const HOME_HTML_KB = 60;

const kib = (bytes) => (bytes / 1024).toFixed(1);
const kb = (bytes) => (bytes / 1000).toFixed(1);
const yesNo = (ok) => (ok ? 'yes' : 'no');

/**
 * Per page, measured in a real browser: the JavaScript run until the page is hydrated after the
 * visitor's first pointer move (gzip bytes at zlib's default level, and the number of files), the
 * page's HTML (raw and gzip bytes, as the browser received it; the stylesheet is inlined in it),
 * and the JavaScript the page fetches on its own after it is interactive (the cart runtime, the
 * video player), reported apart. `pages` are site pages of
 * scripts/bench/site-pages.mjs; a first visit (no cart in the browser).
 */
export async function firstLoadBytes(baseUrl, pages) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...loopbackOnlyArgs()] });
  const rows = [];
  try {
    for (const { name, label, language, path } of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: language === 'sv' ? 'sv-SE' : 'en-GB' });
      await context.addCookies([{ name: 'i18n_redirected', value: language, url: baseUrl }]);
      const page = await context.newPage();
      const bodies = [];
      let phase = 'first';
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const at = phase;
        if (type === 'script' || (type === 'document' && response.request().frame() === page.mainFrame())) {
          bodies.push(
            response
              .body()
              .then((body) => ({ type, body, at }))
              .catch(() => null),
          );
        }
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      // A content page starts on the visitor's first intent (docs/decisions/016): the pointer moves.
      await page.mouse.move(640, 450);
      await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true', null, { timeout: 30_000 });
      phase = 'deferred';
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(bodies)).filter(Boolean);
      const of = (type, at) => files.filter((file) => file.type === type && file.at === at);
      const gz = (list) => list.reduce((sum, file) => sum + gzipSync(file.body).length, 0);
      const js = gz(of('script', 'first'));
      const html = of('document', 'first')[0]?.body ?? Buffer.alloc(0);
      const deferred = of('script', 'deferred');
      const jsTarget = CONTENT_PAGE_TYPES.has(name) ? `; target ≤ ${CONTENT_PAGE_JS_KIB} KiB: ${yesNo(js <= CONTENT_PAGE_JS_KIB * 1024)}` : '';
      const htmlTarget = name === 'home' ? `; target ≤ ${HOME_HTML_KB} kB raw: ${yesNo(html.length <= HOME_HTML_KB * 1000)}` : '';
      rows.push({
        figure: `first-load JS, ${label} (${language})`,
        value: kib(js),
        unit: 'KiB gz',
        note: `${of('script', 'first').length} files until hydrated${jsTarget}`,
      });
      rows.push({ figure: '  HTML', value: kb(html.length), unit: 'kB raw', note: `${kb(gzipSync(html).length)} kB gzip${htmlTarget}` });
      rows.push({
        figure: '  JS after interactive',
        value: kib(gz(deferred)),
        unit: 'KiB gz',
        note: `${deferred.length} files (cart runtime, video player, ...)`,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
