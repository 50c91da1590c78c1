import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
// @ts-expect-error plain ES module without types, the build's own
import { filesUnder } from '../../scripts/build/publish-build.mjs';
import { baseUrl } from './browser';

// A build while the site serves (issue 47, item 6): during ordinary use of `npm start` a built
// script, /assets/chunks/cart-runtime-*.js, answered 404 for about a minute, because a build in
// the same checkout (a test run, a second build) emptied dist/client first and the running server
// served pages that named files the build had taken away. Now every file the site served before
// the build answers 200 at every moment of it, and after the worker has reloaded.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The build's script, as `npm start` and the tests run it; resolves with its exit code. */
function runBuild(): Promise<number | null> {
  const child = spawn(process.execPath, ['scripts/build/build.mjs'], { cwd: root, stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', resolve));
}

const latest = async () => ((await (await fetch(`${baseUrl()}/builds/latest.json`)).json()) as { timestamp: number }).timestamp;

describe('a build while the site serves', () => {
  test('every file the site served before the build answers 200 while it runs and after the worker reloads', { timeout: 240_000 }, async () => {
    // Every hashed file of the build being served: what its pages name, at once or later (the cart's runtime).
    const files: string[] = (await filesUnder(path.join(root, 'dist/client/assets'))).map((file: string) => `/assets/${file}`);
    expect(files.some((file) => /^\/assets\/chunks\/cart-runtime-.+\.js$/.test(file))).toBe(true);
    const before = await latest();
    const missing = new Set<string>();
    const askAll = async () => {
      for (const file of files) {
        const response = await fetch(`${baseUrl()}${file}`);
        await response.arrayBuffer();
        if (response.status !== 200) missing.add(`${file} ${response.status}`);
      }
    };

    let done = false;
    const build = runBuild().finally(() => {
      done = true;
    });
    let rounds = 0;
    while (!done) {
      await askAll();
      rounds += 1;
    }
    expect(await build).toBe(0);
    // The worker reloads with the new build's record; the files are still there after it.
    await expect.poll(latest, { timeout: 60_000, interval: 500 }).not.toBe(before);
    await askAll();
    expect([...missing]).toEqual([]);
    // The files were asked for more than once while the build ran, not only before it began.
    expect(rounds).toBeGreaterThan(1);
  });
});
