import type { CategoryId } from '../../../../shared/schemas/category-id';
import type { IconName } from '../../../../shared/content/icon-name';
import type { PageSection, Subnav } from '../../../../shared/content/page';
import type { Language } from '../../../../shared/i18n/languages';
import type { Location } from '../../../../shared/content/location';
import type { KNOWN_CONSTRAINTS } from '../../../../shared/schemas/checkout-constraint';

/** The title of a checkout constraint the site knows. */
export type ConstraintTitle = (typeof KNOWN_CONSTRAINTS)[keyof typeof KNOWN_CONSTRAINTS];

/** Seed texts come in pairs that translate each other. */
export interface Bilingual<T = string> {
  sv: T;
  en: T;
}

export type TopicKey = 'leadership' | 'project' | 'hr' | 'finance' | 'communication' | 'law' | 'it' | 'sustainability';

export type FormKey = 'classroom' | 'online' | 'blended';

export type LevelKey = 'intro' | 'advanced' | 'expert';

/** How long an event runs; it decides the pace text and the event length. */
export type Schedule = { kind: 'days'; days: number } | { kind: 'weeks'; weeks: number } | { kind: 'months'; months: number };

/** Visibility and media switches of a seed item; all off when absent. */
export interface SeedFlags {
  isNew?: boolean;
  /** Kept out of search results and listings (show_in_search false). */
  hidden?: boolean;
  /** Only visible in preview with a staff token (published false). */
  unpublished?: boolean;
  /** A made-up playback id, one of those in mux-colors.ts (the embedded video service plays them). */
  mux?: string;
}

/**
 * What one planned event of an item sets for its own booking (most set nothing): the places it
 * can be taken at, listed under the first, and the titles of its checkout constraints.
 */
export interface EventRuleSeed {
  /** The event's index in the item's plan (0 is the first event). */
  index: number;
  places?: readonly [Location, ...Location[]];
  constraints?: readonly ConstraintTitle[];
}

/**
 * One course as a compact row. `n` is its stable number: post ids (1000 + n, 1500 + n) and
 * event ids (10000 + 10 n + i) derive from it, so carts keep working across reseeds.
 */
export interface CourseSeed {
  n: number;
  topic: TopicKey;
  category: CategoryId;
  form: FormKey;
  level: LevelKey;
  schedule: Schedule;
  /** Price per participant excluding VAT, in the category's currency. */
  price: number;
  slug: Bilingual;
  title: Bilingual;
  excerpt: Bilingual;
  highlights: Bilingual<string[]>;
  /** An extra hand-written paragraph for the page body. */
  intro?: Bilingual;
  flags?: SeedFlags;
  eventRules?: readonly EventRuleSeed[];
}

/** A programme: a bundle of courses of the same category, booked at a package price. */
export interface ProgrammeSeed {
  n: number;
  topic: TopicKey;
  category: CategoryId;
  form: FormKey;
  schedule: Schedule;
  /** Course numbers, in the order they are taken. */
  courses: number[];
  slug: Bilingual;
  title: Bilingual;
  excerpt: Bilingual;
  highlights: Bilingual<string[]>;
  intro: Bilingual;
  flags?: SeedFlags;
  eventRules?: readonly EventRuleSeed[];
}

/** An inspiration article; `publishedDaysAgo` keeps its date relative to today. */
export interface InspirationSeed {
  n: number;
  topic: TopicKey | null;
  image: string;
  author: { name: string; role: Bilingual };
  readingMinutes: number;
  publishedDaysAgo: number;
  /** Course numbers the article recommends. */
  relatedCourses: number[];
  slug: Bilingual;
  title: Bilingual;
  excerpt: Bilingual;
  /** Paragraphs of the body; an entry starting with '## ' is a subheading. */
  body: Bilingual<string[]>;
  flags?: SeedFlags;
}

/** A topic: a subject area with its icon and its illustration. */
export interface TopicSeed {
  key: TopicKey;
  name: Bilingual;
  icon: IconName;
  image: string;
  alt: Bilingual;
}

/** A generic page; sections and subnav are built per language because they link to other items. */
export interface PageSeed {
  n: number;
  template: 'home' | 'default';
  /** Number of the parent page, for a child page. */
  parent: number | null;
  image: string;
  slug: Bilingual;
  title: Bilingual;
  headerTitle: Bilingual;
  excerpt: Bilingual;
  imageAlt: Bilingual;
  /** The page body (HTML) shown above its sections. */
  content: Bilingual;
  sections: (language: Language) => PageSection[];
  subnav: ((language: Language) => Subnav) | null;
  flags?: SeedFlags;
}
