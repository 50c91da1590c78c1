// `npm start`: builds the client and serves the whole site on http://localhost:8787 on embedded defaults.
import { execFileSync } from 'node:child_process';
import { startDevServer } from './dev-server.mjs';

execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
// DEMO_SCALE (a larger demo catalogue) reaches the worker as a variable; the worker validates it at start-up.
const vars = process.env.DEMO_SCALE === undefined ? {} : { DEMO_SCALE: process.env.DEMO_SCALE };
const server = await startDevServer({ port: Number(process.env.PORT ?? 8787), vars });
console.log(`\nThe site is running at http://localhost:${process.env.PORT ?? 8787} (Ctrl+C stops it).`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
