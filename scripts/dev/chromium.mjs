// Debian's Chromium, as the tests and benchmarks launch it (see STACK-NOTES for why each flag).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Keeps a benchmark's Chromium off the internet: every host name fails to resolve except loopback
 * and the named hosts (a peer site on this machine).
 */
export function loopbackOnlyArgs(hosts = []) {
  const allowed = [...new Set(['127.0.0.1', 'localhost', ...hosts])];
  return [`--host-resolver-rules=MAP * ~NOTFOUND, ${allowed.map((host) => `EXCLUDE ${host}`).join(', ')}`];
}
