// Builds the browser bundle (code-split ES modules + one CSS file, content-hashed) into a folder
// of its own, publishes it into dist/client (scripts/build/publish-build.mjs: a server running meanwhile
// never misses a file its pages name) and then records what a first visit loads in
// worker/generated/build-info.json.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BREAKPOINTS } from '../../shared/breakpoints.ts';
import { FIXED_SECURITY_HEADERS } from '../../worker/fixed-security-headers.ts';
import { publishBuild } from './publish-build.mjs';
import { reactEsmFacade } from './react-esm-facade.mjs';

const root = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))));
/** The folder the server serves (wrangler.toml's assets), which the build only ever adds to. */
const served = path.join(root, 'dist/client');
/** Where this build writes, beside it: its URLs are the same, relative to either. */
const outdir = path.join(root, `dist/client-building-${process.pid}`);
const assetsDir = path.join(outdir, 'assets');
/** The paths esbuild reports start with the build's folder; recorded, they name the served one. */
const servedNames = (text) => text.replaceAll(`${path.relative(root, outdir)}/`, `${path.relative(root, served)}/`);
const production = process.env.NODE_ENV !== 'development';

/** CSS writes `@media (--tablet)`; the breakpoints come from shared/breakpoints.ts, defined once. */
function withBreakpoints(css, file) {
  let out = css;
  for (const [name, px] of Object.entries(BREAKPOINTS)) {
    out = out.replaceAll(`(--${name})`, `(min-width: ${px}px)`).replaceAll(`(--below-${name})`, `(max-width: ${px - 0.02}px)`);
  }
  if (/@media[^{]*\(--[a-z-]+\)/.test(out)) throw new Error(`Unknown breakpoint in ${file}`);
  return out;
}

const cssSource = {
  name: 'css-source',
  setup(b) {
    b.onLoad({ filter: /\.css$/ }, async (args) => {
      const css = await readFile(args.path, 'utf8');
      return { contents: withBreakpoints(css, args.path), loader: 'css' };
    });
  },
};

/**
 * The browser uses zod's tree-shakable `zod/mini` API: the classic API (`zod`) cannot be
 * tree-shaken and cost a checkout step about 54 KiB gzip, so the build refuses it in browser code.
 * zod compiles its fastest parsers with `new Function`, which the CSP forbids, and its probe for
 * that is itself reported as a violation. Every `zod/mini` import in the browser bundle goes
 * through web/lib/zod-jitless.ts, which switches that off before any schema exists, and is loaded
 * only with the first module that needs zod, so pages that parse nothing never download it.
 */
const zodMiniJitless = {
  name: 'zod-mini-jitless',
  setup(b) {
    const wrapper = path.join(root, 'web/lib/zod-jitless.ts');
    b.onResolve({ filter: /^zod$/ }, (args) => ({
      errors: [{ text: `${path.relative(root, args.importer)} imports the classic zod API; browser code imports zod/mini` }],
    }));
    b.onResolve({ filter: /^zod\/mini$/ }, (args) => (args.importer === wrapper ? undefined : { path: wrapper }));
  },
};

await rm(outdir, { recursive: true, force: true });
await mkdir(assetsDir, { recursive: true });
await cp(path.join(root, 'web/public'), outdir, { recursive: true });

/** What every build of the browser's code shares: hashed files in the assets' folder, with a metafile. */
const common = {
  absWorkingDir: root,
  outdir: assetsDir,
  bundle: true,
  target: ['es2022', 'chrome111', 'firefox111', 'safari16.4'],
  minify: production,
  entryNames: '[name]-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/**
 * Two bundles, split apart: the app (react-router, every page; checkout and application steps
 * start it) and the islands of the pages of the default layout (web/islands/). Bundled together,
 * esbuild would cut the modules they share into many small chunks by which entry reaches them,
 * and a page's first load would be twice the files (each gzipped on its own).
 */
const bundle = (entryPoints) =>
  build({
    ...common,
    entryPoints,
    splitting: true,
    format: 'esm',
    jsx: 'automatic',
    sourcemap: production ? false : 'linked',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'media/[name]-[hash]',
    // The cards' icon masks (web/styles/icon-masks/, see scripts/build/generate-images.mjs) become files of their own.
    loader: { '.png': 'file' },
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    plugins: [cssSource, zodMiniJitless, reactEsmFacade],
  });
const result = await bundle({ main: 'web/entry-client.tsx', styles: 'web/styles/main.css' });
/** One build per islands' bundle (web/islands/island-bundles.ts), each with its own entry. */
const { ISLAND_BUNDLES } = await import('../../web/islands/island-bundles.ts');
const islandBundleNames = Object.keys(ISLAND_BUNDLES);
const islandResults = await Promise.all(islandBundleNames.map((name) => bundle({ [`islands-${name}`]: `web/islands/bundles/${name}.tsx` })));
/** The script a page runs before its first paint (web/before-first-paint.ts): a classic script of its own, no module, no chunks. */
const beforeFirstPaintResult = await build({ ...common, entryPoints: { 'before-first-paint': 'web/before-first-paint.ts' }, format: 'iife' });

/**
 * The scripts a page carries inline rather than as files (web/browser-start/entries/): each runs
 * where it stands, with no request before it (docs/decisions/016, 033, 038). Built like the rest,
 * their code goes into the build info, and the worker's pages write it under their CSP nonce
 * (web/document.tsx). The two start scripts are inline modules, the others classic scripts. The
 * tag manager's frame loader is written into the frame's document by the page's script, so it is
 * built first and given to that one as a constant.
 */
const inlineScript = async (entry, format, define = {}) => {
  const { outputFiles } = await build({
    ...common,
    entryPoints: [`web/browser-start/entries/${entry}.ts`],
    format,
    write: false,
    metafile: false,
    define,
  });
  const code = outputFiles[0].text.trim();
  if (/<\/script|<!--/i.test(code)) throw new Error(`${entry}: its compiled code could end the script element it is written into`);
  return code;
};
const tagManagerFrameLoader = await inlineScript('tag-manager-frame', 'iife');
const inlineScripts = {
  holdPresses: await inlineScript('hold-presses', 'iife'),
  tagManager: await inlineScript('tag-manager', 'iife', { TAG_MANAGER_FRAME_LOADER: JSON.stringify(tagManagerFrameLoader) }),
  appStart: await inlineScript('app-start', 'esm'),
  islandsStart: await inlineScript('islands-start', 'esm'),
};

// The bundles' composition, for looking into first-load size (kept outside the served folder).
const builds = [result, ...islandResults, beforeFirstPaintResult];
const metafile = {
  inputs: Object.assign({}, ...builds.map((r) => r.metafile.inputs)),
  outputs: Object.assign({}, ...builds.map((r) => r.metafile.outputs)),
};
await writeFile(path.join(root, 'dist/client-metafile.json'), servedNames(JSON.stringify(metafile)));

const toUrl = (file) => `/${path.relative(outdir, path.join(root, file)).split(path.sep).join('/')}`;
const outputs = Object.entries(result.metafile.outputs);
const [entryFile, entryMeta] = outputs.find(([, meta]) => meta.entryPoint === 'web/entry-client.tsx');
const css = outputs.filter(([file, meta]) => file.endsWith('.css') && meta.entryPoint).map(([file]) => toUrl(file));
const staticImports = (meta) => meta.imports.filter((imp) => imp.kind === 'import-statement').map((imp) => toUrl(imp.path));
/** The app's later stages evaluate after the entry (web/entry-client.tsx), from files preloaded with the entry's. */
const stages = ['web/app/start-domain.ts', 'web/app/start-app.tsx'].map((entryPoint) =>
  outputs.find(([, meta]) => meta.entryPoint === entryPoint),
);
const preload = [...new Set([...staticImports(entryMeta), ...stages.flatMap(([file, meta]) => [toUrl(file), ...staticImports(meta)])])];
/** Each language's texts are a chunk of their own (web/app/messages.ts); a page preloads its language's. */
const messagesChunks = (bundleOutputs, bundlePreload, module = 'catalogue') => {
  const of = (language) => {
    const [file, meta] = bundleOutputs.find(([, output]) => output.entryPoint === `shared/i18n/messages/${module}-${language}.ts`);
    const imports = meta.imports.filter((imp) => imp.kind === 'import-statement').map((imp) => toUrl(imp.path));
    return [toUrl(file), ...imports.filter((url) => !bundlePreload.includes(url))];
  };
  return { sv: of('sv'), en: of('en') };
};
const messages = messagesChunks(outputs, preload);

/** What a page run as islands loads (web/islands/), per bundle: its entry with the chunks it imports, and its texts. */
const islandBundle = (name, bundleResult) => {
  const bundleOutputs = Object.entries(bundleResult.metafile.outputs);
  const [file, meta] = bundleOutputs.find(([, output]) => output.entryPoint === `web/islands/bundles/${name}.tsx`);
  const preload = meta.imports.filter((imp) => imp.kind === 'import-statement').map((imp) => toUrl(imp.path));
  return { entry: toUrl(file), preload, messages: messagesChunks(bundleOutputs, preload, 'site-catalogue') };
};
const islands = Object.fromEntries(islandBundleNames.map((name, index) => [name, islandBundle(name, islandResults[index])]));

/**
 * V8's explicit compile hint on every file of a first load: Chromium then compiles each of its
 * functions while the file streams in, off the main thread. Without it the bundler's wrapper
 * around react-dom (a CommonJS module, one 200 kB function) was compiled lazily on the main thread
 * when the entry first ran, most of the longest task of a page's start (docs/decisions/010).
 * Chunks fetched later (the video player's megabyte above all) keep compiling only what runs.
 */
const firstLoads = new Set([
  toUrl(entryFile),
  ...preload,
  ...Object.values(messages).flat(),
  ...Object.values(islands).flatMap((bundle) => [bundle.entry, ...bundle.preload, ...Object.values(bundle.messages).flat()]),
]);
for (const url of firstLoads) {
  const file = path.join(outdir, url);
  await writeFile(file, `//# allFunctionsCalledOnLoad\n${await readFile(file, 'utf8')}`);
}

const hash = createHash('sha256');
for (const file of Object.keys(metafile.outputs)) hash.update(servedNames(file));
for (const code of Object.values(inlineScripts)) hash.update(code);
const buildId = hash.digest('hex').slice(0, 16);

const [beforeFirstPaint] = Object.keys(beforeFirstPaintResult.metafile.outputs).map(toUrl);
const info = {
  buildId,
  timestamp: Date.now(),
  assets: { entry: toUrl(entryFile), css, beforeFirstPaint, inlineScripts, preload, messages, islands },
};
// Static assets get the same protective headers as the worker's own responses.
await writeFile(
  path.join(outdir, '_headers'),
  [
    '/*',
    ...Object.entries(FIXED_SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
    "  Content-Security-Policy: frame-ancestors 'none'",
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    // Pages ask for the sprite with its content in the query (web/ui/icon-sprite-url.ts).
    '/icons.svg',
    '  Cache-Control: public, max-age=604800',
    '',
  ].join('\n'),
);
await publishBuild({ staging: outdir, served, buildId, manifest: path.join(root, 'dist/client-builds.json') });
// Last: the worker reloads when this changes, and its pages then name files that are all served.
await mkdir(path.join(root, 'worker/generated'), { recursive: true });
await writeFile(path.join(root, 'worker/generated/build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
console.log(`client build ${buildId}: ${toUrl(entryFile)} ${css.join(' ')}`);
