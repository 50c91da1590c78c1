import { describe, expect, it } from 'vitest';
import type { PageSection, SearchRecord } from '../../shared/content';
import type { ContentPort } from '../ports/content';
import { loadListings } from './listings';

const sections: PageSection[] = [
  { kind: 'listing', title: 'Kurser', layout: 'carousel', source: 'catalogue', department: 'course', itemIds: [], link: null },
];

/** A content port whose search records are whatever array the test hands it now. */
function contentWith(records: { current: SearchRecord[] }) {
  let asked = 0;
  const content = {
    searchRecords: async () => {
      asked += 1;
      return records.current;
    },
    inspirations: async () => [],
  } as unknown as ContentPort;
  return { content, asked: () => asked };
}

describe('loadListings', () => {
  it('gives the same cards again for the same sections and the same cached records', async () => {
    const records = { current: [] as SearchRecord[] };
    const { content, asked } = contentWith(records);
    const first = await loadListings(content, 'sv', sections);
    expect(await loadListings(content, 'sv', sections)).toBe(first);
    expect(asked()).toBe(2);
  });

  it('picks the cards again when the content answers with new records (an edit, a new day, preview)', async () => {
    const records = { current: [] as SearchRecord[] };
    const { content } = contentWith(records);
    const first = await loadListings(content, 'sv', sections);
    records.current = [];
    expect(await loadListings(content, 'sv', sections)).not.toBe(first);
  });
});
