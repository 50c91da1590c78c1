import { formatDateRange } from '../calendar/date-format';
import { locationListText } from '../content/locations';
import type { Language } from '../i18n/languages';

/**
 * When and where a booked event is, as every screen that lists one writes it (the cart, the
 * checkout's steps, the signing page, the status page and its receipt): its days, then its places,
 * '3–5 mars 2027 · Malmö'. Two dates of one course differ by their place as much as by their days.
 * The places are left out when the item has none (added before events carried them);
 * `remoteLabel` is the distance location's word in the page's language (`content.remote_location`).
 */
export function whenAndWhere(
  event: { startDate: string; endDate: string },
  places: readonly string[],
  language: Language,
  remoteLabel: string,
): string {
  const days = formatDateRange(event.startDate, event.endDate, language);
  return places.length > 0 ? `${days} · ${locationListText(places, remoteLabel)}` : days;
}
