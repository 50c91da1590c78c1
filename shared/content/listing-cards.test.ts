import { describe, expect, test } from 'vitest';
import { articleCardsOf, catalogueCardsOf, listingsShown, type Listings } from './listing-cards';
import type { Inspiration } from './inspiration';
import type { PageSection } from './page';
import type { SearchRecord } from './search-record';

type ListingSection = Extract<PageSection, { kind: 'listing' }>;

const section = (source: ListingSection['source'], department: ListingSection['department'], itemIds: number[]): ListingSection => ({
  kind: 'listing',
  title: 'Kort',
  layout: 'carousel',
  source,
  department,
  itemIds,
  link: null,
});

// Whole records, as the content service has them: more fields than a card shows.
const record = (id: number, department: 'course' | 'programme') =>
  ({
    objectID: String(id),
    post_id: id,
    language: 'sv',
    department,
    title: `Titel ${id}`,
    url: `/kurs/${id}`,
    header_title: 'Kurs',
    new: false,
    pace: '3 dagar',
    location_text: 'Stockholm',
    content: 'Om kursen',
    mux_id: null,
    image: { src: '/images/seed/home.svg', alt: '' },
    categories: ['Ledarskap'],
    start_date: 1_800_000_000,
    show_in_search: true,
  }) as unknown as SearchRecord;
const article = (id: number) =>
  ({
    id,
    slug: `artikel-${id}`,
    title: `Artikel ${id}`,
    headerTitle: 'Inspiration',
    topic: null,
    excerpt: 'Kort om artikeln',
    image: { src: '/images/seed/home.svg', alt: '' },
    muxPlaybackId: null,
    isNew: false,
    readingMinutes: 4,
    seo: { title: 'x', description: 'y' },
    relatedItemIds: [1, 2],
    author: { name: 'N', role: 'R' },
  }) as unknown as Inspiration;

const pools: Listings = {
  courses: [1, 2, 3, 4].map((id) => record(id, 'course')),
  programmes: [5, 6].map((id) => record(id, 'programme')),
  inspiration: [7, 8, 9].map(article),
};
const ids = (cards: readonly { post_id: number }[]) => cards.map((card) => card.post_id);

describe('listing cards a page sends', () => {
  test('only the cards its sections show: the curated courses, and every programme of a section that curates none', () => {
    const shown = listingsShown([section('catalogue', 'course', [3, 2]), section('catalogue', 'programme', [])], pools);
    expect(ids(shown.courses)).toEqual([2, 3]);
    expect(ids(shown.programmes)).toEqual([5, 6]);
    expect(shown.inspiration).toEqual([]);
  });

  test('only the fields a card shows', () => {
    const shown = listingsShown([section('catalogue', null, []), section('inspiration', null, [8])], pools);
    expect(Object.keys(shown.courses[0]!).sort()).toEqual(
      [
        'content',
        'department',
        'header_title',
        'image',
        'location_text',
        'mux_id',
        'new',
        'objectID',
        'pace',
        'post_id',
        'title',
        'url',
      ].sort(),
    );
    expect(Object.keys(shown.inspiration[0]!).sort()).toEqual(
      ['excerpt', 'headerTitle', 'id', 'image', 'isNew', 'muxPlaybackId', 'readingMinutes', 'slug', 'title', 'topic'].sort(),
    );
    // A card's image is decoration (its alt text is empty): only the file travels.
    expect(shown.courses[0]!.image).toEqual({ src: '/images/seed/home.svg' });
    expect(shown.inspiration[0]!.image).toEqual({ src: '/images/seed/home.svg' });
  });

  test('each section picks the same cards, in the same order, from what is sent as from the whole lists', () => {
    const pages: ListingSection[][] = [
      [section('catalogue', 'course', [4, 1]), section('inspiration', null, [9, 7])],
      [section('catalogue', 'course', [99]), section('catalogue', 'programme', [6])],
      [section('catalogue', null, [5, 2]), section('inspiration', null, [])],
      [section('catalogue', 'programme', []), section('catalogue', 'course', [2]), section('catalogue', null, [6, 1])],
    ];
    for (const sections of pages) {
      const shown = listingsShown(sections, pools);
      for (const listing of sections) {
        if (listing.source === 'catalogue') expect(ids(catalogueCardsOf(listing, shown))).toEqual(ids(catalogueCardsOf(listing, pools)));
        else
          expect(articleCardsOf(listing, shown.inspiration).map((a) => a.id)).toEqual(
            articleCardsOf(listing, pools.inspiration).map((a) => a.id),
          );
      }
    }
  });

  test('curated ids none of which is at hand show the whole list', () => {
    expect(ids(catalogueCardsOf(section('catalogue', 'course', [42]), pools))).toEqual([1, 2, 3, 4]);
  });
});
