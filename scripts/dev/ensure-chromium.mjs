// The end-to-end tests drive Debian's Chromium; install it with apt-get when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as chromium } from './chromium.mjs';

if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium with apt-get...`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
}
