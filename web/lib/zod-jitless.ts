import { config } from 'zod/mini';

// zod compiles its fastest object parsers with `new Function`, which the Content-Security-Policy
// forbids (no 'unsafe-eval'); its probe for that is itself reported as a CSP violation on every
// page. Jitless parsing skips the probe; the browser only parses small objects anyway.
// The client build resolves every `zod/mini` import to this module (scripts/build/build.mjs), so the
// setting is made before any schema is created, whichever module loads zod first. Modules import
// it as a namespace (`import * as z from 'zod/mini'`): the bundler then keeps only what they use.
config({ jitless: true });

export * from 'zod/mini';
