import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';
import { listRepoDir, readRepoFile } from './node-test-helpers';

const IMAGE_DIR = 'web/public/images/seed';
const catalogue = buildCatalogue({ year: 2026, month: 6, day: 1 });

describe('seed images', () => {
  it('ships every image the seed content refers to', async () => {
    const files = new Set(await listRepoDir(IMAGE_DIR));
    const referenced = new Set(JSON.stringify(catalogue).match(/\/images\/seed\/[a-z0-9-]+\.svg/g) ?? []);
    expect(referenced.size).toBeGreaterThanOrEqual(12);
    for (const src of referenced) expect(files.has(src.slice('/images/seed/'.length)), src).toBe(true);
  });

  it('keeps every image a small 1200 by 675 SVG without scripts', async () => {
    const files = (await listRepoDir(IMAGE_DIR)).filter((name) => name.endsWith('.svg'));
    expect(files.length).toBeGreaterThanOrEqual(12);
    expect(files.length).toBeLessThanOrEqual(20);
    for (const name of files) {
      const svg = await readRepoFile(`${IMAGE_DIR}/${name}`);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="675" viewBox="0 0 1200 675">/);
      expect(svg.length, name).toBeLessThan(4096);
      expect(svg, name).not.toMatch(/<script|on[a-z]+=|href=/i);
    }
  });
});
