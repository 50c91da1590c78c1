// `npm run bench:soak`: floods a local site for about a minute the way issue 48 describes, from
// many IPv6 /64s at once, and prints what it cost: D1 rows and bytes, R2 objects and bytes, the
// calls that reached the outside services, and the 5xx answers, before and after.
//
// Like `npm run bench:faults` it starts the site with a fresh local state behind stand-ins for its
// content service and its search, through proxies that pass every call on and count it
// (scripts/bench/site-with-stand-ins.mjs). The flood, SOAK_CONNECTIONS requests at a time for
// SOAK_SECONDS, mixes: shares of a cart (POST /api/backend/cart/share), uploads of a
// SOAK_UPLOAD_BYTES PDF under a fresh application key each time, and unique URLs that no cache
// holds (unknown course slugs, /preview?post_id=N, reads of made-up and of stored shares). Each
// request comes from one of SOAK_NETWORKS /64s (`CF-Connecting-IP`), so the per-client limits a
// minute let most of it through and what holds is the per-client day caps, the site's totals and
// the call ceilings. The site runs with the default ceilings unless SOAK_VARS (JSON) sets some.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { coursePath } from './course-path.mjs';
import { startSiteWithStandIns } from './site-with-stand-ins.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 16);
const NETWORKS = Number(process.env.SOAK_NETWORKS ?? 4096);
const UPLOAD_BYTES = Number(process.env.SOAK_UPLOAD_BYTES ?? 256 * 1024);
const EXTRA_VARS = JSON.parse(process.env.SOAK_VARS ?? '{}');

/** All files under a folder (recursively), with their sizes. */
async function filesUnder(folder) {
  const found = [];
  const walk = async (dir) => {
    for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else found.push({ path: full, size: (await stat(full)).size });
    }
  };
  await walk(folder);
  return found;
}

/** The site's local D1 database: its SQLite file (the one holding `booking_share`) and its size with the WAL. */
async function d1Figures(persistTo) {
  const files = await filesUnder(path.join(persistTo, 'v3', 'd1'));
  for (const file of files.filter((candidate) => candidate.path.endsWith('.sqlite'))) {
    const db = new DatabaseSync(file.path, { readOnly: true });
    try {
      const tables = new Set(
        db
          .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
          .all()
          .map((row) => row.name),
      );
      if (!tables.has('booking_share')) continue;
      const one = (sql) => Number(Object.values(db.prepare(sql).get() ?? { n: 0 })[0] ?? 0);
      const bytes = files.filter((candidate) => candidate.path.startsWith(file.path)).reduce((sum, candidate) => sum + candidate.size, 0);
      return {
        bytes,
        shares: one('SELECT COUNT(*) FROM booking_share'),
        shareBytes: one('SELECT COALESCE(SUM(length(cart_json) + length(fields_json)), 0) FROM booking_share'),
        spaces: one('SELECT COUNT(*) FROM attachment_space'),
        spaceBytes: one('SELECT COALESCE(SUM(bytes), 0) FROM attachment_space'),
        clientDayRows: one('SELECT COUNT(*) FROM client_day_usage'),
        ceilings: Object.fromEntries(
          db
            .prepare('SELECT call, calls FROM call_ceiling')
            .all()
            .map((row) => [row.call, row.calls]),
        ),
      };
    } finally {
      db.close();
    }
  }
  return { bytes: 0, shares: 0, shareBytes: 0, spaces: 0, spaceBytes: 0, clientDayRows: 0, ceilings: {} };
}

/** The site's local R2: stored objects (blobs) and their bytes. */
async function r2Figures(persistTo) {
  const blobs = (await filesUnder(path.join(persistTo, 'v3', 'r2'))).filter((file) => file.path.includes(`${path.sep}blobs${path.sep}`));
  return { objects: blobs.length, bytes: blobs.reduce((sum, file) => sum + file.size, 0) };
}

const sumCalls = (proxy) => [...proxy.calls().values()].reduce((sum, count) => sum + count, 0);
const hex = (bytes) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
const network = (n) => `2001:db8:${(n % NETWORKS).toString(16)}:${Math.floor(n / NETWORKS).toString(16)}::${(n % 97) + 1}`;

/** A cart as the browser keeps it (the shape of shared/cart/create-cart.ts), with a contact person filled in. */
function cartBody(now) {
  const cart = {
    id: 'default',
    meta: {
      createdAt: now,
      expiresAt: now + 2_592_000_000,
      committedAt: null,
      commitHash: null,
      committingSince: null,
      signatoryCountry: 'unknown',
      extraFields: {},
      cancelled: false,
      truncateIdentificationNumber: false,
      sharing: null,
      scrive: null,
    },
    couponCode: null,
    contactPerson: { firstName: 'Anna', lastName: 'Berg', email: 'anna.berg@example.se' },
    customer: {
      name: 'Exempel AB',
      identificationNumber: '556677-8899',
      address: { address: 'Gatan 1', zip: '111 22', city: 'Stockholm' },
      type: 'company',
    },
    participantPool: [],
    cartItems: [],
    additionalInformation: 'x'.repeat(2000),
    assignedParticipants: {},
    checkoutConstraints: {},
    billingDates: {},
    locationOptions: {},
    cartTotals: { cartPrice: { total: 0, vat: 0, gross: 0, discount: 0, currency: 'sek' }, items: [] },
  };
  const fields = Object.fromEntries(Array.from({ length: 40 }, (_, index) => [`checkout.field.${index}`, 'y'.repeat(100)]));
  return JSON.stringify({ cart, fields });
}

