// The one list of content cases, run against the embedded content service and against the
// production GraphQL adapter (tests/contract/content-adapters.test.ts). Answers are checked
// against the seed catalogue both serve. Not found is null; a failing service is a
// ContentServiceError (the worker answers it with a 5xx in the API error shape).
import { expect } from 'vitest';
import type { ContentEvent } from '../../shared/content/content-event';
import type { Language } from '../../shared/i18n/languages';
import { ContentServiceError, type ContentPort } from '../../worker/ports/content';
import { catalogue, sample } from '../worker/content-helpers';
import type { ContractCase } from './port-contract';
import { whileUpstream, type UpstreamSwitch } from './upstream-switch';

export interface ContentHarness {
  /** The port of a visitor's request, or of a preview request with a valid staff token. */
  content(access?: 'visitor' | 'staff'): ContentPort;
  /** For an adapter with an upstream: its switch, and the same adapter with a time-out of a few milliseconds. */
  upstream?: { control: UpstreamSwitch; impatient(): ContentPort };
}

const LANGUAGES: readonly Language[] = ['sv', 'en'];

const upstreamOf = (harness: ContentHarness) => {
  if (!harness.upstream) throw new Error('this case needs an adapter with an upstream');
  return harness.upstream;
};

/** Runs `work`, expecting a ContentServiceError; answers it. */
async function serviceError(work: () => Promise<unknown>): Promise<ContentServiceError> {
  const error = await work().then(
    (value) => new Error(`expected a ContentServiceError, got ${JSON.stringify(value)?.slice(0, 200)}`),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ContentServiceError)) throw error;
  return error;
}

const published = <T extends { language: string; published: boolean }>(items: readonly T[], language: Language) =>
  items.filter((item) => item.language === language && item.published);

