import { afterEach, describe, expect, it } from 'vitest';
import { ContentNodeSchema } from '../../../../shared/content';
import { buildSeed, parseSeedToday } from './build-seed';
import { buildCatalogue } from './catalogue';
import { contentMigrationSql, memoryDatabase, type SqliteDatabase } from '../../../../tests/support/node-files';
import { toSqlScript, type SqlStatement } from './sql-statement';

const today = { year: 2026, month: 1, day: 31 };
const catalogue = buildCatalogue(today);
const itemCount = catalogue.pages.length + catalogue.courses.length + catalogue.programmes.length + catalogue.articles.length;

function statements(): SqlStatement[] {
  const result = buildSeed(today);
  if (!result.ok) throw new Error(result.code);
  return result.value;
}

let db: SqliteDatabase | null = null;
afterEach(() => {
  db?.close();
  db = null;
});

async function migratedDatabase(): Promise<SqliteDatabase> {
  db = await memoryDatabase();
  db.exec(await contentMigrationSql());
  return db;
}

function load(database: SqliteDatabase, list: readonly SqlStatement[]) {
  for (const statement of list) database.prepare(statement.sql).run(...statement.params);
}

const count = (database: SqliteDatabase, sql: string) => Number(database.prepare(sql).get()?.['n']);

describe('buildSeed', () => {
  it('refuses days that do not exist and instants that are not whole milliseconds', () => {
    const bad: unknown[] = [
      { year: 2025, month: 2, day: 29 },
      { year: 2025, month: 13, day: 1 },
      { year: 2025, month: 0, day: 1 },
      { year: 2025.5, month: 1, day: 1 },
      { year: 2025, month: 1 },
      Number.NaN,
      Number.POSITIVE_INFINITY,
      -1,
      1.5,
      1e20,
      '2025-01-01',
      null,
      undefined,
      {},
    ];
    for (const input of bad) {
      expect(buildSeed(input as never), JSON.stringify(input)).toEqual({ ok: false, code: 'invalid_today' });
    }
  });

  it('dates the seed from the Stockholm day of an epoch-milliseconds instant, the day the site uses', () => {
    // 22:30 UTC is 23:30 in Stockholm in winter (UTC+1): still the 31st; 23:30 UTC is already 1 February there.
    expect(parseSeedToday(Date.UTC(2026, 0, 31, 22, 30))).toEqual(today);
    expect(parseSeedToday(Date.UTC(2026, 0, 31, 23, 30))).toEqual({ year: 2026, month: 2, day: 1 });
    // In summer (UTC+2) the day turns at 22:00 UTC.
    expect(parseSeedToday(Date.UTC(2026, 5, 30, 21, 59))).toEqual({ year: 2026, month: 6, day: 30 });
    expect(parseSeedToday(Date.UTC(2026, 5, 30, 22, 0))).toEqual({ year: 2026, month: 7, day: 1 });
    expect(buildSeed(Date.UTC(2026, 0, 31, 6))).toEqual(buildSeed(today));
    expect(parseSeedToday(0)).toEqual({ year: 1970, month: 1, day: 1 });
  });

  it('binds exactly as many values as each statement has placeholders', () => {
    for (const statement of statements()) {
      const placeholders = statement.sql.match(/\?/g)?.length ?? 0;
      expect(statement.params, statement.sql).toHaveLength(placeholders);
      for (const value of statement.params) {
        expect(value === null || typeof value === 'string' || Number.isFinite(value)).toBe(true);
      }
    }
  });

  it('loads into the migrated tables with every constraint satisfied', async () => {
    const database = await migratedDatabase();
    load(database, statements());
    expect(count(database, 'SELECT count(*) AS n FROM content_item')).toBe(itemCount);
    expect(count(database, "SELECT count(*) AS n FROM content_item WHERE type = 'course' AND language = 'sv'")).toBe(
      catalogue.courses.length / 2,
    );
    expect(count(database, 'SELECT count(*) AS n FROM content_item WHERE published = 0')).toBeGreaterThan(0);
    expect(count(database, 'SELECT count(DISTINCT location) AS n FROM content_event')).toBe(5);
    // A rule row for exactly the events that set their own places or constraints, each of an event.
    const ruled = catalogue.events.filter((event) => event.locationOptions.length > 1 || event.checkoutConstraints.length > 0);
    expect(count(database, 'SELECT count(*) AS n FROM content_event_rule')).toBe(ruled.length);
    expect(count(database, 'SELECT count(*) AS n FROM content_event_rule WHERE event_id NOT IN (SELECT id FROM content_event)')).toBe(0);
    expect(count(database, 'SELECT count(*) AS n FROM content_menu')).toBe(2);
    expect(count(database, 'SELECT count(*) AS n FROM content_video')).toBeGreaterThanOrEqual(6);
    const locations = database
      .prepare("SELECT name FROM content_search_option WHERE language = 'en' AND kind = 'location' ORDER BY position")
      .all()
      .map((row) => row['name']);
    expect(locations).toEqual(['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans']);
  });

  it('can be run again over a loaded database, replacing the content', async () => {
    const database = await migratedDatabase();
    load(database, statements());
    load(database, statements());
    expect(count(database, 'SELECT count(*) AS n FROM content_item')).toBe(itemCount);
  });

  it('stores documents that read back into valid items once translation, events and children are added', async () => {
    const database = await migratedDatabase();
    load(database, statements());
    const rows = database.prepare('SELECT id, translation_key, language, data_json FROM content_item').all();
    for (const row of rows) {
      const data = JSON.parse(String(row['data_json'])) as Record<string, unknown>;
      expect(data).not.toHaveProperty('translation');
      expect(data).not.toHaveProperty('events');
      const other = database
        .prepare('SELECT slug, parent_slug, language FROM content_item WHERE translation_key = ? AND language != ?')
        .get(String(row['translation_key']), String(row['language']));
      const translation = other ? { language: other['language'], slug: other['slug'], parentSlug: other['parent_slug'] || null } : null;
      const extra = data['type'] === 'page' ? { children: [] } : data['type'] === 'inspiration' ? {} : { events: [] };
      const parsed = ContentNodeSchema.safeParse({ ...data, ...extra, translation });
      expect(parsed.success, String(row['id'])).toBe(true);
    }
  });

  it('renders as one SQL script with escaped values that loads the same rows', async () => {
    const list = statements();
    const script = toSqlScript(list);
    expect(script).toContain("'The controller''s role'");
    const database = await migratedDatabase();
    database.exec(script);
    const fromScript = database.prepare('SELECT id, data_json FROM content_item ORDER BY id').all();
    const direct = await memoryDatabase();
    try {
      direct.exec(await contentMigrationSql());
      load(direct, list);
      expect(direct.prepare('SELECT id, data_json FROM content_item ORDER BY id').all()).toEqual(fromScript);
    } finally {
      direct.close();
    }
  });
});