const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a];
const pdf = new Uint8Array(UPLOAD_BYTES);
pdf.set(PDF_HEAD);

/** Asks a few ordinary pages once: how many answer 5xx. */
async function probe(baseUrl, paths) {
  let fiveXx = 0;
  for (const pathname of paths) {
    const response = await fetch(`${baseUrl}${pathname}`, { headers: { 'CF-Connecting-IP': '10.255.0.9' } });
    await response.arrayBuffer();
    if (response.status >= 500) fiveXx += 1;
  }
  return fiveXx;
}

const { site, contentProxy, searchProxy, siteState, stop } = await startSiteWithStandIns({ name: 'soak', vars: EXTRA_VARS });
try {
  const course = await coursePath(site.url);
  const probePaths = ['/', course, '/sok?q=ledarskap', '/en'];
  for (const pathname of probePaths) await (await fetch(`${site.url}${pathname}`)).arrayBuffer();
  const before = { d1: await d1Figures(siteState), r2: await r2Figures(siteState), fiveXx: await probe(site.url, probePaths) };
  contentProxy.resetCalls();
  searchProxy.resetCalls();

  const body = cartBody(Date.now());
  const storedShares = [];
  const kinds = ['share', 'upload', 'unknown-course', 'preview', 'share-read'];
  const statuses = new Map();
  const byKind = new Map(kinds.map((kind) => [kind, new Map()]));
  let sent = 0;
  const until = Date.now() + SECONDS * 1000;

  async function once(n) {
    const kind = kinds[n % kinds.length];
    const headers = { 'CF-Connecting-IP': network(n) };
    let response;
    if (kind === 'share') {
      response = await fetch(`${site.url}/api/backend/cart/share`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body,
      });
      if (response.status === 201) {
        const answer = await response.json();
        if (storedShares.length < 1000) storedShares.push(answer.cart.meta.sharing.id);
        return record(kind, response.status);
      }
    } else if (kind === 'upload') {
      response = await fetch(`${site.url}/api/application/soak-${n}/attachments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/pdf', 'x-application-key': hex(32), 'x-file-name': 'cv.pdf' },
        body: pdf,
      });
    } else if (kind === 'unknown-course') {
      response = await fetch(`${site.url}/kurs/no-such-course-${n}`, { headers });
    } else if (kind === 'preview') {
      response = await fetch(`${site.url}/preview?post_id=${n}`, { headers });
    } else {
      const id = n % 2 === 0 && storedShares.length > 0 ? storedShares[n % storedShares.length] : hex(32);
      response = await fetch(`${site.url}/api/backend/cart/share/${id}`, { headers });
    }
    await response.arrayBuffer();
    record(kind, response.status);
  }

  function record(kind, status) {
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const counts = byKind.get(kind);
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }

  let socketErrors = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const n = sent++;
        await once(n).catch(() => (socketErrors += 1));
      }
    }),
  );

  const after = { d1: await d1Figures(siteState), r2: await r2Figures(siteState), fiveXx: await probe(site.url, probePaths) };
  const contentCalls = sumCalls(contentProxy);
  const searchCalls = sumCalls(searchProxy);
  const fiveXxDuring = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const table = (map) =>
    [...map]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}: ${count}`)
      .join(', ');
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

  console.log(`\nbench:soak — ${SECONDS} s, ${CONNECTIONS} connections, ${NETWORKS} IPv6 /64s, uploads of ${UPLOAD_BYTES} bytes`);
  console.log(`settings: ${Object.keys(EXTRA_VARS).length ? JSON.stringify(EXTRA_VARS) : 'the default ceilings'}\n`);
  console.log(`requests          ${sent} (${(sent / SECONDS).toFixed(0)}/s), socket errors ${socketErrors}`);
  for (const [kind, counts] of byKind) console.log(`  ${kind.padEnd(15)} ${table(counts)}`);
  console.log(
    `5xx               ${before.fiveXx} of ${probePaths.length} probes before, ${fiveXxDuring} during the flood, ${after.fiveXx} of ${probePaths.length} probes after`,
  );
  console.log(`D1 file           ${mb(before.d1.bytes)} before, ${mb(after.d1.bytes)} after`);
  console.log(
    `D1 shares         ${before.d1.shares} rows (${mb(before.d1.shareBytes)}) before, ${after.d1.shares} rows (${mb(after.d1.shareBytes)}) after`,
  );
  console.log(`D1 attachment_space ${before.d1.spaces} rows before, ${after.d1.spaces} after (${mb(after.d1.spaceBytes)} counted)`);
  console.log(`D1 daily counts   client_day_usage ${after.d1.clientDayRows} rows; call_ceiling ${JSON.stringify(after.d1.ceilings)}`);
  console.log(
    `R2                ${before.r2.objects} objects (${mb(before.r2.bytes)}) before, ${after.r2.objects} objects (${mb(after.r2.bytes)}) after`,
  );
  console.log(`upstream calls    content ${contentCalls}, hosted search ${searchCalls} during the flood`);
  if (after.fiveXx > 0 || fiveXxDuring > 0) process.exitCode = 1;
} finally {
  await stop();
}
