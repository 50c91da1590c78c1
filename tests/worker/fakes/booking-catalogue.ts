// Content rows the booking tests price against, in an id range of their own (9 100 000+) so
// they never meet the seed catalogue. Dates are relative to today, so the events stay open.
import { env, exports } from 'cloudflare:workers';
import { ensureContentSeeded } from '../../../worker/embedded/content/service/ensure-content-seeded';
import { businessDay } from '../../../shared/calendar/business-day';
import { addDays, toIsoDate } from '../../../shared/calendar/civil-date';

// One day for the whole test file, in the Stockholm days the site counts in: an event's day is the
// same in the catalogue rows, the carts and a test's expectations, even when a run crosses midnight.
const FILE_DAY = businessDay(Date.now());

/** The day `offsetDays` from the test file's day (`YYYY-MM-DD`). */
export const fakeEventDay = (offsetDays: number) => toIsoDate(addDays(FILE_DAY, offsetDays));

export interface FakeEvent {
  id: number;
  type: 'courseEvent' | 'programmeEvent';
  key: string;
  documentId: number;
  category: 'swedish-academic' | 'business-school' | 'english-academic';
  startInDays: number;
  seats: number;
  prices: Array<{ currency: 'sek' | 'eur' | 'gbp'; amount: number }>;
  vat: number;
  cancelled?: boolean;
  /** The event's own places (the first is where it is listed) and checkout constraints; Stockholm and none without. */
  rules?: { places: string[]; constraints: string[] };
}

/** A fake event: an open Swedish academic course event with 50 seats at 10 000 kr, unless overridden. */
export const event = (id: number, overrides: Partial<FakeEvent> = {}): FakeEvent => ({
  id,
  type: 'courseEvent',
  key: `course-test-${id}`,
  documentId: 11,
  category: 'swedish-academic',
  startInDays: 60,
  seats: 50,
  prices: [{ currency: 'sek', amount: 10_000 }],
  vat: 25,
  ...overrides,
});

/** Named events of the fake catalogue; each test file uses its own so seat counts do not mix. */
export const EVENTS = {
  leadership: event(9_100_001, { key: 'course-test-a', prices: [{ currency: 'sek', amount: 10_000 }] }),
  coaching: event(9_100_002, { key: 'course-test-b', prices: [{ currency: 'sek', amount: 5_000 }], startInDays: 90 }),
  started: event(9_100_003, { startInDays: -2 }),
  cancelled: event(9_100_004, { cancelled: true }),
  full: event(9_100_005, { seats: 0 }),
  alicante: event(9_100_006, { category: 'business-school', documentId: 12, prices: [{ currency: 'eur', amount: 2_000 }], vat: 21 }),
  programme: event(9_100_007, { type: 'programmeEvent', key: 'programme-test-a', prices: [{ currency: 'sek', amount: 12_750 }] }),
  fewSeats: event(9_100_008, { seats: 2 }),
  reducedVat: event(9_100_009, { prices: [{ currency: 'sek', amount: 999.99 }], vat: 12.5 }),
  london: event(9_100_010, { category: 'english-academic', documentId: 13, prices: [{ currency: 'gbp', amount: 3_000 }], vat: 20 }),
  commitA: event(9_100_011),
  commitB: event(9_100_012, { startInDays: 30 }),
  commitSeats: event(9_100_013, { seats: 3 }),
  shareA: event(9_100_014),
  openCheck: event(9_100_015, { type: 'programmeEvent', key: 'programme-test-b' }),
  personalIdDate: event(9_100_016, {
    category: 'business-school',
    documentId: 12,
    prices: [{ currency: 'eur', amount: 2_000 }],
    vat: 21,
    rules: { places: ['Alicante'], constraints: ['personal-id-required'] },
  }),
  companyOnlyDate: event(9_100_017, {
    category: 'business-school',
    documentId: 12,
    prices: [{ currency: 'eur', amount: 2_000 }],
    vat: 21,
    rules: { places: ['Alicante', 'Distans'], constraints: ['company-only'] },
  }),
} satisfies Record<string, FakeEvent>;

/** The statement that (re)writes a fake event's content row; run it after the content seed. */
export function eventInsert(db: D1Database, e: FakeEvent) {
  const start = fakeEventDay(e.startInDays);
  return db
    .prepare(
      `INSERT OR REPLACE INTO content_event (id, type, translation_key, document_id, category, start_date, end_date,
         location, pace_sv, pace_en, seats, prices_json, vat_percentage, cancelled)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, ?11, '1 dag', '1 day', ?7, ?8, ?9, ?10)`,
    )
    .bind(
      e.id,
      e.type,
      e.key,
      e.documentId,
      e.category,
      start,
      e.seats,
      JSON.stringify(e.prices),
      e.vat,
      e.cancelled ? 1 : 0,
      e.rules?.places[0] ?? 'Stockholm',
    );
}

/** The statement that (re)writes or removes a fake event's own places and constraints (content_event_rule). */
function ruleInsert(db: D1Database, e: FakeEvent) {
  if (!e.rules) return db.prepare('DELETE FROM content_event_rule WHERE event_id = ?1').bind(e.id);
  return db
    .prepare('INSERT OR REPLACE INTO content_event_rule (event_id, location_options_json, checkout_constraints_json) VALUES (?1, ?2, ?3)')
    .bind(e.id, JSON.stringify(e.rules.places), JSON.stringify(e.rules.constraints.map((title) => ({ title }))));
}

function itemInsert(db: D1Database, id: number, type: 'course' | 'programme', key: string, data: object) {
  return db
    .prepare(
      `INSERT OR REPLACE INTO content_item (id, type, language, slug, translation_key, title, updated_at, data_json)
       VALUES (?1, ?2, 'sv', ?3, ?4, ?3, '2026-01-01T00:00:00Z', ?5)`,
    )
    .bind(id, type, `test-${key}`, key, JSON.stringify(data));
}

/**
 * Loads the content seed first (it replaces the content tables' rows, so it must not run after
 * this), then (re)writes the fake catalogue: the events above, two courses and a programme that
 * bundles them (package price 12 750 kr). The tables are the migrations'
 * (tests/support/apply-migrations.ts). Also makes a first request, so the worker's cold start is
 * not counted against the first test.
 */
export async function loadFakeCatalogue(db: D1Database = env.DB): Promise<void> {
  await ensureContentSeeded(db);
  await db.batch([
    ...Object.values(EVENTS).flatMap((e) => [eventInsert(db, e), ruleInsert(db, e)]),
    itemInsert(db, 9_200_001, 'course', 'course-test-a', {}),
    itemInsert(db, 9_200_002, 'course', 'course-test-b', {}),
    itemInsert(db, 9_200_003, 'programme', 'programme-test-a', { courses: [{ id: 9_200_001 }, { id: 9_200_002 }] }),
  ]);
  await (await exports.default.fetch(new Request(`http://localhost/api/backend/event/course/${EVENTS.leadership.id}`))).text();
}

/** Time the set-up may take: the first request loads the whole worker. */
export const SETUP_TIMEOUT_MS = 60_000;

/** A unique suffix, so e-mails and customer numbers of one test never meet another's. */
export const unique = () => crypto.randomUUID().slice(0, 8);

/** POSTs JSON to the worker. */
export const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  exports.default.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

/** GETs from the worker. */
export const getPath = (path: string, init: RequestInit = {}) => exports.default.fetch(new Request(`http://localhost${path}`, init));
