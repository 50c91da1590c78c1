import type { Department, PageSection, SearchRecord } from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';
import { listingsShown, type Listings } from '../../shared/content/listing-cards';
import type { ContentPort } from '../ports/content';

/** Cards a listing shows when the editor curated none. */
const DEFAULT_COUNT = 12;

const EMPTY: Listings = { courses: [], programmes: [], inspiration: [] };

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
    wantsCatalogue ? content.searchRecords(language) : Promise.resolve([]),
    wantsArticles ? content.inspirations(language, DEFAULT_COUNT) : Promise.resolve([]),
  ]);
  return listingsShown(sections, {
    courses: catalogueCards(records, 'course', curated('course')),
    programmes: catalogueCards(records, 'programme', curated('programme')),
    inspiration: articles.filter((article) => article.showInSearch),
  });
}
