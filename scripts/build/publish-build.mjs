// Publishes a client build into the folder the server serves (dist/client) so that no file a
// served page names is ever missing. The build is written into a folder of its own first; its
// files then replace the served ones one by one, each by a rename (a request reads the old file or
// the new one, never a part of one, and never an empty folder). The hashed files of the builds
// before it stay (KEPT_BUILDS): a page rendered by the previous build, open in a tab or still
// being served while the worker reloads, loads its chunks as it always could. Before this, the
// build emptied dist/client first, and a server running meanwhile (`npm start` while tests or a
// second build ran in the same checkout) answered 404 for the chunks its pages named until the
// build ended and the worker reloaded, about a minute on a busy machine.
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** How many builds' hashed files stay served: the new one and the two before it. */
export const KEPT_BUILDS = 3;

/** Every file under `dir`, as paths relative to it with `/` (none when it does not exist). */
export async function filesUnder(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

async function sameContent(a, b) {
  try {
    const [left, right] = await Promise.all([readFile(a), readFile(b)]);
    return left.equals(right);
  } catch {
    return false;
  }
}

async function readBuilds(manifest) {
  try {
    const builds = JSON.parse(await readFile(manifest, 'utf8'));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

/**
 * Moves the build in `staging` into `served` and removes `staging`. `hashed` is the folder (under
 * both) of the content-hashed files, of which those of the last `keep` builds stay; `manifest`
 * (outside `served`) records which files each build had. Answers the files removed.
 */
export async function publishBuild({ staging, served, buildId, manifest, hashed = 'assets', keep = KEPT_BUILDS }) {
  const files = await filesUnder(staging);
  // Served files no build recorded (the first build with a manifest) count as one earlier build.
  const builds = await readBuilds(manifest);
  if (builds.length === 0) {
    const before = (await filesUnder(path.join(served, hashed))).map((file) => `${hashed}/${file}`);
    if (before.length > 0) builds.push({ id: 'unrecorded', files: before });
  }
  for (const file of files) {
    const target = path.join(served, file);
    if (await sameContent(path.join(staging, file), target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.publishing-${process.pid}`;
    await copyFile(path.join(staging, file), partial);
    await rename(partial, target);
  }
  const kept = [
    { id: buildId, files: files.filter((file) => file.startsWith(`${hashed}/`)) },
    ...builds.filter((build) => build.id !== buildId),
  ].slice(0, keep);
  const keptFiles = new Set(kept.flatMap((build) => build.files));
  const removed = [];
  for (const file of await filesUnder(path.join(served, hashed))) {
    const name = `${hashed}/${file}`;
    if (keptFiles.has(name)) continue;
    await rm(path.join(served, name), { force: true });
    removed.push(name);
  }
  await writeFile(manifest, `${JSON.stringify(kept, null, 2)}\n`);
  await rm(staging, { recursive: true, force: true });
  return removed;
}
