import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test } from 'vitest';

// Migration 0007: `booking_order_client` and `booking_release` kept the booking policy's client
// as its network (an IPv4 address, an IPv6 /64). SQLite has no HMAC to convert them with, so a
// database that holds such rows (migrated to 0006, then written by the worker of before) loses the
// addresses and keeps everything else: the orders, and the memories of released holds with their
// customer. Both tables then take keyed hashes only. Here on EMPTY_DB, which no setup touches.

const db = env.EMPTY_DB;
const before = env.TEST_MIGRATIONS.filter((migration) => migration.name < '0007');

beforeAll(async () => {
  await applyD1Migrations(db, before);
  await db.batch([
    db
      .prepare(
        `INSERT INTO booking_order (seq, year, commit_hash, customer_key, contact_email, booking_key, cart_json, totals_json, created_at)
       VALUES (123, 2026, ?1, 'company:5566778899', 'a@example.se', 'k', '{}', '{}', 1)`,
      )
      .bind('a'.repeat(64)),
    db.prepare("INSERT INTO booking_order_client (order_seq, client_key) VALUES (123, '2001:db8:48:a::/64')"),
    db.prepare(
      "INSERT INTO booking_release (event_id, customer_key, client_key, released_at) VALUES (7, 'company:5566778899', '203.0.113.48', 2)",
    ),
  ]);
  await applyD1Migrations(db, env.TEST_MIGRATIONS);
}, 60_000);

describe('migration 0007 on a database that holds client addresses', () => {
  test('deletes every address and keeps the orders and the customers of released holds', async () => {
    expect((await db.prepare('SELECT * FROM booking_order_client').all()).results).toEqual([]);
    expect((await db.prepare('SELECT event_id, customer_key, client_key, released_at FROM booking_release').all()).results).toEqual([
      { event_id: 7, customer_key: 'company:5566778899', client_key: null, released_at: 2 },
    ]);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM booking_order WHERE seq = 123').first<number>('n')).toBe(1);
  });

  test('leaves tables that take a 64-digit hexadecimal hash and refuse an address', async () => {
    const hash = 'c0ffee'.padEnd(64, '0');
    await db.prepare('INSERT INTO booking_order_client (order_seq, client_key) VALUES (123, ?1)').bind(hash).run();
    await db.prepare("INSERT INTO booking_release (event_id, customer_key, client_key, released_at) VALUES (7, 'c', ?1, 3)").bind(hash).run();
    for (const address of ['203.0.113.48', '2001:db8:48:a::/64', 'C0FFEE'.padEnd(64, '0'), 'g'.repeat(64)]) {
      await expect(
        db.prepare("INSERT INTO booking_release (event_id, customer_key, client_key, released_at) VALUES (7, 'c', ?1, 4)").bind(address).run(),
        address,
      ).rejects.toThrow(/CHECK constraint failed/);
    }
    await expect(
      db.prepare('INSERT INTO booking_order_client (order_seq, client_key) VALUES (123, ?1)').bind('198.51.100.7').run(),
    ).rejects.toThrow(/constraint failed/);
    // The indexes the policy's queries use are there again.
    const indexes = await db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'index' AND name IN ('booking_order_client_by_client', 'booking_release_by_event') ORDER BY name",
      )
      .all<{ name: string }>();
    expect(indexes.results.map(({ name }) => name)).toEqual(['booking_order_client_by_client', 'booking_release_by_event']);
  });
});