export const CONTENT_CASES: readonly ContractCase<ContentHarness>[] = [
  {
    name: 'home: each language has its home page',
    async run({ content }) {
      for (const language of LANGUAGES) {
        expect(await content().home(language)).toMatchObject({ type: 'page', template: 'home', language });
      }
    },
  },
  {
    name: 'page: a page by its slug, a child page under its parent, and not the child without it',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const page = sample.page(language);
        const child = sample.childPage(language);
        expect(await content().page(page.slug, language)).toMatchObject({ id: page.id, title: page.title });
        expect(await content().page(child.slug, language, child.parentSlug)).toMatchObject({ id: child.id, parentSlug: child.parentSlug });
        expect(await content().page(child.slug, language)).toBeNull();
      }
    },
  },
  {
    name: 'course: a course by its slug, with all its events',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const course = sample.course(language);
        const answer = await content().course(course.slug, language);
        expect(answer).toMatchObject({ id: course.id, title: course.title, language });
        expect(answer?.events.map((event) => event.id)).toEqual(course.events.map((event) => event.id));
      }
    },
  },
  {
    name: 'course and event: each event with the places and checkout constraints it sets, an event that sets none at its one place',
    async run({ content }) {
      const ruled = new Set(
        catalogue.events.filter((event) => event.locationOptions.length > 1 || event.checkoutConstraints.length > 0).map((event) => event.id),
      );
      const rulesOf = (events: ReadonlyArray<ContentEvent>) =>
        events.map(({ id, location, locationOptions, checkoutConstraints }) => ({ id, location, locationOptions, checkoutConstraints }));
      for (const language of LANGUAGES) {
        const courses = published(catalogue.courses, language).filter((course) => course.events.some((event) => ruled.has(event.id)));
        expect(courses.length).toBeGreaterThan(0);
        for (const course of courses) {
          const answer = await content().course(course.slug, language);
          expect(rulesOf(answer?.events ?? [])).toEqual(rulesOf(course.events));
        }
        const event = courses[0]!.events.find((candidate) => ruled.has(candidate.id))!;
        expect(await content().event(event.type, event.id, language)).toMatchObject({
          locationOptions: event.locationOptions,
          checkoutConstraints: event.checkoutConstraints,
        });
      }
    },
  },
  {
    name: 'programme: a programme by its slug, with its courses and events',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const programme = sample.programme(language);
        const answer = await content().programme(programme.slug, language);
        expect(answer).toMatchObject({ id: programme.id, title: programme.title });
        expect(answer?.courses.map((course) => course.id)).toEqual(programme.courses.map((course) => course.id));
        expect(answer?.events.map((event) => event.id)).toEqual(programme.events.map((event) => event.id));
      }
    },
  },
  {
    name: 'inspiration: an article by its slug; inspirations: published articles, newest first, at most as many as asked',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const article = sample.article(language);
        expect(await content().inspiration(article.slug, language)).toMatchObject({ id: article.id, title: article.title });
        const newest = await content().inspirations(language, 3);
        expect(newest).toHaveLength(3);
        expect(newest.every((item) => item.published && item.language === language)).toBe(true);
        const dates = newest.map((item) => item.publishedDate);
        expect(dates).toEqual([...dates].sort().reverse());
      }
    },
  },
  {
    name: 'event: one event read through the language version of its course; the wrong type is not it',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const [event] = sample.course(language).events;
        expect(await content().event('courseEvent', event!.id, language)).toMatchObject({
          id: event!.id,
          type: 'courseEvent',
          startDate: event!.startDate,
        });
        expect(await content().event('programmeEvent', event!.id, language)).toBeNull();
      }
    },
  },
  {
    name: 'preview: any published item by its post id, of its own type',
    async run({ content }) {
      for (const item of [sample.page('sv'), sample.course('en'), sample.programme('sv'), sample.article('en')]) {
        expect(await content().preview(item.id)).toMatchObject({ id: item.id, type: item.type, slug: item.slug });
      }
    },
  },
  {
    name: 'what does not exist is null: unknown slugs, event ids, post ids and playback ids',
    async run({ content }) {
      const port = content();
      expect(await port.page('finns-inte', 'sv')).toBeNull();
      expect(await port.course('finns-inte', 'en')).toBeNull();
      expect(await port.programme('finns-inte', 'sv')).toBeNull();
      expect(await port.inspiration('finns-inte', 'en')).toBeNull();
      expect(await port.event('courseEvent', 987_654_321, 'sv')).toBeNull();
      expect(await port.preview(987_654_321)).toBeNull();
      expect(await port.muxColor('unknownplaybackid')).toBeNull();
    },
  },
  {
    name: 'unpublished items are null for a visitor, and there for staff in preview',
    async run({ content }) {
      const hidden = sample.unpublishedCourse();
      expect(await content('visitor').course(hidden.slug, hidden.language)).toBeNull();
      expect(await content('visitor').preview(hidden.id)).toBeNull();
      expect(await content('staff').course(hidden.slug, hidden.language)).toMatchObject({ id: hidden.id, published: false });
      expect(await content('staff').preview(hidden.id)).toMatchObject({ id: hidden.id, published: false });
    },
  },
  {
    name: 'menu: both languages and the main menu of the language',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const menu = await content().menu(language);
        expect(menu.languages.map((item) => item.code)).toEqual(['sv', 'en']);
        expect(menu.mainMenuByLanguage?.mainMenuItems.map((item) => item.title)).toEqual(catalogue.menus[language].map((item) => item.title));
      }
    },
  },
  {
    name: 'searchOptions: the locations in their fixed order, and the categories and forms of the language',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const options = (await content().searchOptions(language)).searchOptionsByLanguage;
        expect(options?.locations.nodes.map((node) => node.name)).toEqual(['Stockholm', 'Göteborg', 'Malmö', 'Alicante', 'Distans']);
        expect(options?.categories.nodes.map((node) => node.name)).toEqual(
          catalogue.searchOptions[language].categories.nodes.map((node) => node.name),
        );
        expect(options?.educationalForms.nodes.length).toBeGreaterThan(0);
      }
    },
  },
  {
    name: 'sitemapEntries: every published item of the language once, one of them the home page, nothing unpublished',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const entries = await content().sitemapEntries(language);
        const expected = [
          ...published(catalogue.pages, language),
          ...published(catalogue.courses, language),
          ...published(catalogue.programmes, language),
          ...published(catalogue.articles, language),
        ];
        expect(entries.map((entry) => `${entry.type}:${entry.slug}`).sort()).toEqual(
          expected.map((item) => `${item.type}:${item.slug}`).sort(),
        );
        expect(entries.filter((entry) => entry.isHome)).toHaveLength(1);
      }
    },
  },
  {
    name: 'searchRecords: one record per published course, programme and inspiration article of the language',
    async run({ content }) {
      for (const language of LANGUAGES) {
        const records = await content().searchRecords(language);
        const items = [...published(catalogue.courses, language), ...published(catalogue.programmes, language)];
        const articles = published(catalogue.articles, language);
        expect(records.map((record) => record.title).sort()).toEqual([...items, ...articles].map((item) => item.title).sort());
        expect(records.every((record) => record.language === language)).toBe(true);
        // Articles carry the department only the site search asks for, and no booking category.
        const articleRecords = records.filter((record) => record.department === 'article');
        expect(articleRecords.map((record) => record.title).sort()).toEqual(articles.map((article) => article.title).sort());
        expect(articleRecords.every((record) => record.category === null && record.min_date === null)).toBe(true);
      }
    },
  },
  {
    name: 'muxColor: the colour behind a known video',
    async run({ content }) {
      const [playbackId, color] = Object.entries(catalogue.muxColors)[0]!;
      expect(await content().muxColor(playbackId)).toEqual({ color });
    },
  },
  {
    name: 'a failing service is a ContentServiceError with its first error’s message and its status',
    needsUpstream: true,
    async run(harness) {
      const { control } = upstreamOf(harness);
      const error = await whileUpstream(control, 'failing', () => serviceError(() => harness.content().course(sample.course('sv').slug, 'sv')));
      expect({ message: error.message, status: error.status }).toEqual({ message: 'Database unavailable', status: 500 });
    },
  },
  {
    name: 'an answer that is not GraphQL, or no connection, is a ContentServiceError',
    needsUpstream: true,
    async run(harness) {
      const { control } = upstreamOf(harness);
      await whileUpstream(control, 'garbled', () => serviceError(() => harness.content().menu('sv')));
      await whileUpstream(control, 'unreachable', () => serviceError(() => harness.content().home('en')));
    },
  },
  {
    name: 'a service that does not answer in time is a ContentServiceError with status 504',
    needsUpstream: true,
    async run(harness) {
      const { control, impatient } = upstreamOf(harness);
      const error = await whileUpstream(control, 'stalled', () => serviceError(() => impatient().home('sv')));
      expect(error.status).toBe(504);
    },
  },
];
