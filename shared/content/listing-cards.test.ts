import { describe, expect, test } from 'vitest';
import { articleCardsOf, CAROUSEL_CARDS, catalogueCardsOf, listingsShown, type Listings } from './listing-cards';
import type { Inspiration } from './inspiration';
import type { PageSection } from './page';
import type { SearchRecord } from './search-record';

type ListingSection = Extract<PageSection, { kind: 'listing' }>;

const section = (
  source: ListingSection['source'],
  department: ListingSection['department'],
  itemIds: number[],
  layout: ListingSection['layout'] = 'carousel',
): ListingSection => ({
  kind: 'listing',
  title: 'Kort',
  layout,
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
    image: { src: '/images/seed/home.webp', alt: '' },
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
    image: { src: '/images/seed/home.webp', alt: '' },
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
      ['content', 'header_title', 'image', 'location_text', 'mux_id', 'new', 'pace', 'post_id', 'title', 'url'].sort(),
    );
    expect(Object.keys(shown.inspiration[0]!).sort()).toEqual(
      ['excerpt', 'headerTitle', 'id', 'image', 'isNew', 'muxPlaybackId', 'readingMinutes', 'slug', 'title', 'topic'].sort(),
    );
    // A card's image is decoration (its alt text is empty): only the file travels.
    expect(shown.courses[0]!.image).toEqual({ src: '/images/seed/home.webp' });
    expect(shown.inspiration[0]!.image).toEqual({ src: '/images/seed/home.webp' });
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

  test('curated ids none of which is at hand show the list as an uncurated section does', () => {
    expect(ids(catalogueCardsOf(section('catalogue', 'course', [42]), pools))).toEqual([1, 2, 3, 4]);
  });

  describe('a long list', () => {
    const many: Listings = {
      courses: [11, 12, 13, 14, 15, 16, 17, 18, 19].map((id) => record(id, 'course')),
      programmes: [21, 22].map((id) => record(id, 'programme')),
      inspiration: [31, 32, 33, 34, 35, 36, 37, 38].map(article),
    };

    test('an uncurated carousel shows its first few cards, and only those are sent', () => {
      expect(CAROUSEL_CARDS).toBe(6);
      const carousel = section('catalogue', 'course', []);
      expect(ids(catalogueCardsOf(carousel, many))).toEqual([11, 12, 13, 14, 15, 16]);
      expect(articleCardsOf(section('inspiration', null, []), many.inspiration).map((a) => a.id)).toEqual([31, 32, 33, 34, 35, 36]);
      const shown = listingsShown([carousel, section('inspiration', null, [])], many);
      expect(ids(shown.courses)).toEqual([11, 12, 13, 14, 15, 16]);
      expect(shown.inspiration.map((a) => a.id)).toEqual([31, 32, 33, 34, 35, 36]);
    });

    test("a waterfall shows the whole list, and a curated carousel every curated card at hand, in the editor's order", () => {
      expect(ids(catalogueCardsOf(section('catalogue', 'course', [], 'waterfall'), many))).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
      expect(ids(catalogueCardsOf(section('catalogue', 'course', [19, 18, 17, 16, 15, 14, 13, 99]), many))).toEqual([
        19, 18, 17, 16, 15, 14, 13,
      ]);
    });

    test('a carousel beside a waterfall of the same list picks the same cards from what is sent as from the whole list', () => {
      const sections = [section('catalogue', null, []), section('catalogue', 'course', [], 'waterfall'), section('inspiration', null, [42])];
      const shown = listingsShown(sections, many);
      expect(ids(shown.courses)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
      expect(ids(shown.programmes)).toEqual([]);
      for (const listing of sections.slice(0, 2)) expect(ids(catalogueCardsOf(listing, shown))).toEqual(ids(catalogueCardsOf(listing, many)));
      expect(articleCardsOf(sections[2]!, shown.inspiration).map((a) => a.id)).toEqual([31, 32, 33, 34, 35, 36]);
    });
  });
});
