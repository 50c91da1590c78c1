import { z } from 'zod';
import {
  buildArticleSearchRecord,
  buildSearchRecord,
  CourseSchema,
  InspirationSchema,
  ProgrammeSchema,
  type SearchRecord,
  type SitemapEntry,
} from '../../../../shared/content';
import type { Language } from '../../../../shared/i18n/languages';

/** Who is reading: unpublished rows are visible only to staff (a valid preview token). */
export interface Viewer {
  staff: boolean;
}

interface ItemRow {
  id: number;
  type: 'page' | 'course' | 'programme' | 'inspiration';
  language: Language;
  slug: string;
  parent_slug: string;
  translation_key: string;
  published: number;
  data_json: string;
}

interface EventRow {
  id: number;
  type: 'courseEvent' | 'programmeEvent';
  translation_key: string;
  document_id: number;
  category: string;
  start_date: string;
  end_date: string;
  location: string;
  pace_sv: string;
  pace_en: string;
  seats: number;
  prices_json: string;
  vat_percentage: number;
  cancelled: number;
  /** From content_event_rule; null for an event that sets nothing of its own. */
  location_options_json: string | null;
  checkout_constraints_json: string | null;
}

/** A sitemap row: an item's own columns with its published other language version's (null when it has none). */
interface SitemapRow {
  type: SitemapEntry['type'];
  slug: string;
  parent_slug: string;
  template: string | null;
  title: string | null;
  updated_at: string | null;
  t_language: Language | null;
  t_slug: string | null;
  t_parent_slug: string | null;
}

/** A JSON column's value, to be checked by the schema of what it is part of. */
function storedJson(text: string): unknown {
  const value: unknown = JSON.parse(text);
  return value;
}

/** An item's stored document: a JSON object of its fields, checked as an object before its fields are spread. */
const storedDocumentSchema = z.record(z.string(), z.unknown());
const storedDocument = (text: string): Record<string, unknown> => storedDocumentSchema.parse(storedJson(text));

/** An event's columns with what it sets for its own booking (`EVENT_RULE_JOIN` names the rule row `r`). */
const EVENT_COLUMNS = 'e.*, r.location_options_json, r.checkout_constraints_json';
const EVENT_RULE_JOIN = 'LEFT JOIN content_event_rule r ON r.event_id = e.id';

/** An item's row with its other language version's slug and parent slug (null when it has none the viewer may see). */
interface LinkedItemRow extends ItemRow {
  t_slug: string | null;
  t_parent_slug: string | null;
}

/** A stored course or programme document with its derived parts, checked before it becomes a search record. */
const CatalogueItemSchema = z.discriminatedUnion('type', [CourseSchema, ProgrammeSchema]);

/** An item as the GraphQL layer returns it: its stored document plus the derived parts. */
export type ItemNode = Record<string, unknown> & { __typename: string; id: number; type: string };

const TYPENAME: Record<ItemRow['type'], string> = { page: 'Page', course: 'Course', programme: 'Programme', inspiration: 'Inspiration' };
const ITEM_COLUMNS = 'id, type, language, slug, parent_slug, translation_key, published, data_json';
const other = (language: Language): Language => (language === 'sv' ? 'en' : 'sv');

/** An event row read through one language version (post id and pace of that version). */
export function eventNode(row: EventRow, postId: number, language: Language) {
  return {
    id: row.id,
    type: row.type,
    postId,
    documentId: row.document_id,
    category: row.category,
    startDate: row.start_date,
    endDate: row.end_date,
    location: row.location,
    // An event without a rule row takes place where it is listed and sets no constraint.
    locationOptions: row.location_options_json === null ? [row.location] : storedJson(row.location_options_json),
    checkoutConstraints: row.checkout_constraints_json === null ? [] : storedJson(row.checkout_constraints_json),
    pace: language === 'sv' ? row.pace_sv : row.pace_en,
    seats: row.seats,
    prices: storedJson(row.prices_json),
    vatPercentage: row.vat_percentage,
    cancelled: row.cancelled === 1,
  };
}

/** An item's stored document with its type, publication and translation link (no child pages or events). */
function itemNode(row: LinkedItemRow): ItemNode {
  return {
    ...storedDocument(row.data_json),
    __typename: TYPENAME[row.type],
    id: row.id,
    type: row.type,
    published: row.published === 1,
    translation: row.t_slug === null ? null : { language: other(row.language), slug: row.t_slug, parentSlug: row.t_parent_slug || null },
  };
}

