import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
// @ts-expect-error plain ES module without types, the build's own
import { filesUnder, KEPT_BUILDS, publishBuild } from '../../scripts/build/publish-build.mjs';

// Publishing a client build into the served folder (scripts/build/publish-build.mjs, issue 47 item 6):
// a server running meanwhile never misses a file its pages name, and old builds' files go after
// a few builds.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'publish-build-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const served = () => path.join(dir, 'client');
const manifest = () => path.join(dir, 'builds.json');

/** Writes a build into a folder of its own, as scripts/build/build.mjs does, and publishes it. */
async function buildAndPublish(id: string, files: Record<string, string>) {
  const staging = path.join(dir, `building-${id}`);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(staging, name)), { recursive: true });
    await writeFile(path.join(staging, name), text);
  }
  return publishBuild({ staging, served: served(), buildId: id, manifest: manifest() });
}

const build = (id: string) => ({
  'favicon.png': 'icon',
  _headers: '/*',
  [`assets/main-${id}.js`]: `main ${id}`,
  [`assets/chunks/cart-runtime-${id}.js`]: `cart ${id}`,
});

describe('publishBuild', () => {
  test('a new build adds its files and leaves the previous build’s in place', async () => {
    await buildAndPublish('A', build('A'));
    await buildAndPublish('B', build('B'));
    expect(await filesUnder(served())).toEqual(
      [
        '_headers',
        'assets/chunks/cart-runtime-A.js',
        'assets/chunks/cart-runtime-B.js',
        'assets/main-A.js',
        'assets/main-B.js',
        'favicon.png',
      ].sort(),
    );
    expect(await readFile(path.join(served(), 'assets/chunks/cart-runtime-A.js'), 'utf8')).toBe('cart A');
    expect(existsSync(path.join(dir, 'building-B'))).toBe(false);
  });

  test('a chunk the previous build named is there at every moment of the next build’s publishing', async () => {
    await buildAndPublish('A', build('A'));
    const old = path.join(served(), 'assets/chunks/cart-runtime-A.js');
    const fresh = path.join(served(), 'assets/chunks/cart-runtime-B.js');
    let publishing = true;
    const seen: string[] = [];
    // Looks between every step the publishing awaits, as a server's requests would.
    const watch = (async () => {
      while (publishing) {
        if (!existsSync(old)) seen.push('old chunk missing');
        if (existsSync(fresh) && (await readFile(fresh, 'utf8').catch(() => '')) !== 'cart B') seen.push('new chunk partial');
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await buildAndPublish('B', {
      ...build('B'),
      ...Object.fromEntries(Array.from({ length: 200 }, (_, n) => [`assets/chunks/c${n}-B.js`, 'x'.repeat(n)])),
    });
    publishing = false;
    await watch;
    expect(seen).toEqual([]);
  });

  test(`the hashed files of builds older than the last ${KEPT_BUILDS} go; the served folder's other files stay`, async () => {
    for (const id of ['A', 'B', 'C', 'D']) await buildAndPublish(id, build(id));
    const files = await filesUnder(served());
    expect(files.filter((file: string) => file.includes('-A.'))).toEqual([]);
    expect(files.filter((file: string) => file.startsWith('assets/main-'))).toEqual([
      'assets/main-B.js',
      'assets/main-C.js',
      'assets/main-D.js',
    ]);
    expect(files).toContain('favicon.png');
  });

  test('files served before any build was recorded count as one earlier build', async () => {
    await mkdir(path.join(served(), 'assets'), { recursive: true });
    await writeFile(path.join(served(), 'assets/main-OLD.js'), 'old');
    await buildAndPublish('A', build('A'));
    await buildAndPublish('B', build('B'));
    expect(existsSync(path.join(served(), 'assets/main-OLD.js'))).toBe(true);
    await buildAndPublish('C', build('C'));
    expect(existsSync(path.join(served(), 'assets/main-OLD.js'))).toBe(false);
  });

  test('the same build published again changes nothing', async () => {
    await buildAndPublish('A', build('A'));
    expect(await buildAndPublish('A', build('A'))).toEqual([]);
    expect(JSON.parse(await readFile(manifest(), 'utf8'))).toHaveLength(1);
  });
});
