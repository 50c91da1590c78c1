import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';
import { toHex } from '../../shared/encoding/to-hex';
import { DEFAULT_BOOKING_POLICY } from '../../shared/booking/booking-policy';
import { DAY_MS } from '../../shared/retention/lifetime';
import { CommitResponseSchema } from '../../shared/schemas/commit';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { ShareResponseSchema } from '../../shared/schemas/share';
import { APPLICATIONS_PER_CLEAN_UP, createEmbeddedAttachments } from '../../worker/adapters/attachments/embedded';
import { BOOKING_ROWS_PER_CLEAN_UP } from '../../worker/adapters/backend/embedded-retention';
import worker from '../../worker/index';
import { EVENTS, SETUP_TIMEOUT_MS, loadFakeCatalogue, postJson, unique } from './fakes/booking-catalogue';
import { completeCart } from './fakes/booking-carts';

// The hourly clean-up, run through the worker's own `scheduled` export at a time the test
// chooses (the scheduled event's time is the clean-up's clock): what has outlived its lifetime
// goes, what has not stays, and a run takes a bounded batch, the next one the rest. The worker
// runs on wrangler.toml's defaults: shares 30 days, unsent attachments 14 days, seat hold 30 minutes.

const MINUTE_MS = 60_000;

/** Runs the worker's scheduled handler (its default export's `scheduled`) once, at `at`. */
async function cleanUpAt(at: number): Promise<void> {
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron: '17 * * * *' }), env);
}

