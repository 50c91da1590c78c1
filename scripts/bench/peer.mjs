// The peer site measured beside ours (the Hydrogen skeleton of /work/shared/peers, or any site on
// this machine): `PEER_URL` is its origin, `PEER_PAGES` a comma list of its paths (default its home
// page and a product page, which stand beside our home and course pages).

export const DEFAULT_PEER_PAGES = ['/', '/products/the-field-jacket'];

/** A browser's user agent: Hydrogen buffers the whole page for bots, which it takes a bare client for. */
export const BROWSER_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

/** `{ url, pages: [{ label, path }] }` from the environment, or null when `PEER_URL` is unset. */
export function peerFromEnv(env = process.env) {
  if (!env.PEER_URL) return null;
  if (!URL.canParse(env.PEER_URL)) throw new Error(`PEER_URL is no URL: ${env.PEER_URL}`);
  const url = new URL(env.PEER_URL).origin;
  const paths = env.PEER_PAGES
    ? env.PEER_PAGES.split(',')
        .map((path) => path.trim())
        .filter(Boolean)
    : DEFAULT_PEER_PAGES;
  if (paths.length === 0 || paths.some((path) => !path.startsWith('/')))
    throw new Error(`PEER_PAGES must be a comma list of paths starting with /: ${env.PEER_PAGES}`);
  const label = (path) => (path === '/' ? 'peer home' : path === '/products/the-field-jacket' ? 'peer product' : `peer ${path}`);
  return { url, pages: paths.map((path) => ({ label: label(path), path })) };
}

/**
 * Our measurements with the peer's spread evenly among them, so both sides meet the same moments
 * of a shared, noisy machine.
 */
export function interleave(ours, peers) {
  if (peers.length === 0) return [...ours];
  const step = Math.max(1, Math.floor(ours.length / peers.length));
  const order = [];
  let next = 0;
  ours.forEach((item, index) => {
    order.push(item);
    if ((index + 1) % step === 0 && next < peers.length) order.push(peers[next++]);
  });
  return [...order, ...peers.slice(next)];
}
