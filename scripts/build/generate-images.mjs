// Draws the site's raster images once from their SVG drawings, committed with the code; run this
// again only after changing a drawing: `node scripts/build/generate-images.mjs`.
// - each drawing in scripts/build/seed-images/*.svg becomes the embedded content's WebP photo-like image
//   (960×540) under web/public/images/seed/;
// - scripts/build/favicon.svg becomes web/public/favicon.png (32×32) and apple-touch-icon.png (180×180);
// - each sprite icon (web/public/icons.svg) that the CSS draws as a mask,
//   `url("./icon-masks/<name>.png")`, becomes web/styles/icon-masks/<name>.png (72×72, three times
//   its 24 px); run this again after changing such an icon or using a new one.
//
// The pages show raster images, as a CMS delivers photos, not the SVG drawings: a browser loads
// every SVG image, the favicon included, as a small document of its own on the page's main thread.
// A home page with a dozen of them spent a third of its blocking time there on a phone, and the
// SVG favicon alone was a 20-50 ms task on every page (decision 013). A mask image is one too:
// the cards' four icons cost 10 ms of style recalculation on every page with cards.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../dev/chromium.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
const sourceDir = path.join(root, 'scripts/build/seed-images');
const outDir = path.join(root, 'web/public/images/seed');
const WIDTH = 960;
const HEIGHT = 540;
const QUALITY = 0.82;

/** The icons' masks: square size in pixels, enough for a 24 px icon on a screen of density 3. */
const MASK_SIZE = 72;
const stylesDir = path.join(root, 'web/styles');
const masksDir = path.join(stylesDir, 'icon-masks');

/** The favicons: file under web/public/ and its square size in pixels. */
const FAVICONS = [
  ['favicon.png', 32],
  ['apple-touch-icon.png', 180],
];

/** The names of the sprite's icons the CSS draws as masks (`url("./icon-masks/<name>.png")`). */
async function maskIconNames() {
  const names = new Set();
  for (const file of (await readdir(stylesDir)).filter((name) => name.endsWith('.css'))) {
    const css = await readFile(path.join(stylesDir, file), 'utf8');
    for (const match of css.matchAll(/url\("\.\/icon-masks\/([a-z-]+)\.png"\)/g)) names.add(match[1]);
  }
  return [...names].sort();
}

await mkdir(outDir, { recursive: true });
await mkdir(masksDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  /** The drawing, drawn by Chromium at width × height and encoded as `type`. */
  const draw = async (svg, { width, height, type, quality }) => {
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, type, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${btoa(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d').drawImage(image, 0, 0, width, height);
        return canvas.toDataURL(type, quality);
      },
      { svg, width, height, type, quality },
    );
    const prefix = `data:${type};base64,`;
    if (!dataUrl.startsWith(prefix)) throw new Error(`Chromium did not encode the drawing as ${type}`);
    return Buffer.from(dataUrl.slice(prefix.length), 'base64');
  };
  const write = async (file, bytes) => {
    await writeFile(file, bytes);
    console.log(`${path.relative(root, file)}: ${bytes.length} bytes`);
  };
  for (const name of (await readdir(sourceDir)).filter((file) => file.endsWith('.svg')).sort()) {
    const svg = await readFile(path.join(sourceDir, name), 'utf8');
    const bytes = await draw(svg, { width: WIDTH, height: HEIGHT, type: 'image/webp', quality: QUALITY });
    await write(path.join(outDir, name.replace(/\.svg$/, '.webp')), bytes);
  }
  const favicon = await readFile(path.join(root, 'scripts/build/favicon.svg'), 'utf8');
  for (const [name, size] of FAVICONS) {
    await write(path.join(root, 'web/public', name), await draw(favicon, { width: size, height: size, type: 'image/png' }));
  }
  const sprite = await readFile(path.join(root, 'web/public/icons.svg'), 'utf8');
  for (const name of await maskIconNames()) {
    const symbol = new RegExp(`<symbol id="${name}"([^>]*)>(.*?)</symbol>`, 's').exec(sprite);
    if (!symbol) throw new Error(`the CSS draws the icon ${name}, which web/public/icons.svg does not have`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${MASK_SIZE}" height="${MASK_SIZE}"${symbol[1]}>${symbol[2]}</svg>`;
    await write(path.join(masksDir, `${name}.png`), await draw(svg, { width: MASK_SIZE, height: MASK_SIZE, type: 'image/png' }));
  }
} finally {
  await browser.close();
}
