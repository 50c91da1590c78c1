import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { listRepoDir, readRepoBytes, readRepoFile } from '../../../../tests/support/node-files';

const IMAGE_DIR = 'web/public/images/seed';
const DRAWING_DIR = 'scripts/build/seed-images';
const catalogue = buildCatalogue({ year: 2026, month: 6, day: 1 });

/** Width and height of a WebP: simple lossy (`VP8 `, 14-bit sizes) or extended (`VP8X`, 24-bit canvas sizes). */
function webpSize(bytes: Uint8Array): { width: number; height: number } | null {
  const text = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  const at = (index: number) => bytes[index] ?? 0;
  if (text(0, 4) !== 'RIFF' || text(8, 12) !== 'WEBP') return null;
  if (text(12, 16) === 'VP8X') {
    return { width: 1 + (at(24) | (at(25) << 8) | (at(26) << 16)), height: 1 + (at(27) | (at(28) << 8) | (at(29) << 16)) };
  }
  if (text(12, 16) !== 'VP8 ' || at(23) !== 0x9d || at(24) !== 0x01 || at(25) !== 0x2a) return null;
  return { width: (at(26) | (at(27) << 8)) & 0x3fff, height: (at(28) | (at(29) << 8)) & 0x3fff };
}

describe('seed images', () => {
  it('ships every image the seed content refers to', async () => {
    const files = new Set(await listRepoDir(IMAGE_DIR));
    const referenced = new Set(JSON.stringify(catalogue).match(/\/images\/seed\/[a-z0-9-]+\.[a-z]+/g) ?? []);
    expect(referenced.size).toBeGreaterThanOrEqual(12);
    for (const src of referenced) {
      expect(src, src).toMatch(/\.webp$/);
      expect(files.has(src.slice('/images/seed/'.length)), src).toBe(true);
    }
  });

  it('keeps every image a small 960 by 540 WebP drawn from a drawing of its own', async () => {
    const images = await listRepoDir(IMAGE_DIR);
    const drawings = new Set(await listRepoDir(DRAWING_DIR));
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(images.length).toBeLessThanOrEqual(20);
    for (const name of images) {
      const bytes = await readRepoBytes(`${IMAGE_DIR}/${name}`);
      expect(webpSize(bytes), name).toEqual({ width: 960, height: 540 });
      expect(bytes.length, name).toBeLessThan(16_384);
      expect(drawings.has(name.replace(/\.webp$/, '.svg')), name).toBe(true);
    }
  });

  it('keeps every drawing a small 1200 by 675 SVG without scripts', async () => {
    const files = await listRepoDir(DRAWING_DIR);
    expect(files.length).toBeGreaterThanOrEqual(12);
    for (const name of files) {
      expect(name, name).toMatch(/\.svg$/);
      const svg = await readRepoFile(`${DRAWING_DIR}/${name}`);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="675" viewBox="0 0 1200 675">/);
      expect(svg.length, name).toBeLessThan(4096);
      expect(svg, name).not.toMatch(/<script|on[a-z]+=|href=/i);
    }
  });
});
