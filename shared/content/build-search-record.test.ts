import { describe, expect, it } from 'vitest';
import { searchRecordSchema } from '../search/search-record';
import { buildArticleSearchRecord, buildSearchRecord } from './build-search-record';
import type { Inspiration } from './inspiration';
import type { Course } from './course';
import { SearchRecordSchema } from './search-record';

const event = (id: number, startDate: string, endDate: string, location: 'Malmö' | 'Stockholm' | 'Distans', cancelled = false) => ({
  id,
  type: 'courseEvent' as const,
  postId: 1001,
  documentId: 11,
  category: 'swedish-academic' as const,
  startDate,
  endDate,
  location,
  locationOptions: [location] as Array<'Malmö' | 'Stockholm' | 'Distans'>,
  checkoutConstraints: [],
  pace: '2 dagar, heltid',
  seats: 10,
  prices: [{ currency: 'sek' as const, amount: 9900 }],
  vatPercentage: 25,
  cancelled,
});

const course: Course = {
  id: 1001,
  documentId: 11,
  type: 'course',
  department: 'course',
  language: 'sv',
  slug: 'kriskommunikation',
  translation: { language: 'en', slug: 'crisis-communication', parentSlug: null },
  title: 'Kriskommunikation',
  headerTitle: 'Kurs · Kommunikation',
  excerpt: 'Var förberedd när något går fel.',
  content: '<p>Text</p>',
  image: { src: '/images/seed/communication.webp', alt: '' },
  muxPlaybackId: null,
  isNew: true,
  showInSearch: false,
  published: true,
  seo: { title: '', description: '' },
  updatedAt: '2026-01-01T08:00:00Z',
  category: 'swedish-academic',
  topic: 'Kommunikation',
  educationalForm: 'Klassrum',
  highlights: [],
  events: [
    event(1, '2026-01-05', '2026-01-06', 'Distans'),
    event(2, '2026-03-02', '2026-03-03', 'Stockholm'),
    event(3, '2026-02-02', '2026-02-03', 'Malmö'),
    event(4, '2026-06-01', '2026-06-02', 'Distans', true),
  ],
};

describe('buildSearchRecord', () => {
  it('spans the upcoming, not cancelled events and lists their locations in the fixed order', () => {
    const record = SearchRecordSchema.parse(buildSearchRecord(course, '2026-01-10'));
    expect(record.location).toEqual(['Stockholm', 'Malmö']);
    expect(record.location_text).toBe('Stockholm, Malmö');
    expect(record.min_date).toBe(Date.UTC(2026, 1, 2) / 1000);
    expect(record.start_date).toBe(Date.UTC(2026, 1, 2) / 1000);
    expect(record.max_date).toBe(Date.UTC(2026, 2, 3) / 1000);
    expect(record.pace).toBe('2 dagar, heltid');
  });

  it('finds an item under every place one of its upcoming events can be taken at', () => {
    const online = { ...event(5, '2026-04-06', '2026-04-07', 'Stockholm'), locationOptions: ['Stockholm' as const, 'Distans' as const] };
    const record = buildSearchRecord({ ...course, events: [event(3, '2026-02-02', '2026-02-03', 'Malmö'), online] }, '2026-01-10');
    expect(record.location).toEqual(['Stockholm', 'Malmö', 'Distans']);
    expect(record.location_text).toBe('Stockholm, Malmö, Distans');
  });

  it('carries the listing card fields and the item’s own url', () => {
    const record = buildSearchRecord(course, '2026-01-01');
    expect(record).toMatchObject({
      objectID: '1001',
      url: '/kurs/kriskommunikation',
      new: true,
      show_in_search: false,
      categories: ['Kommunikation'],
      form: 'Klassrum',
      header_title: 'Kurs · Kommunikation',
    });
  });

  it('gives null dates and an empty pace when no event is upcoming', () => {
    const record = buildSearchRecord(course, '2027-01-01');
    expect(record).toMatchObject({ min_date: null, max_date: null, start_date: null, pace: '', location: [] });
    expect(SearchRecordSchema.safeParse(record).success).toBe(true);
  });

  it('builds English urls under /en', () => {
    expect(buildSearchRecord({ ...course, language: 'en', slug: 'crisis-communication' }, '2026-01-01').url).toBe(
      '/en/course/crisis-communication',
    );
  });
});

describe('buildSearchRecord and the search engine', () => {
  it('emits records the search engine reads unchanged', () => {
    const record = buildSearchRecord(course, '2026-01-10');
    expect(searchRecordSchema.parse(record)).toEqual(record);
  });
});

const article: Inspiration = {
  id: 3001,
  documentId: null,
  type: 'inspiration',
  language: 'en',
  slug: 'csrd-explained',
  translation: null,
  title: 'CSRD explained',
  headerTitle: '',
  excerpt: 'What the reporting directive asks of you.',
  content: '<p>Text</p>',
  image: { src: '/images/seed/ideas.webp', alt: '' },
  muxPlaybackId: null,
  isNew: false,
  showInSearch: true,
  published: true,
  seo: { title: '', description: '' },
  updatedAt: '2026-01-01T08:00:00Z',
  topic: 'Sustainability',
  author: { name: 'Anna Berg', role: 'Lecturer' },
  readingMinutes: 5,
  publishedDate: '2026-01-01',
  relatedItemIds: [],
};

describe('buildArticleSearchRecord', () => {
  it('makes an article record the site search finds and the catalogue explorers leave out: department article, no dates or places', () => {
    const record = SearchRecordSchema.parse(buildArticleSearchRecord(article));
    expect(record).toMatchObject({
      objectID: '3001',
      department: 'article',
      url: '/en/inspiration/csrd-explained',
      header_title: 'Inspiration',
      categories: ['Sustainability'],
      category: null,
      form: '',
      location: [],
      min_date: null,
      max_date: null,
      start_date: null,
      event_months: [],
      pace: '',
      show_in_search: true,
      content: 'What the reporting directive asks of you.',
    });
    expect(searchRecordSchema.parse(record)).toEqual(record);
  });

  it('keeps an editor-written header title and a Swedish address', () => {
    const record = buildArticleSearchRecord({ ...article, language: 'sv', slug: 'csrd-forklarat', headerTitle: 'Inspiration · Hållbarhet' });
    expect(record.url).toBe('/inspiration/csrd-forklarat');
    expect(record.header_title).toBe('Inspiration · Hållbarhet');
  });
});
