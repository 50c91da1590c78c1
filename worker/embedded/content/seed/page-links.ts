import { homePath, pathFor } from '../../../../shared/routing/paths';
import type { Language } from '../../../../shared/i18n/languages';
import type { Bilingual } from './seed-types';

/**
 * The slugs of the generic pages by number. Pages and menus link to each other, so the slugs
 * live here rather than in the page records, which would make the modules import each other.
 */
export const PAGE_SLUGS: Readonly<Record<number, { slug: Bilingual; parent: number | null }>> = {
  1: { slug: { sv: 'hem', en: 'home' }, parent: null },
  2: { slug: { sv: 'utbildningar', en: 'courses-and-programmes' }, parent: null },
  3: { slug: { sv: 'insikter', en: 'insights' }, parent: null },
  4: { slug: { sv: 'om-oss', en: 'about-us' }, parent: null },
  5: { slug: { sv: 'foretagsutbildning', en: 'corporate-training' }, parent: null },
  6: { slug: { sv: 'kontakt', en: 'contact' }, parent: null },
  7: { slug: { sv: 'villkor', en: 'terms' }, parent: null },
  8: { slug: { sv: 'integritetspolicy', en: 'privacy-policy' }, parent: null },
  9: { slug: { sv: 'vanliga-fragor', en: 'faq' }, parent: null },
  10: { slug: { sv: 'bokning-och-betalning', en: 'booking-and-payment' }, parent: 9 },
  11: { slug: { sv: 'studier-pa-distans', en: 'studying-online' }, parent: 9 },
};

/** The page number of the home page, which lives at the language's home path. */
export const HOME_PAGE = 1;

/** The slug pair of page `n`. */
export function pageSlug(n: number): Bilingual {
  const entry = PAGE_SLUGS[n];
  if (!entry) throw new Error(`Unknown page ${n}`);
  return entry.slug;
}

/** The site path of page `n` in a language. */
export function pagePath(language: Language, n: number): string {
  if (n === HOME_PAGE) return homePath(language);
  const entry = PAGE_SLUGS[n];
  if (!entry) throw new Error(`Unknown page ${n}`);
  if (entry.parent === null) return pathFor('page', language, { slug: entry.slug[language] });
  return pathFor('page', language, { slug: pageSlug(entry.parent)[language], child: entry.slug[language] });
}
