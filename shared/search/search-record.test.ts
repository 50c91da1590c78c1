import { describe, expect, it } from 'vitest';
import { searchRecordSchema } from './search-record';
import { searchResponseSchema, searchRequestSchema } from './search-request';
import { emptySearchState } from './search-state';
import { searchStateSchema } from './search-state-schema';

describe('searchRecordSchema', () => {
  it('fills defaults for a minimal hosted record', () => {
    expect(searchRecordSchema.parse({ objectID: '1', title: 'T', department: 'programme' })).toMatchObject({
      categories: [],
      location: [],
      min_date: null,
      show_in_search: false,
      pace: null,
      image: null,
    });
  });

  it('reads a single location string as a list', () => {
    expect(searchRecordSchema.parse({ objectID: '1', title: 'T', department: 'course', location: 'Malmö' }).location).toEqual(['Malmö']);
    expect(searchRecordSchema.parse({ objectID: '1', title: 'T', department: 'course', location: '' }).location).toEqual([]);
  });

  it('accepts a record of the content service and keeps its extra keys', () => {
    const record = searchRecordSchema.parse({
      objectID: '42',
      post_id: 42,
      language: 'sv',
      title: 'Ledarskap',
      department: 'course',
      categories: ['Ledarskap'],
      category: 'se-academic',
      form: 'Lärarledd',
      location: ['Stockholm'],
      location_text: 'Stockholm',
      min_date: 1,
      max_date: 2,
      start_date: 1,
      show_in_search: true,
      url: '/kurs/ledarskap',
      mux_id: null,
      header_title: 'Kurs',
      new: false,
      pace: '',
      content: 'Text',
      image: { src: '/a.jpg', alt: 'A' },
    });
    expect(record).toMatchObject({ post_id: 42, language: 'sv', image: { src: '/a.jpg', alt: 'A' } });
  });

  it.each([
    [{ objectID: '', title: 'T', department: 'course' }],
    [{ objectID: '1', title: 'T', department: 'webinar' }],
    [{ objectID: '1', title: 'T', department: 'course', min_date: 1.5 }],
    [{ objectID: '1', title: 'T', department: 'course', categories: 'a' }],
    [{ objectID: 1, title: 'T', department: 'course' }],
  ])('refuses %o', (input) => {
    expect(searchRecordSchema.safeParse(input).success).toBe(false);
  });
});

describe('search state, request and response schemas', () => {
  it('default to the empty state and a first page of every facet', () => {
    expect(emptySearchState()).toMatchObject({ page: 0, rows: 2, hitsPerPage: null, dates: null });
    // The zod-free empty state is exactly what the schema's defaults give.
    expect(emptySearchState()).toEqual(searchStateSchema.parse({}));
    expect(searchRequestSchema.parse({})).toEqual({ query: '', filters: '', facets: ['*'], hitsPerPage: 20, page: 0 });
  });

  it('refuse a reversed or negative date span, a bad department and bad rows', () => {
    expect(searchStateSchema.safeParse({ dates: [5, 1] }).success).toBe(false);
    expect(searchStateSchema.safeParse({ dates: [-1, 1] }).success).toBe(false);
    expect(searchStateSchema.safeParse({ departments: ['all'] }).success).toBe(false);
    expect(searchStateSchema.safeParse({ rows: 0 }).success).toBe(false);
    expect(searchStateSchema.safeParse({ itemIds: [0] }).success).toBe(false);
  });

  it('reads a hosted response and defaults missing facets', () => {
    const response = searchResponseSchema.parse({ hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 6 });
    expect(response.facets).toEqual({});
    expect(searchResponseSchema.safeParse({ hits: [], nbHits: -1, nbPages: 0, page: 0, hitsPerPage: 6 }).success).toBe(false);
  });
});
