import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { toHex } from '../../shared/encoding/to-hex';
import { DAY_MS } from '../../shared/retention/lifetime';
import { createEmbeddedAttachments } from '../../worker/adapters/attachments/embedded';
import { createEmbeddedBackend } from '../../worker/adapters/backend/embedded';
import { uncachedQuery } from '../../worker/adapters/content/content-cache';
import { embeddedContentRequester } from '../../worker/adapters/content/embedded';
import { createGraphqlContent } from '../../worker/adapters/content/graphql-content';
import { createEmbeddedSigning } from '../../worker/adapters/signing/embedded';
import { d1ScriveDocuments } from '../../worker/adapters/signing/scrive-documents';
import { parseConfig } from '../../worker/config';
import { ensureContentSeeded } from '../../worker/embedded/content/service/ensure-content-seeded';
import { newOrderToken } from '../../shared/schemas/order-token';
import { createEmbeddedOrderCredentials } from '../../worker/adapters/order-credentials/embedded';
import { cleanUp } from '../../worker/retention/clean-up';
import { EVENTS, SETUP_TIMEOUT_MS, loadFakeCatalogue, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

// The schema is the migrations' alone (wrangler.toml's migrations_dir, applied by `wrangler d1
// migrations apply` on `npm start` and the deploy): here they are applied to a database that has
// nothing yet (EMPTY_DB, which no setup touches), and then the code's own queries run on it, each
// kind of store the worker has: content, price, commit, share, sign, order credential, Scrive
// document, attachment space and the scheduled clean-up. A table or column the code reads that no
// migration makes fails here, not on the first visitor of a deployed site.

const db = env.EMPTY_DB;

const tableNames = async () =>
  (
    await db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' ORDER BY name")
      .all<{ name: string }>()
  ).results.map(({ name }) => name);

const count = async (sql: string, ...params: unknown[]) =>
  (
    await db
      .prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

/** A stream of `bytes` of known length, as the upload route hands one to the attachments port. */
function fixedLengthBody(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  const { readable, writable } = new FixedLengthStream(bytes.length);
  void new Blob([bytes]).stream().pipeTo(writable);
  return readable;
}

describe('the migrations on an empty database', () => {
  let tablesBefore: string[] = [];
  beforeAll(async () => {
    tablesBefore = await tableNames();
    await applyD1Migrations(db, env.TEST_MIGRATIONS);
  }, SETUP_TIMEOUT_MS);

  test(
    'make every table from nothing, are recorded once each, and a second apply changes nothing',
    async () => {
      expect(tablesBefore).toEqual([]);
      const applied = await db.prepare('SELECT id, name FROM d1_migrations ORDER BY id').all<{ id: number; name: string }>();
      expect(applied.results.map(({ name }) => name)).toEqual(env.TEST_MIGRATIONS.map(({ name }) => name));
      const tables = await tableNames();
      await applyD1Migrations(db, env.TEST_MIGRATIONS);
      expect((await db.prepare('SELECT id, name FROM d1_migrations ORDER BY id').all()).results).toEqual(applied.results);
      expect(await tableNames()).toEqual(tables);
      // Demo data is not schema: no migration inserts the embedded back end's coupons.
      expect(await count('SELECT COUNT(*) AS n FROM booking_coupon')).toBe(0);
    },
    SETUP_TIMEOUT_MS,
  );

  test(
    "run the content service's queries: the seed loads and every content read answers",
    async () => {
      await ensureContentSeeded(db);
      const content = createGraphqlContent(uncachedQuery(embeddedContentRequester({ db, token: null, isStaffToken: async () => false })), {
        staff: false,
      });
      expect(await content.home('sv')).not.toBeNull();
      expect((await content.menu('en')).languages.length).toBe(2);
      expect(await content.searchOptions('sv')).toBeDefined();
      expect((await content.inspirations('sv', 3)).length).toBe(3);
      expect((await content.searchRecords('en')).length).toBeGreaterThan(0);
      const entries = await content.sitemapEntries('sv');
      const slugOf = (type: string) => entries.find((entry) => entry.type === type && !entry.isHome)?.slug ?? '';
      const course = await content.course(slugOf('course'), 'sv');
      expect(course?.events.length).toBeGreaterThan(0);
      expect(await content.programme(slugOf('programme'), 'sv')).not.toBeNull();
      expect(await content.inspiration(slugOf('inspiration'), 'sv')).not.toBeNull();
      const page = entries.find((entry) => entry.type === 'page' && !entry.isHome);
      expect(await content.page(page?.slug ?? '', 'sv', page?.parentSlug)).not.toBeNull();
      const firstEvent = course?.events[0];
      expect(firstEvent && (await content.event(firstEvent.type, firstEvent.id, 'en'))).toMatchObject({ id: firstEvent?.id });
      expect(await content.preview(course?.id ?? 0)).not.toBeNull();
      expect(await content.muxColor('no-such-playback-id')).toBeNull();
    },
    SETUP_TIMEOUT_MS,
  );

  test(
    'run the booking, signing, credential, Scrive and attachment queries, and the scheduled clean-up deletes what is due',
    async () => {
      await loadFakeCatalogue(db);
      const backend = createEmbeddedBackend({ db, ensureContent: () => ensureContentSeeded(db) });

      // Price (with a demo coupon, which the embedded back end inserts itself) and the event check.
      const priced = await backend.price({
        items: [{ id: EVENTS.commitA.id, type: 'courseEvent', participantCount: 1 }],
        couponCode: 'VALKOMMEN10',
      });
      expect(priced.ok, JSON.stringify(priced)).toBe(true);
      expect(await count('SELECT COUNT(*) AS n FROM booking_coupon')).toBeGreaterThan(0);
      expect(await backend.eventOpen('course', EVENTS.commitA.id)).toMatchObject({ ok: true, value: { isOpen: true } });

      // Commit two orders, with their credentials; sign one on the embedded signing page.
      const commitOne = async () => {
        const id = unique();
        const cart = completeCart({
          lines: [{ event: EVENTS.commitA, emails: [`m-${id}@example.se`] }],
          customerId: `556${id}`,
          contactEmail: `c-${id}@example.se`,
        });
        const committed = await backend.commit(cart, { client: '192.0.2.1' });
        if (!committed.ok) throw new Error(JSON.stringify(committed.error));
        const token = newOrderToken(crypto);
        const credentials = createEmbeddedOrderCredentials(db);
        expect(await credentials.bind(committed.value.orderId, token, Date.now())).toBe(true);
        expect(await credentials.holds(committed.value.orderId, token)).toBe(true);
        return committed.value;
      };
      const signed = await commitOne();
      const unsigned = await commitOne();
      expect(await backend.committedOrder(unsigned.orderId, unsigned.commitHash)).toMatchObject({ kind: 'found' });
      const signing = createEmbeddedSigning({ db, backend });
      const document = await signing.createDocument({ orderId: signed.orderId, commitHash: signed.commitHash });
      if (!document.ok || !document.value.id) throw new Error(JSON.stringify(document));
      const page = signing.localPage;
      if (!page) throw new Error('the embedded signing service has a local signing page');
      expect(await page.view(document.value.id)).toMatchObject({ ok: true });
      expect(await page.sign(document.value.id, 'Ada Andersson')).toMatchObject({ ok: true, value: { status: 'signed' } });
      expect(await signing.getStatus(document.value.id)).toMatchObject({ ok: true, value: { status: 'signed' } });

      // Share: create, read, update.
      const shareCart = completeCart({
        lines: [{ event: EVENTS.shareA, emails: ['s@example.se'] }],
        customerId: '5560000000',
        contactEmail: 's@example.se',
      });
      const shared = await backend.createShare(shareCart, { note: 'x' });
      if (!shared.ok) throw new Error(JSON.stringify(shared.error));
      const { id: shareId, editKey } = shared.value.cart.meta.sharing;
      expect(await backend.getShare(shareId)).toMatchObject({ ok: true });
      expect(await backend.updateShare(shareId, editKey ?? '', shareCart, { note: 'y' })).toMatchObject({ ok: true });

      // The Scrive adapter's store: claim, remember, find, find by document, release.
      const scrive = d1ScriveDocuments(db);
      expect(await scrive.claim('FEI-2099-000001', 60_000)).toBe(true);
      expect(await scrive.claim('FEI-2099-000001', 60_000)).toBe(false);
      await scrive.remember('FEI-2099-000001', { deliveryMethod: 'email', id: 'scrive-1', title: 'FEI-2099-000001', url: null });
      expect(await scrive.find('FEI-2099-000001')).toMatchObject({ id: 'scrive-1' });
      expect(await scrive.orderOf('scrive-1')).toBe('FEI-2099-000001');
      await scrive.release('FEI-2099-000001');
      expect(await scrive.claim('FEI-2099-000001', 60_000)).toBe(true);

      // Attachments: reserve room, list, remove, add again, never send.
      const uploadedAt = Date.now();
      const application = await createEmbeddedAttachments(env.ATTACHMENTS, db, { now: () => uploadedAt }).application(
        `migrations-${unique()}`,
        toHex(crypto.getRandomValues(new Uint8Array(32))),
      );
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
      const first = await application.add('cv.pdf', 'application/pdf', fixedLengthBody(bytes), bytes.length, uploadedAt);
      expect(await application.remove('id' in first ? first.id : '')).toBe(true);
      expect(await application.add('cv.pdf', 'application/pdf', fixedLengthBody(bytes), bytes.length, uploadedAt)).toHaveProperty('id');
      expect(await application.list()).toHaveLength(1);
      expect(await count('SELECT COUNT(*) AS n FROM attachment_space WHERE files = 1')).toBe(1);

      // The clean-up, run long after everything: the unsigned order with its credential, the share
      // and the unsent application go, and so does the key of the day the commits hashed their
      // client with (the booking policy's, migration 0007); the signed order stays.
      const report = await cleanUp({ DB: db, ATTACHMENTS: env.ATTACHMENTS }, parseConfig({}), Date.now() + 60 * DAY_MS);
      expect(report).toEqual({ shares: 1, orders: 1, credentials: 1, applications: 1, dailyCounts: 1 });
      expect(await backend.committedOrder(signed.orderId, signed.commitHash)).toMatchObject({ kind: 'found', order: { status: 'signed' } });
      expect(await backend.committedOrder(unsigned.orderId, unsigned.commitHash)).toEqual({ kind: 'not_found' });
    },
    SETUP_TIMEOUT_MS,
  );
});
