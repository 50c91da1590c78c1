/**
 * Where events take place, in the order the search options list them. The
 * names are the same in both languages: they are filter values as well as labels. No zod here:
 * course pages need the list on first load (location.ts holds the schema).
 */
export const LOCATIONS = ['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans'] as const;

/** The location of events taken at a distance: a word, unlike the place names, so it is translated when shown. */
export const REMOTE_LOCATION = 'Distans';

/**
 * How a location reads on a page: place names as they are, the distance location in the page's
 * language (`content.remote_location`: "Online" in English, the word the educational form uses).
 * The value stays `Distans` wherever it is stored, filtered on or sent.
 */
export function locationLabel(location: string, remoteLabel: string): string {
  return location === REMOTE_LOCATION ? remoteLabel : location;
}

/** A list of locations as one line, each as it reads on a page. */
export function locationListText(locations: readonly string[], remoteLabel: string): string {
  return locations.map((location) => locationLabel(location, remoteLabel)).join(', ');
}
