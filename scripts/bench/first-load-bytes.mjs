import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The gzip size of the JavaScript and CSS that a first visit loads, per page, measured in a real
 * browser (so code-split chunks count only when the page loads them).
 */
export async function firstLoadBytes(baseUrl, pages = [['home page', '/']]) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const rows = [];
  try {
    for (const [name, path] of pages) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const bodies = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if (type === 'script' || type === 'stylesheet') bodies.push(response.body().then((body) => ({ type, body })).catch(() => null));
      });
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const files = (await Promise.all(bodies)).filter(Boolean);
      const gz = (type) => files.filter((f) => f.type === type).reduce((sum, f) => sum + gzipSync(f.body).length, 0);
      const js = gz('script');
      const css = gz('stylesheet');
      rows.push({ figure: `first-load JS, ${name}`, value: (js / 1024).toFixed(1), unit: 'KB gz', note: `${files.filter((f) => f.type === 'script').length} files` });
      rows.push({ figure: `first-load CSS, ${name}`, value: (css / 1024).toFixed(1), unit: 'KB gz', note: '' });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
