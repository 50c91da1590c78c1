import { civilFromDays, toIsoDate } from '../../shared/calendar/civil-date';
import { eventMonths } from '../../shared/search/event-months';
import { monthSpan } from '../../shared/search/month-range';
import type { SearchRecordInput } from '../../shared/search/search-record';
import { seededRandom } from '../../shared/random/seeded-random';

export const CATALOGUE_TOPICS = [
  'Ledarskap',
  'Ekonomi & finans',
  'Kommunikation',
  'Projektledning',
  'HR & arbetsrätt',
  'Försäljning & marknad',
  'Hållbarhet',
  'Digitalisering',
] as const;
export const CATALOGUE_FORMS = ['Lärarledd', 'Online', 'Hybrid'] as const;
export const CATALOGUE_LOCATIONS = ['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans'] as const;

const SUBJECTS = [
  'ledarskap',
  'projektledning',
  'budgetering',
  'redovisning',
  'kommunikation',
  'förhandling',
  'försäljning',
  'marknadsföring',
  'hållbarhet',
  'affärsjuridik',
  'arbetsrätt',
  'digitalisering',
  'coaching',
  'retorik',
  'controlling',
  'inköp',
  'logistik',
  'arbetsmiljö',
  'verksamhetsstyrning',
  'förändringsledning',
  'kundservice',
  'presentationsteknik',
  'ledarutveckling',
  'lönsamhet',
];
const PREFIXES = ['Grundkurs i', 'Fördjupning i', 'Praktisk', 'Avancerad', 'Introduktion till', 'Strategisk', 'Modern', 'Effektiv'];
const AUDIENCES = ['för nya chefer', 'för specialister', 'i offentlig sektor', 'för säljare', 'för ekonomer', 'i praktiken', 'steg 2', ''];
const PROGRAMMES = ['programmet', 'utbildningen', 'akademin'];
const SENTENCES = [
  'Du får verktyg som fungerar direkt i vardagen.',
  'Kursen varvar teori med övningar och erfarenhetsutbyte.',
  'Passar dig som vill utvecklas i din yrkesroll.',
  'Vi arbetar med verkliga fall från deltagarnas organisationer.',
  'Undervisningen sker i mindre grupper med erfarna lärare.',
];
const PACES = ['Heltid', 'Halvtid', '2 dagar', '3 dagar', '8 halvdagar', 'Kvällar'];
const DAY = 86_400;

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function pickSome<T>(random: () => number, list: readonly T[], max: number): T[] {
  const count = 1 + Math.floor(random() * max);
  return [...new Set(Array.from({ length: count }, () => pick(random, list)))];
}

/**
 * `count` realistic catalogue records (Swedish titles, compound words, topics, forms, the five
 * locations, date ranges over 2026-2027, some start-only, undated and hidden ones), the same for
 * the same seed. For benchmarks and load tests; object ids are "1" .. String(count).
 */
export function generateCatalogue(count: number, seed = 1): SearchRecordInput[] {
  const random = seededRandom(seed);
  const epoch = monthSpan({ year: 2026, month: 1 })![0];
  const records: SearchRecordInput[] = [];
  for (let n = 1; n <= count; n += 1) {
    const department = random() < 0.8 ? 'course' : 'programme';
    const subject = pick(random, SUBJECTS);
    const capital = subject[0]!.toUpperCase() + subject.slice(1);
    const title =
      department === 'course'
        ? `${pick(random, PREFIXES)} ${subject} ${pick(random, AUDIENCES)}`.trim()
        : `${capital}s${pick(random, PROGRAMMES)}`;
    const location = pickSome(random, CATALOGUE_LOCATIONS, 2);
    const start = epoch + Math.floor(random() * 730) * DAY;
    const length = department === 'course' ? 1 + Math.floor(random() * 5) : 30 + Math.floor(random() * 270);
    const kind = random();
    const dated = kind < 0.85;
    const startOnly = kind >= 0.85 && kind < 0.95;
    const isoDay = (seconds: number) => toIsoDate(civilFromDays(Math.floor(seconds / DAY)));
    const lastDay = dated ? start + length * DAY - 1 : start;
    records.push({
      objectID: String(n),
      title,
      department,
      categories: pickSome(random, CATALOGUE_TOPICS, 2),
      form: pick(random, CATALOGUE_FORMS),
      location,
      min_date: dated ? start : null,
      max_date: dated ? start + length * DAY - 1 : null,
      start_date: dated || startOnly ? start : null,
      event_months: dated || startOnly ? eventMonths([{ startDate: isoDay(start), endDate: isoDay(lastDay) }]) : [],
      show_in_search: random() < 0.95,
      url: `/${department === 'course' ? 'kurs' : 'program'}/${n}`,
      mux_id: null,
      header_title: department === 'course' ? 'Kurs' : 'Program',
      new: random() < 0.1,
      pace: dated || startOnly ? pick(random, PACES) : null,
      content: `${capital} ${pick(random, AUDIENCES)}. ${pick(random, SENTENCES)} ${pick(random, SENTENCES)}`,
      location_text: location.join(', '),
      image: { src: `/images/catalogue/${n % 50}.jpg`, alt: title },
    });
  }
  return records;
}
