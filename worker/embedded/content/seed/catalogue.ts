import type { CivilDate, Course, Inspiration, MenuItem, MenuLanguage, Page, Programme, SearchOptions } from '../../../../shared/content';
import { toIsoDate } from '../../../../shared/content';
import { LANGUAGES, type Language } from '../../../../shared/i18n/languages';
import { ARTICLES } from './articles';
import { buildCourse, buildProgramme, courseEvents, programmeEvents, type StoredEvent } from './catalogue-items';
import { COURSES } from './courses';
import { buildInspiration, buildPage } from './editorial-items';
import { MENU_LANGUAGES, mainMenu } from './menus';
import { MUX_COLORS } from './mux-colors';
import { PAGES } from './pages';
import { PROGRAMMES } from './programmes';
import { searchOptions } from './search-options';

/** The whole seed content as the content service answers it, dated from `today`. */
export interface Catalogue {
  /** `YYYY-MM-DD` the catalogue was dated from. */
  today: string;
  pages: Page[];
  courses: Course[];
  programmes: Programme[];
  articles: Inspiration[];
  /** Events once per item, shared by its language versions. */
  events: StoredEvent[];
  languages: readonly MenuLanguage[];
  menus: Record<Language, MenuItem[]>;
  searchOptions: Record<Language, SearchOptions>;
  muxColors: Readonly<Record<string, string>>;
}

/** Builds every item in both languages, with event dates relative to `today`. */
export function buildCatalogue(today: CivilDate): Catalogue {
  const courseEventsByN = new Map(COURSES.map((seed) => [seed.n, courseEvents(seed, today)]));
  const programmeEventsByN = new Map(PROGRAMMES.map((seed) => [seed.n, programmeEvents(seed, today)]));
  const both = <T>(build: (language: Language) => T): T[] => LANGUAGES.map(build);
  return {
    today: toIsoDate(today),
    pages: PAGES.flatMap((seed) => both((language) => buildPage(seed, language, PAGES, today))),
    courses: COURSES.flatMap((seed) => both((language) => buildCourse(seed, language, courseEventsByN.get(seed.n) ?? [], today))),
    programmes: PROGRAMMES.flatMap((seed) => both((language) => buildProgramme(seed, language, programmeEventsByN.get(seed.n) ?? [], today))),
    articles: ARTICLES.flatMap((seed) => both((language) => buildInspiration(seed, language, today))),
    events: [...courseEventsByN.values(), ...programmeEventsByN.values()].flat(),
    languages: MENU_LANGUAGES,
    menus: { sv: mainMenu('sv'), en: mainMenu('en') },
    searchOptions: { sv: searchOptions('sv'), en: searchOptions('en') },
    muxColors: MUX_COLORS,
  };
}
