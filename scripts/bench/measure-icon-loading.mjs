// Measures the two ways of delivering the spec's 20 preloaded icons (docs/decisions/031): the
// site's one sprite file against 20 preloaded icon files, in requests and gzip bytes.
// Run with the project's Node 22, which reads the TypeScript list itself: npx node scripts/bench/measure-icon-loading.mjs
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ICON_NAMES } from '../../shared/content/icon-name.ts';

// The site's icon set is the spec's list of preloaded icons.
const SPEC_ICONS = ICON_NAMES;
const sprite = readFileSync(new URL('../../web/public/icons.svg', import.meta.url), 'utf8');
const symbols = new Map(
  [...sprite.matchAll(/<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g)].map((m) => [m[1], { attributes: m[2], body: m[3] }]),
);
const gz = (text) => gzipSync(text, { level: 9 }).length;
// A file per icon, as an icon module that preloads each icon serves it.
const files = SPEC_ICONS.map((name) => {
  const symbol = symbols.get(name);
  if (!symbol) throw new Error(`no icon ${name} in the sprite`);
  return `<svg xmlns="http://www.w3.org/2000/svg"${symbol.attributes}>${symbol.body}</svg>`;
});
// Response headers of one small static file from this worker (status line, type, length, cache,
// the fixed security headers), measured with curl -sI on /icons.svg: about 450 bytes, ~300 gzip'd by HPACK/QPACK on repeat.
const HEADER_BYTES = 300;
const perFile = files.map(gz);
const result = {
  specIcons: SPEC_ICONS.length,
  spriteSymbols: symbols.size,
  sprite: { requests: 1, gzipBytes: gz(sprite), withHeaders: gz(sprite) + HEADER_BYTES },
  preloadedFiles: {
    requests: files.length,
    gzipBytes: perFile.reduce((a, b) => a + b, 0),
    withHeaders: perFile.reduce((a, b) => a + b, 0) + HEADER_BYTES * files.length,
  },
};
console.log(JSON.stringify(result, null, 2));
