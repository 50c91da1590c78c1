// `npm run bench:interactions`: how the content pages answer a visitor's touch, with the CPU slowed
// four times through CDP (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile setting does).
// For each interaction it measures the first touch right after the page's load event (is it taken,
// its INP, and how long until its effect shows) and the same touch once the page has started (INP),
// each the median of BENCH_INTERACTIONS_RUNS loads (default 5). INP is read from the Event Timing
// API, the source of INP: a PerformanceObserver of type `event` with `durationThreshold: 16`, the
// longest entry of the touch's interaction; a touch whose every entry is under 16 ms counts as 16.
// With PEER_URL set (the Hydrogen skeleton of /work/shared/peers), the peer's open menu, add to cart
// and open cart are measured in the same run, interleaved with ours, and printed beside them.
//
// A phone (390 px, touch) for everything but the search button, which only the desktop header has
// (1280 px, mouse). The site runs on its embedded services; Chromium reaches only loopback.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, loopbackOnlyArgs } from '../dev/chromium.mjs';
import { median } from './median.mjs';
import { BROWSER_USER_AGENT, peerFromEnv } from './peer.mjs';
import { freePort, startDevServer } from '../dev/dev-server.mjs';

const runs = Number.parseInt(process.env.BENCH_INTERACTIONS_RUNS ?? '5', 10);
if (!Number.isInteger(runs) || runs < 1 || runs > 25) throw new Error('BENCH_INTERACTIONS_RUNS must be a whole number from 1 to 25');
const SLOWDOWN = 4;
/** Google's "good" INP. */
const GOOD_INP_MS = 200;
/** How long a touch may take to show its effect before it counts as not taken. */
const EFFECT_TIMEOUT_MS = 20_000;
const peer = peerFromEnv();
if (peer) {
  const probe = await fetch(peer.url).catch((error) => ({ ok: false, status: error.cause?.code ?? error.message }));
  if (!probe.ok) throw new Error(`PEER_URL ${peer.url} does not answer (${probe.status}): start the peer first (see the README's benchmarks)`);
}

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

/**
 * What is measured: where, the control, what shows its effect, and how to undo it before the
 * later touch. Selectors, not roles: the bench drives the page, the tests check the visitor's view.
 */
const OURS = [
  {
    name: 'add to cart (course page)',
    device: PHONE,
    path: '/kurs/ledarskap-for-nya-chefer',
    control: '.add-to-cart__button:enabled',
    effect: '[data-testid="cart-modal"]:visible',
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="cart-modal"]').waitFor({ state: 'hidden' });
      // The next add adds a second participant to the same event, which the cart allows.
    },
    peer: 'add to cart',
  },
  {
    name: 'cart button (home)',
    device: PHONE,
    path: '/',
    control: '[data-testid="bag-button"]',
    effect: '[data-testid="cart-modal"]:visible',
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="cart-modal"]').waitFor({ state: 'hidden' });
    },
    peer: 'open cart',
  },
  {
    name: 'menu (home)',
    device: PHONE,
    path: '/',
    control: '[data-testid="mobile-menu-toggle"]',
    effect: '[data-testid="mobile-menu"]:visible',
    undo: async (page) => {
      await page.locator('[data-testid="mobile-menu-toggle"]').tap();
      await page.locator('[data-testid="mobile-menu"]').waitFor({ state: 'hidden' });
    },
    peer: 'open menu',
  },
  {
    name: 'search button (home, 1280 px)',
    device: DESKTOP,
    path: '/',
    control: '.site-header__search',
    effect: '[data-testid="search-overlay"]',
    undo: async (page) => {
      await page.keyboard.press('Escape');
      await page.locator('[data-testid="search-overlay"]').waitFor({ state: 'hidden' });
    },
    peer: null,
  },
];

const PEER_EXPANDED = '.overlay.expanded';
const closePeerAside = async (page) => {
  await page.locator(`${PEER_EXPANDED} button.close`).click();
  await page.locator(PEER_EXPANDED).waitFor({ state: 'hidden' });
};
const PEERS = [
  { name: 'open menu', device: PHONE, path: '/', control: 'button.header-menu-mobile-toggle', effect: PEER_EXPANDED, undo: closePeerAside },
  {
    name: 'add to cart',
    device: PHONE,
    path: '/products/the-field-jacket',
    control: 'button:has-text("Add to cart"):enabled',
    effect: PEER_EXPANDED,
    undo: closePeerAside,
  },
  { name: 'open cart', device: PHONE, path: '/', control: 'header a[href="/cart"]', effect: PEER_EXPANDED, undo: closePeerAside },
];

