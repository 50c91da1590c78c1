import { describe, expect, it } from 'vitest';
import { CourseSchema, InspirationSchema, ProgrammeSchema, type ContentNode } from '../../../../shared/content';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import { buildSeed } from './build-seed';
import { buildCatalogue, type Catalogue } from './catalogue';
import { itemNumber, postId } from './ids';

const today = { year: 2026, month: 11, day: 27 };
const single = buildCatalogue(today);
const triple = buildCatalogue(today, 3);

const scaledItems = (catalogue: Catalogue): ContentNode[] => [...catalogue.courses, ...catalogue.programmes, ...catalogue.articles];
const duplicates = (values: readonly (string | number)[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('DEMO_SCALE: a scaled demo catalogue', () => {
  it('scale 1 is the seed itself, value for value', () => {
    expect(buildCatalogue(today, 1)).toEqual(single);
    expect(buildSeed(Date.UTC(2026, 10, 27), 1)).toEqual(buildSeed(Date.UTC(2026, 10, 27)));
  });

  it('scale 3 has three times the courses, programmes, articles and events, and the same pages, menus and options', () => {
    expect(triple.courses).toHaveLength(3 * single.courses.length);
    expect(triple.programmes).toHaveLength(3 * single.programmes.length);
    expect(triple.articles).toHaveLength(3 * single.articles.length);
    expect(triple.events).toHaveLength(3 * single.events.length);
    expect(triple.pages).toEqual(single.pages);
    expect(triple.menus).toEqual(single.menus);
    expect(triple.searchOptions).toEqual(single.searchOptions);
    // The seed comes first, unchanged: the ids and slugs carts and links already hold stay valid.
    expect(triple.courses.slice(0, single.courses.length)).toEqual(single.courses);
    expect(triple.articles.slice(0, single.articles.length)).toEqual(single.articles);
  });

  it('gives every item of scale 3 its own id, and its own slug within its type, in both languages', () => {
    const items = scaledItems(triple);
    expect(duplicates([...items, ...triple.pages].map((item) => item.id))).toEqual([]);
    expect(duplicates(triple.events.map((event) => event.id))).toEqual([]);
    for (const language of LANGUAGES) {
      for (const type of ['course', 'programme', 'inspiration'] as const) {
        const own = items.filter((item) => item.language === language && item.type === type);
        expect(own.length).toBe((3 * single[type === 'course' ? 'courses' : type === 'programme' ? 'programmes' : 'articles'].length) / 2);
        expect(duplicates(own.map((item) => item.slug))).toEqual([]);
        expect(duplicates(own.map((item) => item.title))).toEqual([]);
      }
    }
  });

  it('keeps every copy whole: the same shapes, translations that exist, bundles and links to the same copy', () => {
    const items = scaledItems(triple);
    for (const course of triple.courses) expect(CourseSchema.parse(course)).toEqual(course);
    for (const programme of triple.programmes) expect(ProgrammeSchema.parse(programme)).toEqual(programme);
    for (const article of triple.articles) expect(InspirationSchema.parse(article)).toEqual(article);
    const key = (item: { type: string; language: string; slug: string }) => `${item.type}:${item.language}:${item.slug}`;
    const known = new Set(items.map(key));
    const courseIds = new Set(triple.courses.map((course) => course.id));
    for (const item of items) {
      expect(known.has(key({ type: item.type, language: item.translation!.language, slug: item.translation!.slug }))).toBe(true);
      // The id leads back to the item's number: the translation key groups a copy's two languages.
      expect(postId(item.type, itemNumber(item.type, item.id), item.language)).toBe(item.id);
    }
    for (const programme of triple.programmes) {
      const copy = Math.floor(programme.id / 100_000);
      for (const course of programme.courses) {
        expect(courseIds.has(course.id)).toBe(true);
        expect(Math.floor(course.id / 100_000)).toBe(copy);
      }
      for (const event of programme.events) expect(event.postId).toBe(programme.id);
    }
    for (const article of triple.articles) {
      for (const id of article.relatedItemIds) {
        expect(courseIds.has(id)).toBe(true);
        expect(Math.floor(id / 100_000)).toBe(Math.floor(article.id / 100_000));
      }
    }
  });

  it('is the same catalogue every time for the same scale and day', () => {
    expect(buildCatalogue(today, 3)).toEqual(triple);
  });
});