/**
 * Reads the content tables (`0001_content.sql`, `0003_content_event_rule.sql`) for the embedded GraphQL service: items with
 * their derived translation link, events and child pages; menus, options, sitemaps, records.
 */
export class ContentStore {
  constructor(
    private readonly db: D1Database,
    private readonly viewer: Viewer,
  ) {}

  private get publishedOnly(): string {
    return this.visibleIn('');
  }

  /** The same visibility rule for the rows of a join's table `alias` (staff see every row). */
  private visibleIn(alias: string): string {
    return this.viewer.staff ? '1 = 1' : `${alias ? `${alias}.` : ''}published = 1`;
  }

  /**
   * One item by a WHERE clause over content_item, with everything derived from other rows. The
   * translation link comes in the same statement as the item (a LEFT JOIN), so an article costs one
   * round trip to D1 and a page, course or programme two (its child pages or events follow).
   */
  async item(where: string, ...params: Array<string | number>): Promise<ItemNode | null> {
    const sql = `SELECT found.*, b.slug AS t_slug, b.parent_slug AS t_parent_slug
      FROM (SELECT ${ITEM_COLUMNS} FROM content_item WHERE ${where} AND ${this.publishedOnly} LIMIT 1) found
      LEFT JOIN content_item b ON b.translation_key = found.translation_key AND b.language <> found.language AND ${this.visibleIn('b')}`;
    const row = await this.db
      .prepare(sql)
      .bind(...params)
      .first<LinkedItemRow>();
    return row ? this.hydrate(row) : null;
  }

  private async hydrate(row: LinkedItemRow): Promise<ItemNode> {
    const catalogue = row.type === 'course' || row.type === 'programme';
    // Each query with its own row type: a page's child pages, a course's or programme's events.
    const [children, events] = await Promise.all([
      row.type === 'page'
        ? this.db
            .prepare(
              `SELECT slug, title FROM content_item WHERE type = 'page' AND language = ? AND parent_slug = ? AND ${this.publishedOnly} ORDER BY id`,
            )
            .bind(row.language, row.slug)
            .all<{ slug: string; title: string }>()
        : null,
      catalogue
        ? this.db
            .prepare(`SELECT ${EVENT_COLUMNS} FROM content_event e ${EVENT_RULE_JOIN} WHERE e.translation_key = ? ORDER BY e.start_date, e.id`)
            .bind(row.translation_key)
            .all<EventRow>()
        : null,
    ]);
    const node = itemNode(row);
    if (children) node['children'] = children.results;
    if (events) node['events'] = events.results.map((event) => eventNode(event, row.id, row.language));
    return node;
  }

  /**
   * Articles of a language, newest first: one statement that reads, through the index
   * `content_item_by_published_date`, only the rows it returns, each with its translation link.
   */
  async inspirations(language: Language, first: number): Promise<ItemNode[]> {
    const { results } = await this.db
      .prepare(
        `SELECT a.id, a.type, a.language, a.slug, a.parent_slug, a.translation_key, a.published, a.data_json,
                b.slug AS t_slug, b.parent_slug AS t_parent_slug
         FROM content_item a
         LEFT JOIN content_item b ON b.translation_key = a.translation_key AND b.language <> a.language AND ${this.visibleIn('b')}
         WHERE a.type = 'inspiration' AND a.language = ? AND ${this.visibleIn('a')}
         ORDER BY json_extract(a.data_json, '$.publishedDate') DESC, a.id LIMIT ?`,
      )
      .bind(language, Math.max(0, Math.min(first, 100)))
      .all<LinkedItemRow>();
    return results.map(itemNode);
  }

  /** One event through the `language` version of its item; null when that item is hidden from the viewer. */
  async event(type: string, id: number, language: Language) {
    const row = await this.db
      .prepare(
        `SELECT ${EVENT_COLUMNS}, i.id AS post_id FROM content_event e
         JOIN content_item i ON i.translation_key = e.translation_key AND i.language = ?
         ${EVENT_RULE_JOIN}
         WHERE e.id = ? AND e.type = ? AND ${this.viewer.staff ? '1 = 1' : 'i.published = 1'}`,
      )
      .bind(language, id, type)
      .first<EventRow & { post_id: number }>();
    return row ? eventNode(row, row.post_id, language) : null;
  }

