import { businessDay } from '../../../../shared/calendar/business-day';
import { CivilDateSchema, type CivilDate, type ContentNode } from '../../../../shared/content';
import { buildCatalogue, type Catalogue } from './catalogue';
import type { StoredEvent } from './catalogue-items';
import { itemNumber, translationKey } from './ids';
import { insert, type SqlStatement } from './sql-statement';

/**
 * The day the seed is dated from: a calendar day, or an instant in epoch milliseconds (its day in
 * Stockholm, the site's day: an event the seed dates tomorrow is tomorrow's on every page).
 */
export type SeedToday = CivilDate | number;

export type BuildSeedResult = { ok: true; value: SqlStatement[] } | { ok: false; code: 'invalid_today' };

/** Latest instant accepted: the end of year 9999. */
const MAX_EPOCH_MS = 253_402_300_799_999;

/** Reads `today` from untrusted input, or null when it is no real day. */
export function parseSeedToday(today: unknown): CivilDate | null {
  if (typeof today === 'number') {
    if (!Number.isInteger(today) || today < 0 || today > MAX_EPOCH_MS) return null;
    return businessDay(today);
  }
  const parsed = CivilDateSchema.safeParse(today);
  return parsed.success ? parsed.data : null;
}

/** Tables in the order they are emptied: nothing references another table by key. */
const TABLES = [
  'content_event',
  'content_event_rule',
  'content_item',
  'content_menu',
  'content_language',
  'content_search_option',
  'content_video',
];

function itemRow(item: ContentNode, translationKey: string): SqlStatement {
  // Translation, events and children are derived from other rows when read.
  const { translation: _translation, ...rest } = item;
  const data: Record<string, unknown> = { ...rest };
  delete data['events'];
  delete data['children'];
  const catalogueItem = item.type === 'course' || item.type === 'programme' ? item : null;
  return insert('content_item', {
    id: item.id,
    type: item.type,
    language: item.language,
    slug: item.slug,
    parent_slug: item.type === 'page' ? (item.parentSlug ?? '') : '',
    translation_key: translationKey,
    template: item.type === 'page' ? item.template : 'default',
    published: item.published,
    show_in_search: item.showInSearch,
    is_new: item.isNew,
    document_id: item.documentId,
    category: catalogueItem?.category ?? null,
    department: catalogueItem?.department ?? null,
    topic: catalogueItem?.topic ?? (item.type === 'inspiration' ? item.topic : null),
    educational_form: catalogueItem?.educationalForm ?? null,
    mux_playback_id: item.muxPlaybackId,
    title: item.title,
    updated_at: item.updatedAt,
    data_json: JSON.stringify(data),
  });
}

function eventRow(event: StoredEvent): SqlStatement {
  return insert('content_event', {
    id: event.id,
    type: event.type,
    translation_key: event.translationKey,
    document_id: event.documentId,
    category: event.category,
    start_date: event.startDate,
    end_date: event.endDate,
    location: event.location,
    pace_sv: event.pace.sv,
    pace_en: event.pace.en,
    seats: event.seats,
    prices_json: JSON.stringify(event.prices),
    vat_percentage: event.vatPercentage,
    cancelled: event.cancelled,
  });
}

/**
 * The row of what an event sets for its own booking, or null for an event that sets nothing: it
 * takes place where `location` says and has no constraints (content_event_rule).
 */
function eventRuleRow(event: StoredEvent): SqlStatement | null {
  const ownPlaces = event.locationOptions.length !== 1 || event.locationOptions[0] !== event.location;
  if (!ownPlaces && event.checkoutConstraints.length === 0) return null;
  return insert('content_event_rule', {
    event_id: event.id,
    location_options_json: JSON.stringify(event.locationOptions),
    checkout_constraints_json: JSON.stringify(event.checkoutConstraints),
  });
}

/** The statements that load a catalogue into the content tables (`0001_content.sql`, `0003_content_event_rule.sql`), replacing what is there. */
export function catalogueStatements(catalogue: Catalogue): SqlStatement[] {
  const statements: SqlStatement[] = TABLES.map((table) => ({ sql: `DELETE FROM ${table}`, params: [] }));
  const items: ContentNode[] = [...catalogue.pages, ...catalogue.courses, ...catalogue.programmes, ...catalogue.articles];
  for (const item of items) statements.push(itemRow(item, translationKey(item.type, itemNumber(item.type, item.id))));
  for (const event of catalogue.events) {
    statements.push(eventRow(event));
    const rule = eventRuleRow(event);
    if (rule) statements.push(rule);
  }
  for (const [language, items] of Object.entries(catalogue.menus)) {
    statements.push(insert('content_menu', { language, data_json: JSON.stringify(items) }));
  }
  catalogue.languages.forEach((language, position) => {
    statements.push(insert('content_language', { ...language, position }));
  });
  for (const [language, options] of Object.entries(catalogue.searchOptions)) {
    const rows = [
      ...options.locations.nodes.map((node) => ({ kind: 'location', name: node.name, icon: null })),
      ...options.categories.nodes.map((node) => ({ kind: 'category', name: node.name, icon: node.iconFields.icon })),
      ...options.educationalForms.nodes.map((node) => ({ kind: 'educational_form', name: node.name, icon: null })),
    ];
    const positions = new Map<string, number>();
    for (const row of rows) {
      const position = positions.get(row.kind) ?? 0;
      positions.set(row.kind, position + 1);
      statements.push(insert('content_search_option', { language, ...row, position }));
    }
  }
  for (const [playbackId, color] of Object.entries(catalogue.muxColors)) {
    statements.push(insert('content_video', { playback_id: playbackId, color }));
  }
  return statements;
}

/**
 * The SQL statements (with bound values) that load the whole seed catalogue, dated from `today`,
 * into the content tables, `scale` times the seed's courses, programmes and articles (DEMO_SCALE).
 * Run them in one batch (`db.batch`) so a reseed is all or nothing.
 */
export function buildSeed(today: SeedToday, scale = 1): BuildSeedResult {
  const day = parseSeedToday(today);
  if (!day) return { ok: false, code: 'invalid_today' };
  return { ok: true, value: catalogueStatements(buildCatalogue(day, scale)) };
}
