import type { MenuItem, MenuLanguage, MenuLink } from '../../../../shared/content';
import { pathFor } from '../../../../shared/routing/paths';
import { LANGUAGE_LOCALES, type Language } from '../../../../shared/i18n/languages';
import { COURSES } from './courses';
import { pagePath } from './page-links';
import { PROGRAMMES } from './programmes';
import { TOPICS } from './topics';
import type { CourseSeed, ProgrammeSeed } from './seed-types';

/** The languages the site is offered in, for the language selector. */
export const MENU_LANGUAGES: readonly MenuLanguage[] = [
  { code: 'sv', name: 'Svenska', locale: LANGUAGE_LOCALES.sv },
  { code: 'en', name: 'English', locale: LANGUAGE_LOCALES.en },
];

const pick = <T>(language: Language, sv: T, en: T): T => (language === 'sv' ? sv : en);
const link = (url: string, title: string): MenuLink => ({ url, target: '_self', title });
const listed = (seed: CourseSeed | ProgrammeSeed) => !seed.flags?.unpublished && !seed.flags?.hidden;

function courseLink(seed: CourseSeed, language: Language): MenuLink {
  return link(pathFor('course', language, { slug: seed.slug[language] }), seed.title[language]);
}

function programmeLink(seed: ProgrammeSeed, language: Language): MenuLink {
  return link(pathFor('programme', language, { slug: seed.slug[language] }), seed.title[language]);
}

function explorer(language: Language, query: Record<string, string>): string {
  const search = Object.entries(query)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `${pagePath(language, 2)}?${search}`;
}

/** The main menu of a language: two list menus with detail columns, two plain links, one plain list. */
export function mainMenu(language: Language): MenuItem[] {
  const courses: MenuItem = {
    title: pick(language, 'Kurser', 'Courses'),
    type: 'list',
    link: null,
    icon: 'education',
    items: TOPICS.map((subject) => ({
      title: subject.name[language],
      primaryLink: link(
        explorer(language, { department: 'course', category: subject.name[language] }),
        pick(language, `Alla kurser i ${subject.name.sv.toLowerCase()}`, `All ${subject.name.en.toLowerCase()} courses`),
      ),
      secondaryLinks: COURSES.filter((seed) => seed.topic === subject.key && listed(seed))
        .slice(0, 4)
        .map((seed) => courseLink(seed, language)),
    })),
    hero: {
      title: pick(language, 'Hitta rätt kurs', 'Find the right course'),
      description: pick(
        language,
        'Över 40 kurser i åtta ämnen, i klassrum, på distans eller både och.',
        'More than 40 courses in eight subjects, in the classroom, online or both.',
      ),
      media: { src: '/images/seed/leadership.webp', alt: '' },
    },
  };
  // Each group's "all" link filters the catalogue page to its own event category.
  const groups = [
    {
      category: 'swedish-academic',
      sv: 'Program i Sverige',
      en: 'Programmes in Sweden',
      all: { sv: 'Alla program i Sverige', en: 'All programmes in Sweden' },
    },
    {
      category: 'business-school',
      sv: 'FEI Business School',
      en: 'FEI Business School',
      all: { sv: 'Alla program vid FEI Business School', en: 'All FEI Business School programmes' },
    },
    {
      category: 'english-academic',
      sv: 'Program på engelska',
      en: 'Programmes in English',
      all: { sv: 'Alla program på engelska', en: 'All programmes in English' },
    },
  ] as const;
  const programmes: MenuItem = {
    title: pick(language, 'Program', 'Programmes'),
    type: 'list',
    link: null,
    icon: 'list',
    items: groups.map((group) => ({
      title: group[language],
      primaryLink: link(explorer(language, { department: 'programme', category: group.category }), group.all[language]),
      secondaryLinks: PROGRAMMES.filter((seed) => seed.category === group.category && listed(seed)).map((seed) =>
        programmeLink(seed, language),
      ),
    })),
    hero: {
      title: pick(language, 'Fördjupa dig med ett program', 'Go further with a programme'),
      description: pick(
        language,
        'Ett program samlar flera kurser till en helhet, till ett lägre pris än kurserna var för sig.',
        'A programme brings several courses together at a lower price than booking them one by one.',
      ),
      media: { src: '/images/seed/growth.webp', alt: '' },
    },
  };
  const about: MenuItem = {
    title: pick(language, 'Om oss', 'About us'),
    type: 'list',
    link: null,
    icon: 'chat',
    items: [
      { n: 4, sv: 'Om FEI', en: 'About FEI' },
      { n: 6, sv: 'Kontakt', en: 'Contact' },
      { n: 9, sv: 'Vanliga frågor', en: 'FAQ' },
    ].map((entry) => ({
      title: entry[language],
      primaryLink: link(pagePath(language, entry.n), entry[language]),
      // Only the FAQ opens a detail column, with its child pages.
      secondaryLinks:
        entry.n === 9
          ? [
              link(pagePath(language, 10), pick(language, 'Bokning och betalning', 'Booking and payment')),
              link(pagePath(language, 11), pick(language, 'Studier på distans', 'Studying online')),
            ]
          : [],
    })),
    hero: {
      title: pick(language, 'Lärande sedan 1987', 'Learning since 1987'),
      description: pick(
        language,
        'Ett fristående utbildningsföretag med lärare från akademin och näringslivet.',
        'An independent education company with teachers from academia and business.',
      ),
      media: { src: '/images/seed/campus.webp', alt: '' },
    },
  };
  return [
    courses,
    programmes,
    { title: 'Inspiration', type: 'link', link: link(pagePath(language, 3), 'Inspiration'), icon: null, items: [], hero: null },
    {
      title: pick(language, 'För företag', 'For companies'),
      type: 'link',
      link: link(pagePath(language, 5), pick(language, 'Företagsanpassad utbildning', 'Tailored corporate training')),
      icon: 'group',
      items: [],
      hero: null,
    },
    about,
  ];
}