  async languages() {
    const { results } = await this.db.prepare('SELECT code, name, locale FROM content_language ORDER BY position').all();
    return results;
  }

  async menu(language: Language) {
    const row = await this.db.prepare('SELECT data_json FROM content_menu WHERE language = ?').bind(language).first<{ data_json: string }>();
    return row ? { mainMenuItems: storedJson(row.data_json) } : null;
  }

  async searchOptions(language: Language) {
    const { results } = await this.db
      .prepare('SELECT kind, name, icon FROM content_search_option WHERE language = ? ORDER BY position')
      .bind(language)
      .all<{ kind: string; name: string; icon: string | null }>();
    if (results.length === 0) return null;
    const of = (kind: string) => results.filter((row) => row.kind === kind);
    return {
      locations: { nodes: of('location').map(({ name }) => ({ name })) },
      categories: { nodes: of('category').map(({ name, icon }) => ({ name, iconFields: { icon } })) },
      educationalForms: { nodes: of('educational_form').map(({ name }) => ({ name })) },
    };
  }

  /** Published items only, whoever asks: sitemaps are public. */
  async sitemapEntries(language: Language): Promise<SitemapEntry[]> {
    const { results } = await this.db
      .prepare(
        `SELECT a.type, a.language, a.slug, a.parent_slug, a.template, a.title, a.updated_at,
                b.language AS t_language, b.slug AS t_slug, b.parent_slug AS t_parent_slug
         FROM content_item a
         LEFT JOIN content_item b ON b.translation_key = a.translation_key AND b.language <> a.language AND b.published = 1
         WHERE a.language = ? AND a.published = 1
         ORDER BY a.type, a.id`,
      )
      .bind(language)
      .all<SitemapRow>();
    return results.map((row) => ({
      type: row.type,
      language,
      slug: row.slug ?? '',
      parentSlug: row.parent_slug || null,
      isHome: row.type === 'page' && row.template === 'home',
      title: row.title ?? '',
      updatedAt: row.updated_at ?? '',
      translation: row.t_slug && row.t_language ? { language: row.t_language, slug: row.t_slug, parentSlug: row.t_parent_slug || null } : null,
    }));
  }

  /**
   * The search records of the published courses, programmes and inspiration articles of a
   * language, seen on `today`: catalogue records first, then the articles (department `article`).
   */
  async searchRecords(language: Language, today: string): Promise<SearchRecord[]> {
    const filter = `type IN ('course', 'programme') AND language = ? AND published = 1`;
    const [items, events, articles] = await Promise.all([
      this.db.prepare(`SELECT ${ITEM_COLUMNS} FROM content_item WHERE ${filter} ORDER BY id`).bind(language).all<ItemRow>(),
      this.db
        .prepare(
          `SELECT ${EVENT_COLUMNS} FROM content_event e ${EVENT_RULE_JOIN}
           WHERE e.translation_key IN (SELECT translation_key FROM content_item WHERE ${filter}) ORDER BY e.start_date, e.id`,
        )
        .bind(language)
        .all<EventRow>(),
      this.db
        .prepare(`SELECT ${ITEM_COLUMNS} FROM content_item WHERE type = 'inspiration' AND language = ? AND published = 1 ORDER BY id`)
        .bind(language)
        .all<ItemRow>(),
    ]);
    const byKey = new Map<string, EventRow[]>();
    for (const event of events.results) {
      byKey.set(event.translation_key, [...(byKey.get(event.translation_key) ?? []), event]);
    }
    const catalogueRecords = items.results.map((row) => {
      // The stored document is checked like every content answer, so a record is only built from a whole item.
      const item = CatalogueItemSchema.parse({
        ...storedDocument(row.data_json),
        id: row.id,
        type: row.type,
        published: true,
        translation: null,
        events: (byKey.get(row.translation_key) ?? []).map((event) => eventNode(event, row.id, language)),
      });
      return buildSearchRecord(item, today);
    });
    const articleRecords = articles.results.map((row) =>
      buildArticleSearchRecord(
        InspirationSchema.parse({ ...storedDocument(row.data_json), id: row.id, type: row.type, published: true, translation: null }),
      ),
    );
    return [...catalogueRecords, ...articleRecords];
  }

  async muxColor(playbackId: string) {
    return this.db.prepare('SELECT color FROM content_video WHERE playback_id = ?').bind(playbackId).first<{ color: string }>();
  }
}
