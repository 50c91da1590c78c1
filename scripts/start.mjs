// `npm start`: builds the client and serves the whole site on http://localhost:8787 on embedded defaults.
import { execFileSync } from 'node:child_process';
import { startDevServer } from './dev-server.mjs';

execFileSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
const server = await startDevServer({ port: Number(process.env.PORT ?? 8787) });
console.log(`\nThe site is running at http://localhost:${process.env.PORT ?? 8787} (Ctrl+C stops it).`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await server.stop();
    process.exit(0);
  });
}
