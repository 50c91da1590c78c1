import { z } from 'zod';
import type { CatalogueEvent, CataloguePackage, Prices } from '../../../shared/pricing/catalogue';
import { toMinor } from '../../../shared/pricing/minor-units';
import type { CategoryId } from '../../../shared/schemas/category-id';
import type { EventBookingRules } from '../../../shared/cart/event-rules';
import { CurrencySchema } from '../../../shared/schemas/primitives';
import { takenSeats } from './seat-hold-sql';

/**
 * A catalogue event as the booking back end stores it, with what the commit checks besides pricing
 * (its signing document) and the course or programme it belongs to (for package prices). Not the
 * browser's add-to-cart data.
 */
export interface CommittableEvent extends CatalogueEvent {
  documentId: number;
  /** The course or programme the event belongs to, e.g. `course-7`. */
  translationKey: string;
  /** The places and checkout constraints the event sets: the commit checks the booking against these, not the cart's. */
  bookingRules: EventBookingRules;
}

// content_event.prices_json: [{ "currency": "sek", "amount": 14900 }] in major units.
const StoredPricesSchema = z.array(z.object({ currency: CurrencySchema, amount: z.number().nonnegative() }));

function toPrices(json: string): Prices {
  const prices: Prices = {};
  for (const { currency, amount } of StoredPricesSchema.parse(JSON.parse(json))) prices[currency] = toMinor(amount);
  return prices;
}

export interface EventRow {
  id: number;
  type: 'courseEvent' | 'programmeEvent';
  category: CategoryId;
  start_date: string;
  document_id: number;
  vat_percentage: number;
  cancelled: number;
  prices_json: string;
  translation_key: string;
  seats_left: number;
  location: string;
  /** From content_event_rule; null for an event that sets nothing of its own. */
  location_options_json: string | null;
  checkout_constraints_json: string | null;
}

// content_event_rule's lists, written by the seed (or by hand in a local database): read with care.
const StoredPlacesSchema = z.array(z.string().min(1)).min(1);
const StoredConstraintsSchema = z.array(z.object({ title: z.string().min(1) }));

/** What an event sets for its own booking; an event without a rule row takes place where it is listed and sets no constraint. */
function toBookingRules(row: EventRow): EventBookingRules {
  return {
    locationOptions: row.location_options_json === null ? [row.location] : StoredPlacesSchema.parse(JSON.parse(row.location_options_json)),
    checkoutConstraints: row.checkout_constraints_json === null ? [] : StoredConstraintsSchema.parse(JSON.parse(row.checkout_constraints_json)),
  };
}

/**
 * Whether the event `e` is published (SQL): an event whose course or programme exists in the
 * content but in no language published cannot be priced, checked or booked (staff see it in
 * preview, the public never does). An event with no item at all is bookable on its own.
 */
export const PUBLISHED_EVENT_SQL = `(NOT EXISTS (SELECT 1 FROM content_item i WHERE i.translation_key = e.translation_key)
   OR EXISTS (SELECT 1 FROM content_item i WHERE i.translation_key = e.translation_key AND i.published = 1))`;

/**
 * Reads the published events with the given ids, with seats left after the orders that still
 * hold seats (signed, or unsigned and committed after `heldSince`). Ids that are not in the
 * content, or not published, are simply absent (pricing answers `unknown-item` for them).
 */
export function eventsStatement(db: D1Database, ids: readonly number[], heldSince: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT e.id, e.type, e.category, e.start_date, e.document_id, e.vat_percentage, e.cancelled,
              e.prices_json, e.translation_key, e.location, r.location_options_json, r.checkout_constraints_json,
              e.seats - ${takenSeats('e', '?2')} AS seats_left
         FROM content_event e
         LEFT JOIN content_event_rule r ON r.event_id = e.id
        WHERE e.id IN (SELECT value FROM json_each(?1)) AND ${PUBLISHED_EVENT_SQL}`,
    )
    .bind(JSON.stringify(ids), heldSince);
}

/** The rows of `eventsStatement` as catalogue events. */
export function toEvents(results: readonly EventRow[]): CommittableEvent[] {
  return results.map((row) => ({
    id: row.id,
    type: row.type,
    category: row.category,
    startDate: row.start_date,
    vatPercentage: row.vat_percentage,
    seatsLeft: Math.max(0, row.seats_left),
    cancelled: row.cancelled === 1,
    prices: toPrices(row.prices_json),
    documentId: row.document_id,
    translationKey: row.translation_key,
    bookingRules: toBookingRules(row),
  }));
}

export interface PackageRow {
  programme_key: string;
  course_key: string;
  prices_json: string | null;
}

/**
 * Reads the programme packages (`toPackages` keeps those the cart's events complete): a programme bundles courses (its `courses` in the
 * content), so booking one event of each of its courses costs the programme's own price (the
 * price of its events). Only packages whose every course is among `events` are returned, each
 * with the first such event per course; `applyPackages` then checks counts and currency.
 */
export function packagesStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `SELECT p.translation_key AS programme_key, c.translation_key AS course_key,
              (SELECT pe.prices_json FROM content_event pe WHERE pe.translation_key = p.translation_key
                ORDER BY pe.start_date LIMIT 1) AS prices_json
         FROM content_item p
         JOIN json_each(p.data_json, '$.courses') j
         JOIN content_item c ON c.id = json_extract(j.value, '$.id')
        WHERE p.type = 'programme' AND p.language = 'sv' AND p.published = 1
        ORDER BY p.id, j.key`,
  );
}

/** The packages of `packagesStatement` rows that the given events complete. */
export function toPackages(results: readonly PackageRow[], events: readonly CommittableEvent[]): CataloguePackage[] {
  const courseEvents = events.filter((event) => event.type === 'courseEvent');
  if (courseEvents.length < 2) return [];
  const programmes = new Map<string, { courses: string[]; prices: string | null }>();
  for (const row of results) {
    const entry = programmes.get(row.programme_key) ?? { courses: [], prices: row.prices_json };
    entry.courses.push(row.course_key);
    programmes.set(row.programme_key, entry);
  }
  const packages: CataloguePackage[] = [];
  for (const { courses, prices } of programmes.values()) {
    const keys = [...new Set(courses)];
    const eventIds = keys
      .map((key) => courseEvents.find((event) => event.translationKey === key)?.id)
      .filter((id): id is number => id !== undefined);
    // A package counts only when every one of its courses has an event here.
    if (!prices || eventIds.length < 2 || eventIds.length !== keys.length) continue;
    packages.push({ id: packages.length + 1, eventIds, prices: toPrices(prices) });
  }
  return packages;
}

/** The events with these ids (see `eventsStatement`). */
export async function loadEvents(db: D1Database, ids: readonly number[], heldSince: number): Promise<CommittableEvent[]> {
  if (ids.length === 0) return [];
  return toEvents((await eventsStatement(db, ids, heldSince).all<EventRow>()).results);
}
