import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.mjs';

/**
 * The gzip size of the JavaScript and CSS a first visit loads, per page, measured in a real browser:
 * what arrives until the page is hydrated (first load), and what the page fetches on its own after
 * it is interactive (the cart runtime, the video player), reported apart.
 */
export async function firstLoadBytes(baseUrl, pages = [['home page', '/']]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      await context.route('https://**', (route) => route.abort());
      const page = await context.newPage();
      const bodies = [];
      let phase = 'first';
      page.on('response', (response) => {
        const type = response.request().resourceType();
        const at = phase;
        if (type === 'script' || type === 'stylesheet') bodies.push(response.body().then((body) => ({ type, body, at })).catch(() => null));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
      await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true', null, { timeout: 30_000 });
      phase = 'deferred';
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(bodies)).filter(Boolean);
      const gz = (type, at) => files.filter((f) => f.type === type && f.at === at).reduce((sum, f) => sum + gzipSync(f.body).length, 0);
      const count = (type, at) => files.filter((f) => f.type === type && f.at === at).length;
      rows.push({ figure: `first-load JS, ${name}`, value: (gz('script', 'first') / 1024).toFixed(1), unit: 'KB gz', note: `${count('script', 'first')} files, until hydrated` });
      rows.push({ figure: `first-load CSS, ${name}`, value: (gz('stylesheet', 'first') / 1024).toFixed(1), unit: 'KB gz', note: '' });
      rows.push({ figure: `  JS loaded after interactive`, value: (gz('script', 'deferred') / 1024).toFixed(1), unit: 'KB gz', note: `${count('script', 'deferred')} files (cart runtime, video player, ...)` });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
