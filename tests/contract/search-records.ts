// The hand-written catalogue behind the shared search cases (tests/contract/search-cases.ts).
// Every record is deliberate: each one exists to make at least one case pass or fail. Titles and
// texts avoid words whose matching would depend on decompounding, which the hosted engine can be
// set up for and the embedded one does not have; typo tolerance both have (the typo cases).
import type { SearchRecordInput } from '../../shared/search/search-record';

// Unix seconds at 00:00 UTC of a date, without Date (days_from_civil).
function day(year: number, month: number, dayOfMonth: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + dayOfMonth - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return (era * 146_097 + doe - 719_468) * 86_400;
}

type Dates = [min: number | null, max: number | null, start: number | null];

function span(from: [number, number, number], to: [number, number, number]): Dates {
  return [day(...from), day(...to) + 86_399, day(...from)];
}
const startOnly = (on: [number, number, number]): Dates => [null, null, day(...on)];
const undated: Dates = [null, null, null];

// Every month from the first date's to the last's, as YYYYMM: the event months of a record whose
// events fill its range (a record whose range has gaps lists its months itself).
function monthsOf([min, max, start]: Dates): number[] {
  const from = min ?? start;
  const to = max ?? start;
  if (from === null || to === null) return [];
  const ym = (seconds: number) => {
    const date = new Date(seconds * 1000);
    return date.getUTCFullYear() * 12 + date.getUTCMonth();
  };
  const list: number[] = [];
  for (let k = ym(from); k <= ym(to); k += 1) list.push(Math.floor(k / 12) * 100 + (k % 12) + 1);
  return list;
}

function record(
  objectID: string,
  title: string,
  department: 'course' | 'programme',
  categories: string[],
  form: string,
  location: string[],
  dates: Dates,
  show_in_search = true,
  event_months = monthsOf(dates),
): SearchRecordInput {
  const [min_date, max_date, start_date] = dates;
  const path = department === 'course' ? 'kurs' : 'program';
  return {
    objectID,
    title,
    department,
    categories,
    form,
    location,
    min_date,
    max_date,
    start_date,
    event_months,
    show_in_search,
    url: `/${path}/${objectID}`,
    mux_id: null,
    header_title: department === 'course' ? 'Kurs' : 'Program',
    new: objectID.endsWith('1'),
    pace: start_date === null ? null : 'Heltid',
    content: '',
    location_text: location.join(', '),
    image: { src: `/images/${objectID}.jpg`, alt: title },
  };
}

const L = 'Ledarskap';
const E = 'Ekonomi & finans';
const K = 'Kommunikation';

