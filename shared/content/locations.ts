/**
 * Where events take place, in the order the search options list them. The
 * names are the same in both languages: they are filter values as well as labels. No zod here:
 * course pages need the list on first load (location.ts holds the schema).
 */
export const LOCATIONS = ['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans'] as const;
