import type { Department, Inspiration, PageSection, SearchRecord } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import { listingsShown, type Listings } from '../../shared/content/listing-cards';
import type { ContentPort } from '../ports/content';

/** Cards a listing shows when the editor curated none. */
const DEFAULT_COUNT = 12;

const EMPTY: Listings = { courses: [], programmes: [], inspiration: [] };
const NO_RECORDS: readonly SearchRecord[] = [];
const NO_ARTICLES: readonly Inspiration[] = [];

/**
 * The cards last picked for a page's sections, with the answers they were picked from. Outside
 * preview the content cache hands out the very same section, record and article objects until it
 * refreshes them, so the same objects mean the same cards; any new answer (an edit reaching the
 * cache, a new day, a preview request's own uncached answers) is another object and picks again.
 * Kept per sections object (a WeakMap), so it goes when the cache drops the page.
 */
const lastCards = new WeakMap<
  readonly PageSection[],
  { records: readonly SearchRecord[]; articles: readonly Inspiration[]; listings: Listings }
>();

function catalogueCards(records: readonly SearchRecord[], department: Department, curated: readonly number[]): SearchRecord[] {
  const own = records.filter((record) => record.department === department && record.show_in_search);
  const byId = new Map(own.map((record) => [record.post_id, record]));
  const picked = [...new Set(curated)].flatMap((id) => byId.get(id) ?? []);
  const upcoming = own
    .filter((record) => record.start_date !== null && !picked.includes(record))
    .sort((a, b) => (a.start_date ?? 0) - (b.start_date ?? 0) || a.post_id - b.post_id);
  return [...picked, ...upcoming].slice(0, Math.max(DEFAULT_COUNT, picked.length));
}

/**
 * The cards behind a page's listing sections: the curated items (in the editor's order) followed
 * by the next upcoming ones; a section shows its `itemIds` when it has any, else the whole list
 * (an uncurated carousel its first few cards, see `CAROUSEL_CARDS`).
 * Only the cards the sections show, with the fields cards show, go to the page (and its HTML).
 */
export async function loadListings(content: ContentPort, language: Language, sections: readonly PageSection[]): Promise<Listings> {
  const listings = sections.filter((section) => section.kind === 'listing');
  if (listings.length === 0) return EMPTY;
  const curated = (department: Department) =>
    listings.flatMap((section) =>
      section.source === 'catalogue' && (section.department === null || section.department === department) ? section.itemIds : [],
    );
  const wantsCatalogue = listings.some((section) => section.source === 'catalogue');
  const wantsArticles = listings.some((section) => section.source === 'inspiration');
  const [records, articles] = await Promise.all([
    wantsCatalogue ? content.searchRecords(language) : NO_RECORDS,
    wantsArticles ? content.inspirations(language, DEFAULT_COUNT) : NO_ARTICLES,
  ]);
  const known = lastCards.get(sections);
  if (known && known.records === records && known.articles === articles) return known.listings;
  const cards = listingsShown(sections, {
    courses: catalogueCards(records, 'course', curated('course')),
    programmes: catalogueCards(records, 'programme', curated('programme')),
    inspiration: articles.filter((article) => article.showInSearch),
  });
  lastCards.set(sections, { records, articles, listings: cards });
  return cards;
}