/** 33 records: 20 courses, 7 programmes and 2 articles visible, 4 hidden; catalogue order is this order. */
export const SEARCH_RECORDS: readonly SearchRecordInput[] = [
  record('101', 'Ledarskap för nya chefer', 'course', [L], 'Lärarledd', ['Stockholm'], span([2026, 3, 10], [2026, 3, 12])),
  record('102', 'Ledarskap i praktiken', 'course', [L], 'Lärarledd', ['Göteborg'], span([2026, 4, 14], [2026, 4, 15])),
  record('103', 'Coachande ledarskap', 'course', [L, K], 'Online', ['Distans'], span([2026, 5, 5], [2026, 6, 20])),
  record('104', 'Projektledning grundkurs', 'course', [L], 'Hybrid', ['Malmö', 'Distans'], span([2026, 3, 24], [2026, 3, 26])),
  record('105', 'Retorik och presentationsteknik', 'course', [K], 'Lärarledd', ['Stockholm'], span([2026, 2, 3], [2026, 2, 4])),
  record('106', 'Skrivande för webben', 'course', [K], 'Online', ['Distans'], startOnly([2026, 3, 16])),
  record('107', 'Kommunikation i förändring', 'course', [K], 'Lärarledd', ['Göteborg'], undated),
  record('108', 'Redovisning för icke-ekonomer', 'course', [E], 'Lärarledd', ['Stockholm'], span([2026, 3, 31], [2026, 4, 1])),
  record('109', 'Budgetering och prognoser', 'course', [E], 'Online', ['Distans'], span([2026, 6, 9], [2026, 6, 10])),
  record('110', 'Finansiell analys', 'course', [E], 'Hybrid', ['Göteborg', 'Distans'], span([2026, 10, 6], [2026, 10, 8])),
  record('111', 'Affärsjuridik för chefer', 'course', [E, L], 'Lärarledd', ['Malmö'], span([2026, 11, 17], [2026, 11, 18])),
  record('112', 'Förhandlingsteknik', 'course', [K], 'Lärarledd', ['Malmö'], span([2026, 3, 5], [2026, 3, 6])),
  record('113', 'Presentation skills in English', 'course', [K], 'Online', ['Distans'], span([2026, 4, 22], [2026, 4, 22])),
  record('114', 'Marketing strategy', 'course', [E], 'Lärarledd', ['Alicante'], span([2026, 5, 18], [2026, 5, 22])),
  record('115', 'Digital marknadsföring', 'course', [K], 'Hybrid', ['Stockholm', 'Distans'], startOnly([2026, 9, 15])),
  record('116', 'Ledarskap och hållbarhet', 'course', [L], 'Lärarledd', ['Göteborg'], span([2027, 1, 19], [2027, 1, 20])),
  record('117', 'Excel för ekonomer', 'course', [E], 'Online', ['Distans'], undated),
  record('118', 'Mötesledning', 'course', [L, K], 'Lärarledd', ['Stockholm'], span([2026, 3, 17], [2026, 3, 17])),
  record('119', 'Göteborgs bästa säljkurs', 'course', [K], 'Lärarledd', ['Göteborg'], span([2026, 3, 12], [2026, 3, 13])),
  record('120', 'Ledarutveckling steg 2', 'course', [L], 'Online', ['Distans'], span([2026, 12, 1], [2026, 12, 3])),
  record('201', 'Ledarskapsprogrammet', 'programme', [L], 'Lärarledd', ['Stockholm'], span([2026, 8, 20], [2026, 12, 10])),
  // Two intakes, September to December 2026 and March to June 2027: nothing runs in January or February 2027.
  record(
    '202',
    'Executive MBA',
    'programme',
    [E, L],
    'Hybrid',
    ['Alicante', 'Distans'],
    span([2026, 9, 1], [2027, 6, 15]),
    true,
    [202609, 202610, 202611, 202612, 202703, 202704, 202705, 202706],
  ),
  record('203', 'Controllerprogrammet', 'programme', [E], 'Lärarledd', ['Göteborg'], span([2026, 2, 10], [2026, 5, 28])),
  record('204', 'Kommunikatörsprogrammet', 'programme', [K], 'Online', ['Distans'], span([2026, 3, 2], [2026, 6, 12])),
  record('205', 'Chefsprogrammet Malmö', 'programme', [L], 'Lärarledd', ['Malmö'], span([2027, 2, 1], [2027, 5, 30])),
  record('206', 'International Business Programme', 'programme', [E], 'Lärarledd', ['Alicante'], startOnly([2026, 10, 1])),
  record('207', 'Projektledarprogrammet', 'programme', [L], 'Hybrid', ['Stockholm', 'Göteborg'], undated),
  // Hidden: never returned, never counted, whatever the filter.
  record('901', 'Ledarskap för nya chefer (arkiverad)', 'course', [L], 'Lärarledd', ['Stockholm'], span([2026, 3, 10], [2026, 3, 12]), false),
  record('902', 'Gammalt program Malmö', 'programme', [L], 'Lärarledd', ['Malmö'], span([2026, 3, 1], [2026, 3, 31]), false),
  record('903', 'Göteborgsdagen (intern)', 'course', [K], 'Lärarledd', ['Göteborg'], undated, false),
  // Inspiration articles: found by the site search only, never by a catalogue explorer.
  article('301', 'CSRD i praktiken', [E], 'Vad hållbarhetsrapporteringen kräver av ekonomichefen.'),
  article('302', 'Presentationsteknik som fungerar', [], 'Tre grepp för en presentation som når fram.'),
  article('904', 'Arkiverad artikel om CSRD', [E], 'Dold.', false),
];

// An article record as buildArticleSearchRecord makes it: no dates, places, form or pace.
function article(objectID: string, title: string, categories: string[], content: string, show_in_search = true): SearchRecordInput {
  return {
    objectID,
    title,
    department: 'article',
    categories,
    form: '',
    location: [],
    min_date: null,
    max_date: null,
    start_date: null,
    event_months: [],
    show_in_search,
    url: `/inspiration/${objectID}`,
    mux_id: null,
    header_title: 'Inspiration',
    new: false,
    pace: '',
    content,
    location_text: '',
    image: { src: `/images/${objectID}.jpg`, alt: title },
  };
}

/** Unix seconds of the first and last second of a month span (inclusive), for the cases. */
export function months(from: [number, number], to: [number, number] = from): [number, number] {
  const next = to[1] === 12 ? [to[0] + 1, 1] : [to[0], to[1] + 1];
  return [day(from[0], from[1], 1), day(next[0]!, next[1]!, 1) - 1];
}
