// Which way the code's imports may point (docs/architecture.md, "The shape in one breath"):
// `npm run check:deps`, a step of `npm test`. Checked over the code itself (shared/, web/,
// worker/); tests may import whatever they test. Type-only imports count (swc's parser reports
// them; dependency-cruiser's TypeScript parser does not run with TypeScript 7): a type-only loop
// across folders is a sign of tangled ownership.

/** Where one of a loop's modules sits: the folder of the module at the loop's start. */
const SAME_FOLDER = '^$1/[^/]+$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-runtime-loop',
      comment: 'A loop of imports that run (not type-only) makes the order modules start in matter.',
      severity: 'error',
      from: {},
      to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-type-loop-across-folders',
      comment: 'A loop of type-only imports through more than one folder: two parts that each own a piece of the other.',
      severity: 'error',
      from: { path: '^(.+)/[^/]+$' },
      to: { circular: true, via: { pathNot: SAME_FOLDER } },
    },
    {
      name: 'worker-not-into-web',
      comment:
        'The worker reaches the web app only through the page renderer port; the composition root (worker/index.ts) is the one module that joins the two.',
      severity: 'error',
      from: { path: '^worker/', pathNot: '^worker/index\\.ts$' },
      to: { path: '^web/' },
    },
    {
      name: 'web-not-into-worker',
      comment: 'The browser code never imports the worker: what both need lives in shared/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^worker/' },
    },
    {
      name: 'shared-imports-only-shared',
      comment: 'shared/ is the domain, without runtime: it imports neither side.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(web|worker)/' },
    },
    {
      name: 'routes-and-loaders-use-ports',
      comment: 'A route or loader reaches an outside service through its port on the request context, never an adapter.',
      severity: 'error',
      from: { path: '^worker/(routes|loaders)/' },
      to: { path: '^worker/adapters/' },
    },
    {
      name: 'embedded-services-behind-adapters',
      comment: 'Only the adapters talk to the embedded services (docs/rules/embedded-services.md).',
      severity: 'error',
      from: { pathNot: '^worker/(adapters|embedded)/' },
      to: { path: '^worker/embedded/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^worker/env\\.d\\.ts$' },
    parser: 'swc',
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] },
  },
};
