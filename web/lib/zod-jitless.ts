import { z } from 'zod';

// zod compiles its fastest object parsers with `new Function`, which the Content-Security-Policy
// forbids (no 'unsafe-eval'); its probe for that is itself reported as a CSP violation on every
// page. Jitless parsing skips the probe; the browser only parses small objects anyway.
// Imported first by the client entry, before any schema parses.
z.config({ jitless: true });
