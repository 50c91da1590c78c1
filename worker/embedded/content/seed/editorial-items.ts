import { addDays, toIsoDate, type CivilDate, type Inspiration, type Page } from '../../../../shared/content';
import type { Language } from '../../../../shared/i18n/languages';
import { paragraphsToHtml } from './html';
import { postId } from './ids';
import { PAGE_SLUGS, pageSlug } from './page-links';
import { topic } from './topics';
import type { InspirationSeed, PageSeed } from './seed-types';

const other = (language: Language): Language => (language === 'sv' ? 'en' : 'sv');

function editorialFlags(flags: PageSeed['flags']) {
  return {
    muxPlaybackId: flags?.mux ?? null,
    isNew: flags?.isNew ?? false,
    showInSearch: !flags?.hidden,
    published: !flags?.unpublished,
  };
}

/** An inspiration article in one language. */
export function buildInspiration(seed: InspirationSeed, language: Language, today: CivilDate): Inspiration {
  const published = toIsoDate(addDays(today, -seed.publishedDaysAgo));
  const subject = seed.topic ? topic(seed.topic) : null;
  const title = seed.title[language];
  return {
    id: postId('inspiration', seed.n, language),
    documentId: null,
    type: 'inspiration',
    language,
    slug: seed.slug[language],
    translation: { language: other(language), slug: seed.slug[other(language)], parentSlug: null },
    title,
    headerTitle: subject ? `Inspiration · ${subject.name[language]}` : 'Inspiration',
    excerpt: seed.excerpt[language],
    content: paragraphsToHtml(seed.body[language]),
    image: { src: `/images/seed/${seed.image}`, alt: '' },
    ...editorialFlags(seed.flags),
    seo: { title: `${title} | FEI`, description: seed.excerpt[language] },
    updatedAt: `${published}T07:30:00Z`,
    topic: subject ? subject.name[language] : null,
    author: { name: seed.author.name, role: seed.author.role[language] },
    readingMinutes: seed.readingMinutes,
    publishedDate: published,
    relatedItemIds: seed.relatedCourses.map((n) => postId('course', n, language)),
  };
}

/** A generic page in one language; `all` gives its children. */
export function buildPage(seed: PageSeed, language: Language, all: readonly PageSeed[], today: CivilDate): Page {
  const parentSlug = (n: number | null, lang: Language) => (n === null ? null : pageSlug(n)[lang]);
  const title = seed.title[language];
  return {
    id: postId('page', seed.n, language),
    documentId: null,
    type: 'page',
    language,
    slug: seed.slug[language],
    translation: {
      language: other(language),
      slug: seed.slug[other(language)],
      parentSlug: parentSlug(seed.parent, other(language)),
    },
    title,
    headerTitle: seed.headerTitle[language],
    excerpt: seed.excerpt[language],
    content: seed.content[language],
    image: { src: `/images/seed/${seed.image}`, alt: seed.imageAlt[language] },
    ...editorialFlags(seed.flags),
    seo: { title: seed.template === 'home' ? `FEI – ${title}` : `${title} | FEI`, description: seed.excerpt[language] },
    updatedAt: `${toIsoDate(addDays(today, -((seed.n * 11) % 90) - 1))}T09:00:00Z`,
    template: seed.template,
    parentSlug: parentSlug(seed.parent, language),
    sections: seed.sections(language),
    subnav: seed.subnav ? seed.subnav(language) : null,
    children: all
      .filter((candidate) => candidate.parent === seed.n && PAGE_SLUGS[candidate.n])
      .map((child) => ({ slug: child.slug[language], title: child.title[language] })),
  };
}