const count = async (sql: string, ...params: unknown[]) =>
  (
    await env.DB.prepare(sql)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0;

function cartSpec() {
  const id = unique();
  return { lines: [{ event: EVENTS.commitB, emails: [`r-${id}@example.se`] }], customerId: `556${id}`, contactEmail: `c-${id}@example.se` };
}

const withToken = (cart: CartOrder): CartOrder => ({ ...cart, meta: { ...cart.meta, orderToken: crypto.randomUUID().replaceAll('-', '') } });

async function commitOrder() {
  const response = await postJson('/api/backend/cart/commit', withToken(completeCart(cartSpec())));
  expect(response.status, await response.clone().text()).toBe(200);
  const order = CommitResponseSchema.parse(await response.json());
  const seq = Number(order.orderId.slice('FEI-2026-'.length));
  return { ...order, seq };
}

const orderRows = async (orderId: string, seq: number) => ({
  orders: await count('SELECT COUNT(*) AS n FROM booking_order WHERE seq = ?1', seq),
  lines: await count('SELECT COUNT(*) AS n FROM booking_line WHERE order_seq = ?1', seq),
  attendees: await count('SELECT COUNT(*) AS n FROM booking_attendee WHERE order_seq = ?1', seq),
  credentials: await count('SELECT COUNT(*) AS n FROM order_credential WHERE order_id = ?1', orderId),
});

beforeAll(async () => {
  await loadFakeCatalogue();
}, SETUP_TIMEOUT_MS);

describe('the scheduled clean-up', () => {
  test('deletes a share nobody reads again once SHARE_LIFETIME_DAYS have passed since its last change, not a millisecond before', async () => {
    const cart = completeCart(cartSpec());
    const made = await postJson('/api/backend/cart/share', { cart, fields: {} });
    expect(made.status).toBe(201);
    const { id } = ShareResponseSchema.parse(await made.json()).cart.meta.sharing;
    const row = await env.DB.prepare('SELECT updated_at FROM booking_share WHERE id = ?1').bind(id).first<{ updated_at: number }>();
    const changed = row?.updated_at ?? 0;
    const shares = () => count('SELECT COUNT(*) AS n FROM booking_share WHERE id = ?1', id);

    await cleanUpAt(changed + 30 * DAY_MS - 1);
    expect(await shares()).toBe(1);
    await cleanUpAt(changed + 30 * DAY_MS);
    expect(await shares()).toBe(0);
  });

  test('deletes an unsigned order with its lines, attendees and order credential once its seat hold and the cool-down after it ran out; a signed one stays', async () => {
    const unsigned = await commitOrder();
    const signed = await commitOrder();
    await env.DB.prepare("UPDATE booking_order SET status = 'signed', signed_at = ?2 WHERE seq = ?1")
      .bind(signed.seq, signed.committedAt)
      .run();
    const everything = { orders: 1, lines: 1, attendees: 1, credentials: 1 };
    expect(await orderRows(unsigned.orderId, unsigned.seq)).toEqual(everything);

    // Kept through the cool-down: the commit that releases it remembers its events' cool-down.
    const gone = unsigned.committedAt + (30 + DEFAULT_BOOKING_POLICY.coolDownMinutes) * MINUTE_MS;
    await cleanUpAt(gone - 1);
    expect(await orderRows(unsigned.orderId, unsigned.seq)).toEqual(everything);
    await cleanUpAt(gone);
    expect(await orderRows(unsigned.orderId, unsigned.seq)).toEqual({ orders: 0, lines: 0, attendees: 0, credentials: 0 });
    await cleanUpAt(signed.committedAt + 365 * DAY_MS);
    expect(await orderRows(signed.orderId, signed.seq)).toEqual(everything);
  });

  test('deletes the order credential of an order a commit released earlier, and keeps a credential whose order is held', async () => {
    const held = await commitOrder();
    const orphan = `FEI-2026-${String(999_000 + held.seq).padStart(6, '0')}`;
    await env.DB.prepare('INSERT INTO order_credential (order_id, token_hash, created_at) VALUES (?1, ?2, ?3)')
      .bind(orphan, 'a'.repeat(64), held.committedAt)
      .run();
    await cleanUpAt(held.committedAt + MINUTE_MS);
    expect(await count('SELECT COUNT(*) AS n FROM order_credential WHERE order_id = ?1', orphan)).toBe(0);
    expect(await orderRows(held.orderId, held.seq)).toEqual({ orders: 1, lines: 1, attendees: 1, credentials: 1 });
  });

  test('deletes the files (R2 objects) and row of an application never sent once ATTACHMENT_LIFETIME_DAYS have passed since its last upload; a sent one keeps its files', async () => {
    const uploaded = Date.UTC(2021, 0, 1);
    const port = createEmbeddedAttachments(env.ATTACHMENTS, env.DB, { lifetimeDays: 14, now: () => uploaded });
    const applicant = async (name: string) => {
      const cartId = `${name}-${unique()}`;
      return { cartId, store: await port.application(cartId, toHex(crypto.getRandomValues(new Uint8Array(32)))) };
    };
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a]);
    const add = async (store: Awaited<ReturnType<typeof applicant>>['store'], at: number) => {
      const { readable, writable } = new FixedLengthStream(bytes.length);
      void new Blob([bytes]).stream().pipeTo(writable);
      expect(await store.add('cv.pdf', 'application/pdf', readable, bytes.length, at)).toHaveProperty('id');
    };
    const unsent = await applicant('unsent');
    const sent = await applicant('sent');
    const recent = await applicant('recent');
    await add(unsent.store, uploaded - DAY_MS);
    await add(unsent.store, uploaded);
    await add(sent.store, uploaded);
    await sent.store.submit(sent.cartId, 'FEI-2021-000001', uploaded);
    await add(recent.store, uploaded + DAY_MS);
    const objects = async (cartId: string) => (await env.ATTACHMENTS.list({ prefix: `applications/${cartId}/` })).objects.length;
    const rows = (cartId: string) =>
      count("SELECT COUNT(*) AS n FROM attachment_space WHERE prefix LIKE 'applications/' || ?1 || '/%'", cartId);

    await cleanUpAt(uploaded + 14 * DAY_MS - 1);
    expect([await objects(unsent.cartId), await rows(unsent.cartId)]).toEqual([2, 1]);
    await cleanUpAt(uploaded + 14 * DAY_MS);
    expect([await objects(unsent.cartId), await rows(unsent.cartId)]).toEqual([0, 0]);
    // The sent application keeps its file and its submission.
    expect(await objects(sent.cartId)).toBe(2);
    expect(await sent.store.list()).toHaveLength(1);
    expect([await objects(recent.cartId), await rows(recent.cartId)]).toEqual([1, 1]);
  });

  test('takes a bounded batch of each kind per run, and the next run takes the rest', async () => {
    const old = Date.UTC(2019, 0, 1);
    const at = old + 31 * DAY_MS;
    const tag = unique();
    // More due rows of each kind than one run takes, written as the site would have left them.
    const many = (n: number) => `WITH RECURSIVE k(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM k WHERE i < ${n}) `;
    await env.DB.batch([
      env.DB.prepare(
        `${many(600)}INSERT INTO booking_share (id, edit_key_hash, cart_json, fields_json, created_at, updated_at)
         SELECT substr(?1, 1, 4) || printf('%060d', i), printf('%064d', i), '{}', '{}', ?2, ?2 FROM k`,
      ).bind(tag, old),
      env.DB.prepare(
        `${many(600)}INSERT INTO booking_order (year, commit_hash, customer_key, contact_email, booking_key, cart_json, totals_json, created_at)
         SELECT 2019, substr(?1, 1, 4) || printf('%060d', i), 'k-' || ?1 || i, '', 'b', '{}', '{}', ?2 FROM k`,
      ).bind(tag, old),
      env.DB.prepare(
        `${many(600)}INSERT INTO order_credential (order_id, token_hash, created_at) SELECT 'FEI-1999-' || ?1 || i, printf('%064d', i), ?2 FROM k`,
      ).bind(tag, old),
      env.DB.prepare(
        `${many(150)}INSERT INTO attachment_space (prefix, files, bytes, updated_at) SELECT 'applications/batch-' || ?1 || '-' || i || '/h/', 0, 0, ?2 FROM k`,
      ).bind(tag, old),
    ]);
    const due = async () => ({
      shares: await count('SELECT COUNT(*) AS n FROM booking_share WHERE updated_at <= ?1', at - 30 * DAY_MS),
      orders: await count("SELECT COUNT(*) AS n FROM booking_order WHERE status = 'committed' AND created_at <= ?1", at - 30 * MINUTE_MS),
      credentials: await count(
        `SELECT COUNT(*) AS n FROM order_credential c WHERE NOT EXISTS
           (SELECT 1 FROM booking_order o WHERE c.order_id = 'FEI-' || o.year || '-' || printf('%06d', o.seq))`,
      ),
      applications: await count('SELECT COUNT(*) AS n FROM attachment_space WHERE updated_at <= ?1', at - 14 * DAY_MS),
    });
    const before = await due();
    const limits = { ...BOOKING_ROWS_PER_CLEAN_UP, applications: APPLICATIONS_PER_CLEAN_UP };
    for (const kind of ['shares', 'orders', 'applications'] as const) expect(before[kind]).toBeGreaterThan(limits[kind]);

    await cleanUpAt(at);
    const after = await due();
    expect(after.shares).toBe(before.shares - limits.shares);
    expect(after.orders).toBe(before.orders - limits.orders);
    expect(after.applications).toBe(before.applications - limits.applications);
    // The credentials of the orders this run released join those that were due already.
    expect(after.credentials).toBe(before.credentials - limits.credentials);

    await cleanUpAt(at);
    await cleanUpAt(at);
    expect(await due()).toEqual({ shares: 0, orders: 0, credentials: 0, applications: 0 });
  }, 120_000);
});
