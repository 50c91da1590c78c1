// Draws the embedded content's images once: each drawing in scripts/seed-images/*.svg becomes a
// WebP photo-like image (960×540) under web/public/images/seed/, committed with the code; run
// this again only after changing a drawing: `node scripts/generate-seed-images.mjs`.
//
// The pages show WebP, as a CMS delivers photos, not the SVG drawings: a browser loads every SVG
// image as a small document of its own, on the page's main thread, and a home page with a dozen
// of them spent a third of its blocking time there on a phone (decision 012).
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const sourceDir = path.join(root, 'scripts/seed-images');
const outDir = path.join(root, 'web/public/images/seed');
const WIDTH = 960;
const HEIGHT = 540;
const QUALITY = 0.82;

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  for (const name of (await readdir(sourceDir)).filter((file) => file.endsWith('.svg')).sort()) {
    const svg = await readFile(path.join(sourceDir, name), 'utf8');
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality);
      },
      { svg, width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium did not encode ${name} as WebP`);
    const bytes = Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64');
    const file = path.join(outDir, name.replace(/\.svg$/, '.webp'));
    await writeFile(file, bytes);
    console.log(`${path.relative(root, file)}: ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
