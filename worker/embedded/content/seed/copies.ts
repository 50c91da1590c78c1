import { COPY_NUMBER_STEP } from './ids';
import type { Bilingual, CourseSeed, InspirationSeed, ProgrammeSeed } from './seed-types';

/** Copy `copy` (1 or more) of seed number `n`; copy 0 is the seed itself. */
export const copyNumber = (n: number, copy: number): number => copy * COPY_NUMBER_STEP + n;

// A copy's slug and title name its copy number ("-2", "(2)"), so every copy has its own page and is
// told apart in listings and search, in both languages.
const copySlug = (slug: Bilingual, copy: number): Bilingual => ({ sv: `${slug.sv}-${copy + 1}`, en: `${slug.en}-${copy + 1}` });
const copyTitle = (title: Bilingual, copy: number): Bilingual => ({ sv: `${title.sv} (${copy + 1})`, en: `${title.en} (${copy + 1})` });

/** A copy of a seed course: same shape, its own number, slug and title. */
export function copyCourse(seed: CourseSeed, copy: number): CourseSeed {
  if (copy === 0) return seed;
  return { ...seed, n: copyNumber(seed.n, copy), slug: copySlug(seed.slug, copy), title: copyTitle(seed.title, copy) };
}

/** A copy of a seed programme; it bundles the same copy of its courses. */
export function copyProgramme(seed: ProgrammeSeed, copy: number): ProgrammeSeed {
  if (copy === 0) return seed;
  return {
    ...seed,
    n: copyNumber(seed.n, copy),
    courses: seed.courses.map((n) => copyNumber(n, copy)),
    slug: copySlug(seed.slug, copy),
    title: copyTitle(seed.title, copy),
  };
}

/** A copy of a seed article; it recommends the same copy of its courses. */
export function copyArticle(seed: InspirationSeed, copy: number): InspirationSeed {
  if (copy === 0) return seed;
  return {
    ...seed,
    n: copyNumber(seed.n, copy),
    relatedCourses: seed.relatedCourses.map((n) => copyNumber(n, copy)),
    slug: copySlug(seed.slug, copy),
    title: copyTitle(seed.title, copy),
  };
}

/** `scale` copies of each seed, the seed itself first: the catalogue DEMO_SCALE asks for. */
export function scaled<T>(seeds: readonly T[], scale: number, copy: (seed: T, copy: number) => T): T[] {
  const copies: T[] = [];
  for (let k = 0; k < scale; k++) for (const seed of seeds) copies.push(copy(seed, k));
  return copies;
}
