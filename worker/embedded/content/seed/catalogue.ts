import type { CivilDate, Course, Inspiration, MenuItem, MenuLanguage, Page, Programme, SearchOptions } from '../../../../shared/content';
import { toIsoDate } from '../../../../shared/content';
import { LANGUAGES, type Language } from '../../../../shared/i18n/languages';
import { ARTICLES } from './articles';
import { buildCourse, buildProgramme, courseEvents, programmeEvents, type StoredEvent } from './catalogue-items';
import { copyArticle, copyCourse, copyProgramme, scaled } from './copies';
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

/**
 * Builds every item in both languages, with event dates relative to `today`. `scale` (DEMO_SCALE)
 * makes that many copies of each course, programme and article with their events, the seed
 * itself first; pages, menus and options stay as they are.
 */
export function buildCatalogue(today: CivilDate, scale = 1): Catalogue {
  const courses = scaled(COURSES, scale, copyCourse);
  const programmes = scaled(PROGRAMMES, scale, copyProgramme);
  const articles = scaled(ARTICLES, scale, copyArticle);
  const courseEventsByN = new Map(courses.map((seed) => [seed.n, courseEvents(seed, today)]));
  const programmeEventsByN = new Map(programmes.map((seed) => [seed.n, programmeEvents(seed, today)]));
  const both = <T>(build: (language: Language) => T): T[] => LANGUAGES.map(build);
  return {
    today: toIsoDate(today),
    pages: PAGES.flatMap((seed) => both((language) => buildPage(seed, language, PAGES, today))),
    courses: courses.flatMap((seed) => both((language) => buildCourse(seed, language, courseEventsByN.get(seed.n) ?? [], today))),
    programmes: programmes.flatMap((seed) => both((language) => buildProgramme(seed, language, programmeEventsByN.get(seed.n) ?? [], today))),
    articles: articles.flatMap((seed) => both((language) => buildInspiration(seed, language, today))),
    events: [...courseEventsByN.values(), ...programmeEventsByN.values()].flat(),
    languages: MENU_LANGUAGES,
    menus: { sv: mainMenu('sv'), en: mainMenu('en') },
    searchOptions: { sv: searchOptions('sv'), en: searchOptions('en') },
    muxColors: MUX_COLORS,
  };
}
