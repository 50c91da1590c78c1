import { describe, expect, it } from 'vitest';
import {
  addDays,
  ContentEventSchema,
  CourseSchema,
  InspirationSchema,
  LOCATIONS,
  MenuResponseSchema,
  MuxColorResponseSchema,
  PageSchema,
  ProgrammeSchema,
  SearchOptionsResponseSchema,
  toIsoDate,
  weekday,
  parseIsoDate,
  type ContentNode,
} from '../../../../shared/content';
import { CATEGORY_IDS } from '../../../../shared/schemas/category-id';
import { buildCatalogue } from './catalogue';
import { CATEGORY_PRICING } from './event-plan';

const today = { year: 2025, month: 11, day: 14 };
const catalogue = buildCatalogue(today);
const items: ContentNode[] = [...catalogue.pages, ...catalogue.courses, ...catalogue.programmes, ...catalogue.articles];
const byLanguage = (language: 'sv' | 'en') => items.filter((item) => item.language === language);

describe('the seed catalogue', () => {
  it('holds at least 40 courses, 12 programmes, 12 articles and 6 generic pages in each language', () => {
    for (const language of ['sv', 'en'] as const) {
      const of = (type: ContentNode['type']) => byLanguage(language).filter((item) => item.type === type);
      expect(of('course').length).toBeGreaterThanOrEqual(40);
      expect(of('programme').length).toBeGreaterThanOrEqual(12);
      expect(of('inspiration').length).toBeGreaterThanOrEqual(12);
      expect(catalogue.pages.filter((page) => page.language === language && page.template === 'default').length).toBeGreaterThanOrEqual(6);
      expect(catalogue.pages.filter((page) => page.language === language && page.template === 'home')).toHaveLength(1);
    }
  });

  it('validates every item against the shared content schemas', () => {
    for (const page of catalogue.pages) expect(PageSchema.parse(page)).toEqual(page);
    for (const course of catalogue.courses) expect(CourseSchema.parse(course)).toEqual(course);
    for (const programme of catalogue.programmes) expect(ProgrammeSchema.parse(programme)).toEqual(programme);
    for (const article of catalogue.articles) expect(InspirationSchema.parse(article)).toEqual(article);
  });

  it('validates the menus, search options and video colours as the API answers them', () => {
    for (const language of ['sv', 'en'] as const) {
      MenuResponseSchema.parse({ languages: catalogue.languages, mainMenuByLanguage: { mainMenuItems: catalogue.menus[language] } });
      SearchOptionsResponseSchema.parse({ searchOptionsByLanguage: catalogue.searchOptions[language] });
    }
    for (const color of Object.values(catalogue.muxColors)) MuxColorResponseSchema.parse({ color });
  });

  it('pairs every Swedish item with an English translation and back', () => {
    for (const item of items) {
      expect(item.translation).not.toBeNull();
      const other = items.find(
        (candidate) =>
          candidate.type === item.type && candidate.language === item.translation?.language && candidate.slug === item.translation?.slug,
      );
      expect(other, `${item.language} ${item.slug}`).toBeDefined();
      expect(other?.translation).toMatchObject({ language: item.language, slug: item.slug });
      expect(other?.language).not.toBe(item.language);
      expect(other?.published).toBe(item.published);
    }
    expect(byLanguage('sv')).toHaveLength(byLanguage('en').length);
  });

  it('writes the two languages as translations, not copies', () => {
    const sv = new Map(byLanguage('sv').map((item) => [item.id, item]));
    for (const item of byLanguage('en')) {
      const swedish = sv.get(item.id - 500);
      expect(swedish, item.slug).toBeDefined();
      if (item.excerpt) expect(item.excerpt).not.toBe(swedish?.excerpt);
    }
    expect(JSON.stringify(catalogue)).not.toMatch(/lorem|ipsum|TODO/i);
  });

  it('gives unique lower-case slugs per language', () => {
    for (const language of ['sv', 'en'] as const) {
      const slugs = byLanguage(language).map((item) => `${item.type === 'page' ? (item.parentSlug ?? '') : ''}/${item.slug}`);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const item of byLanguage(language)) expect(item.slug).toMatch(/^[a-z0-9-]+$/);
    }
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has new, hidden and unpublished items of several kinds', () => {
    expect(items.filter((item) => !item.published).map((item) => item.type)).toEqual(
      expect.arrayContaining(['course', 'programme', 'inspiration']),
    );
    expect(items.filter((item) => !item.showInSearch).map((item) => item.type)).toEqual(expect.arrayContaining(['course', 'programme']));
    expect(items.filter((item) => item.isNew).length).toBeGreaterThanOrEqual(6);
  });

  it('gives about six items a video with a background colour', () => {
    const videos = new Set(items.flatMap((item) => (item.muxPlaybackId ? [item.muxPlaybackId] : [])));
    expect(videos.size).toBeGreaterThanOrEqual(6);
    for (const id of videos) expect(catalogue.muxColors[id]).toBeDefined();
  });

  it('plans every event within the coming twelve months, starting on a weekday', () => {
    const first = toIsoDate(addDays(today, 1));
    const last = toIsoDate(addDays(today, 365));
    for (const event of catalogue.events) {
      expect(event.startDate >= first, event.startDate).toBe(true);
      expect(event.endDate <= last, event.endDate).toBe(true);
      const start = parseIsoDate(event.startDate);
      expect(start && weekday(start) >= 1 && weekday(start) <= 5).toBe(true);
    }
  });

  it('uses every location and every category, in the currency of the category', () => {
    expect(new Set(catalogue.events.map((event) => event.location))).toEqual(new Set(LOCATIONS));
    expect(new Set(catalogue.events.map((event) => event.category))).toEqual(new Set(CATEGORY_IDS));
    for (const event of catalogue.events) {
      expect(event.prices[0]?.currency).toBe(CATEGORY_PRICING[event.category].currency);
      if (event.category === 'business-school') expect(['Alicante', 'Distans']).toContain(event.location);
    }
    expect(catalogue.events.some((event) => event.cancelled)).toBe(true);
    expect(catalogue.events.some((event) => event.seats === 0)).toBe(true);
  });

  it('has published, bookable dates that are company-only, that require personal id numbers and that name their own places', () => {
    const published = new Set(
      catalogue.courses.filter((course) => course.published).flatMap((course) => course.events.map((event) => event.id)),
    );
    const open = catalogue.events.filter((event) => published.has(event.id) && !event.cancelled && event.seats > 0);
    const titled = (title: string) => open.filter((event) => event.checkoutConstraints.some((constraint) => constraint.title === title));
    // In the business school, whose own rules ask neither, so the date's constraint is what asks.
    for (const title of ['company-only', 'personal-id-required']) {
      expect(titled(title).filter((event) => event.category === 'business-school').length, title).toBeGreaterThan(0);
    }
    expect(open.some((event) => event.locationOptions.length > 1)).toBe(true);
  });

  it('lists most events at their one place, an online one at the distance location only', () => {
    const single = catalogue.events.filter((event) => event.locationOptions.length === 1);
    expect(single.length).toBeGreaterThan(catalogue.events.length * 0.9);
    for (const event of catalogue.events) expect(event.locationOptions).toContain(event.location);
    for (const event of catalogue.events.filter((candidate) => candidate.location === 'Distans'))
      expect(event.locationOptions).toEqual(['Distans']);
  });

  it('reads events through each language with that version’s post id and pace', () => {
    for (const course of [...catalogue.courses, ...catalogue.programmes]) {
      expect(course.events.length).toBeGreaterThanOrEqual(2);
      for (const event of course.events) {
        ContentEventSchema.parse(event);
        expect(event.postId).toBe(course.id);
        expect(event.documentId).toBe(course.documentId);
        expect(event.category).toBe(course.category);
      }
    }
    const sv = catalogue.courses.find((course) => course.slug === 'ledarskap-for-nya-chefer');
    const en = catalogue.courses.find((course) => course.slug === 'leadership-for-new-managers');
    expect(sv?.events[0]?.pace).toBe('3 dagar, heltid');
    expect(en?.events[0]?.pace).toBe('3 days, full time');
    expect(sv?.events.map((event) => event.id)).toEqual(en?.events.map((event) => event.id));
  });

  it('bundles courses of the programme’s own category at a package price below the sum', () => {
    for (const programme of catalogue.programmes) {
      expect(programme.courses.length).toBeGreaterThanOrEqual(3);
      let sum = 0;
      for (const included of programme.courses) {
        const course = catalogue.courses.find((candidate) => candidate.id === included.id);
        expect(course?.category).toBe(programme.category);
        expect(course?.slug).toBe(included.slug);
        sum += course?.events[0]?.prices[0]?.amount ?? 0;
      }
      expect(programme.events[0]?.prices[0]?.amount).toBeLessThan(sum);
    }
  });

  it('is the same for the same day and moves with today', () => {
    expect(buildCatalogue(today)).toEqual(catalogue);
    const later = buildCatalogue(addDays(today, 100));
    expect(later.events[0]?.startDate).not.toBe(catalogue.events[0]?.startDate);
    expect(later.courses.map((course) => course.slug)).toEqual(catalogue.courses.map((course) => course.slug));
  });

  it('lists the search option locations in the fixed order and every topic with an icon', () => {
    for (const language of ['sv', 'en'] as const) {
      const options = catalogue.searchOptions[language];
      expect(options.locations.nodes.map((node) => node.name)).toEqual(['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans']);
      const topics = new Set(catalogue.courses.filter((course) => course.language === language).map((course) => course.topic));
      expect(new Set(options.categories.nodes.map((node) => node.name))).toEqual(topics);
      for (const node of options.categories.nodes) expect(node.iconFields.icon).not.toBeNull();
      const forms = new Set(catalogue.courses.filter((course) => course.language === language).map((course) => course.educationalForm));
      expect(new Set(options.educationalForms.nodes.map((node) => node.name))).toEqual(forms);
    }
  });
});

describe('event lengths', () => {
  it('ends events counted in weeks or months on a Friday', () => {
    for (const event of catalogue.events) {
      if (event.pace.en.includes('week') || event.pace.en.includes('month')) {
        const end = parseIsoDate(event.endDate);
        expect(end && weekday(end), `${event.id} ${event.endDate}`).toBe(5);
      }
    }
  });
});
