import { pathFor } from '../routing/paths';
import { eventMonths } from '../search/event-months';
import { isoDateToEpochSeconds } from '../calendar/civil-date';
import type { Course } from './course';
import { translator } from '../i18n/translator';
import { LOCATIONS, type Location } from './location';
import { locationListText } from './locations';
import type { Inspiration } from './inspiration';
import type { Programme } from './programme';
import type { SearchRecord } from './search-record';

/**
 * The search index record of a course or programme, seen on `today` (`YYYY-MM-DD`): only events
 * that start on or after today and are not cancelled give dates, locations (each event's places)
 * and pace. Both adapters index exactly these records, so search behaves the same in production
 * and locally.
 */
export function buildSearchRecord(item: Course | Programme, today: string): SearchRecord {
  const upcoming = item.events
    .filter((event) => !event.cancelled && event.startDate >= today)
    // ISO dates compare as plain strings; `localeCompare` would ask the locale's collation for each pair.
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  // An event is found under every place one can take part at, not only the one it is listed under.
  const used = new Set<Location>(upcoming.flatMap((event) => event.locationOptions));
  const locations = LOCATIONS.filter((location) => used.has(location));
  const first = upcoming[0];
  const lastEnd = upcoming.reduce<string | null>((latest, event) => (latest === null || event.endDate > latest ? event.endDate : latest), null);
  return {
    objectID: String(item.id),
    post_id: item.id,
    language: item.language,
    title: item.title,
    department: item.department,
    categories: [item.topic],
    category: item.category,
    form: item.educationalForm,
    location: locations,
    location_text: locationListText(locations, translator(item.language)('content.remote_location')),
    min_date: first ? isoDateToEpochSeconds(first.startDate) : null,
    max_date: lastEnd ? isoDateToEpochSeconds(lastEnd) : null,
    start_date: first ? isoDateToEpochSeconds(first.startDate) : null,
    event_months: eventMonths(upcoming),
    show_in_search: item.showInSearch,
    url: pathFor(item.type, item.language, { slug: item.slug }),
    mux_id: item.muxPlaybackId,
    header_title: item.headerTitle,
    new: item.isNew,
    pace: first?.pace ?? '',
    content: item.excerpt,
    image: item.image,
  };
}

/**
 * The search index record of an inspiration article: department `article`, so only the site
 * search finds it (the catalogue explorers ask for course or programme). An article has no
 * events, so no dates, months, locations, form, pace or booking category; its topic is its
 * category, as for courses.
 */
export function buildArticleSearchRecord(article: Inspiration): SearchRecord {
  return {
    objectID: String(article.id),
    post_id: article.id,
    language: article.language,
    title: article.title,
    department: 'article',
    categories: article.topic ? [article.topic] : [],
    category: null,
    form: '',
    location: [],
    location_text: '',
    min_date: null,
    max_date: null,
    start_date: null,
    event_months: [],
    show_in_search: article.showInSearch,
    url: pathFor('inspiration', article.language, { slug: article.slug }),
    mux_id: article.muxPlaybackId,
    header_title: article.headerTitle || translator(article.language)('content.inspiration'),
    new: article.isNew,
    pace: '',
    content: article.excerpt,
    image: article.image,
  };
}
