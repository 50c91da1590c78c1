import { describe, expect, test } from 'vitest';
import * as z from 'zod/mini';
import { searchRecordSchema } from '../search/search-record';
import { explorerResult } from './explorer-data';

// A whole index record, as search answers it: more fields than the explorer's card shows.
const record = (id: number, image: { src: string; alt: string } | null) =>
  z.parse(searchRecordSchema, {
    objectID: String(id),
    post_id: id,
    language: 'sv',
    category: 'swedish-academic',
    department: 'course',
    title: `Titel ${id}`,
    url: `/kurs/${id}`,
    header_title: 'Kurs · Ledarskap',
    new: id === 1,
    pace: '3 dagar',
    location_text: 'Stockholm, Malmö',
    location: ['Stockholm', 'Malmö'],
    form: 'Klassrum',
    content: 'Om kursen',
    mux_id: id === 2 ? 'playback' : null,
    image,
    categories: ['Ledarskap'],
    min_date: 1_800_000_000,
    max_date: 1_810_000_000,
    start_date: 1_800_000_000,
    show_in_search: true,
  });

describe('explorerResult', () => {
  test('keeps the counts and each hit with only what its card shows, in order, and leaves the facets out', () => {
    const response = {
      hits: [record(1, { src: '/images/a.svg', alt: 'Abstrakta former' }), record(2, null)],
      nbHits: 7,
      nbPages: 4,
      page: 0,
      hitsPerPage: 2,
      facets: { form: { Klassrum: 7 } },
    };
    expect(explorerResult(response)).toEqual({
      hits: [
        {
          objectID: '1',
          department: 'course',
          title: 'Titel 1',
          url: '/kurs/1',
          header_title: 'Kurs · Ledarskap',
          new: true,
          pace: '3 dagar',
          location_text: 'Stockholm, Malmö',
          content: 'Om kursen',
          mux_id: null,
          // A card's image is decoration beside its title: its alt text stays behind.
          image: { src: '/images/a.svg' },
        },
        {
          objectID: '2',
          department: 'course',
          title: 'Titel 2',
          url: '/kurs/2',
          header_title: 'Kurs · Ledarskap',
          new: false,
          pace: '3 dagar',
          location_text: 'Stockholm, Malmö',
          content: 'Om kursen',
          mux_id: 'playback',
          image: null,
        },
      ],
      nbHits: 7,
      nbPages: 4,
      page: 0,
      hitsPerPage: 2,
    });
  });
});