/** Records every Event Timing entry of an interaction, from the document's start. */
function observeEvents() {
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__eventTimings.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The INP of the interactions recorded since `from` (the longest entry), at least 16 ms. */
async function inpSince(page, from) {
  // Entries are reported after the next paint; two frames make sure the last one is in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  const entries = await page.evaluate((start) => window.__eventTimings.slice(start), from);
  return Math.max(16, ...entries.map((entry) => entry.duration));
}

async function press(device, locator) {
  if (device.hasTouch) await locator.tap();
  else await locator.click();
}

/** One load: the first touch right after the load event, then (once started) the same touch again. */
async function measure(browser, origin, interaction, headers) {
  const context = await browser.newContext({
    ...interaction.device,
    locale: 'sv-SE',
    userAgent: BROWSER_USER_AGENT,
    extraHTTPHeaders: headers,
  });
  try {
    const page = await context.newPage();
    await page.addInitScript(observeEvents);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load' });
    const control = page.locator(interaction.control).first();
    const effect = page.locator(interaction.effect).first();
    if (interaction.device.hasTouch) await control.scrollIntoViewIfNeeded();
    const pressedAt = Date.now();
    await press(interaction.device, control);
    const taken = await effect.waitFor({ timeout: EFFECT_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    const effectMs = taken ? Date.now() - pressedAt : null;
    const firstInp = await inpSince(page, 0);
    let laterInp = null;
    // A later touch that fails (its effect never shows) is reported as not measured.
    if (taken) {
      // Started: ours marks its root; the peer's app has hydrated by the time its aside opened.
      await page.waitForFunction(
        () => !document.getElementById('site-data') || document.getElementById('root')?.dataset.hydrated === 'true',
        null,
        {
          timeout: EFFECT_TIMEOUT_MS,
        },
      );
      laterInp = await (async () => {
        await interaction.undo(page);
        const from = await page.evaluate(() => window.__eventTimings.length);
        await press(interaction.device, control);
        await effect.waitFor({ timeout: EFFECT_TIMEOUT_MS });
        return inpSince(page, from);
      })().catch((error) => {
        console.error(`${interaction.name}, later touch: ${error.message.split('\n')[0]}`);
        return null;
      });
    }
    return { taken, effectMs, firstInp, laterInp };
  } finally {
    await context.close();
  }
}

execFileSync(process.execPath, ['scripts/dev/ensure-chromium.mjs'], { stdio: 'inherit' });
execFileSync(process.execPath, ['scripts/build/build.mjs'], { stdio: 'inherit' });
const persistTo = await mkdtemp(path.join(tmpdir(), 'fei-interactions-'));
const server = await startDevServer({ port: await freePort(), persistTo, quiet: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: [...CHROMIUM_ARGS, ...loopbackOnlyArgs(peer ? [new URL(peer.url).hostname] : [])],
});
const results = new Map([...OURS, ...(peer ? PEERS : [])].map((interaction) => [interaction, []]));
try {
  const swedish = { 'Accept-Language': 'sv-SE,sv;q=0.9' };
  for (let run = 0; run < runs; run += 1) {
    for (const interaction of OURS) {
      results.get(interaction).push(await measure(browser, server.url, interaction, swedish));
      const peerOne = peer ? PEERS.find((candidate) => candidate.name === interaction.peer) : undefined;
      if (peerOne) results.get(peerOne).push(await measure(browser, peer.url, peerOne, {}));
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await rm(persistTo, { recursive: true, force: true });
}

const ms = (value) => (value === null ? 'n/a' : `${Math.round(value)} ms`);
/** The median of the runs that measured it, or null when none did. */
const medianOf = (values) => {
  const measured = values.filter((value) => value !== null);
  return measured.length ? median(measured) : null;
};
const summary = (interaction) => {
  const list = results.get(interaction) ?? [];
  const taken = list.filter((result) => result.taken).length;
  return {
    taken: `${taken === list.length ? 'yes' : 'no'} (${taken}/${list.length})`,
    firstInp: medianOf(list.map((result) => result.firstInp)),
    effect: medianOf(list.map((result) => result.effectMs)),
    laterInp: medianOf(list.map((result) => result.laterInp)),
  };
};
const header = [
  'interaction',
  'first touch taken',
  'INP first touch',
  'first touch effect after',
  'INP later touch',
  'peer (first / later INP)',
  'INP ≤ 200 ms',
];
const rows = OURS.map((interaction) => {
  const ours = summary(interaction);
  const peerOne = peer ? PEERS.find((candidate) => candidate.name === interaction.peer) : undefined;
  const theirs = peerOne ? summary(peerOne) : null;
  const good = [ours.firstInp, ours.laterInp].every((value) => value !== null && value <= GOOD_INP_MS);
  return [
    interaction.name,
    ours.taken,
    ms(ours.firstInp),
    ms(ours.effect),
    ms(ours.laterInp),
    theirs ? `${peerOne.name}: ${ms(theirs.firstInp)} / ${ms(theirs.laterInp)} (taken ${theirs.taken})` : '-',
    good ? 'yes' : 'no',
  ];
});
const widths = header.map((_, column) => Math.max(...[header, ...rows].map((cells) => cells[column].length)));
const line = (cells) =>
  cells
    .map((cell, column) => cell.padEnd(widths[column]))
    .join('  ')
    .trimEnd();
console.log(
  `\nInteractions, CPU slowed ${SLOWDOWN}x, median of ${runs} load(s)${peer ? `, peer ${peer.url} interleaved` : ''}; INP from the Event Timing API (entries under 16 ms count as 16)\n`,
);
console.log(line(header));
for (const cells of rows) console.log(line(cells));
