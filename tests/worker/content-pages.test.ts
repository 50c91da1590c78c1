import { beforeAll, describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { pageSlug } from '../../worker/embedded/content/seed/page-links';
import { PAGES_OF_EVERY_TYPE } from '../fixtures/page-types';
import { catalogue, get, headAttribute, sample } from './content-helpers';

const LANGUAGES = ['sv', 'en'] as const;
const sv = { headers: { Cookie: 'i18n_redirected=sv' } };

/** The loader data of a page route, through `{path}/_payload.json`. */
async function payload(path: string, route: string, language: 'sv' | 'en') {
  const response = await get(`${path === '/' ? '' : path}/_payload.json`, sv);
  const body = (await response.json()) as { loaderData?: Record<string, Record<string, unknown>> };
  return { status: response.status, data: body.loaderData?.[`${route}:${language}`] ?? {}, root: body.loaderData?.['root'] ?? {} };
}

beforeAll(async () => {
  await get('/', sv);
}, 60_000);

describe('every content page type renders in both languages', () => {
  for (const language of LANGUAGES) {
    const course = sample.course(language);
    const programme = sample.programme(language);
    const article = sample.article(language);
    const page = sample.page(language);
    const child = sample.childPage(language);
    const event = course.events.find((candidate) => candidate.startDate >= catalogue.today)!;
    const cases: [string, string][] = [
      ['home', pathFor('home', language)],
      ['page', pathFor('page', language, { slug: page.slug })],
      ['child page', pathFor('page', language, { slug: child.parentSlug!, child: child.slug })],
      ['course', pathFor('course', language, { slug: course.slug })],
      ['programme', pathFor('programme', language, { slug: programme.slug })],
      ['inspiration', pathFor('inspiration', language, { slug: article.slug })],
      ['schedule', pathFor('schedule', language, { eventType: 'course', eventId: String(event.id) })],
      ['sitemap', pathFor('sitemap', language)],
    ];
    for (const [name, path] of cases) {
      test(`${name} answers 200 at ${path} with a title, canonical link and hreflang alternates`, async () => {
        const response = await get(path, sv);
        expect(response.status).toBe(200);
        const html = await response.text();
        expect(html).toContain(`<html lang="${language}"`);
        expect(html).toMatch(/<title>[^<]+<\/title>/);
        expect(headAttribute(html, 'rel', 'canonical', 'href')).toBe(`http://localhost:8787${path}`);
        expect(headAttribute(html, 'hreflang', language, 'href')).toBe(`http://localhost:8787${path}`);
        expect(headAttribute(html, 'name', 'description', 'content')).toBeTruthy();
      });
    }
    const unknown: [string, string][] = [
      ['page', pathFor('page', language, { slug: 'finns-inte' })],
      ['child page', pathFor('page', language, { slug: page.slug, child: 'finns-inte' })],
      ['course', pathFor('course', language, { slug: 'finns-inte' })],
      ['programme', pathFor('programme', language, { slug: 'finns-inte' })],
      ['inspiration', pathFor('inspiration', language, { slug: 'finns-inte' })],
      ['schedule', pathFor('schedule', language, { eventType: 'course', eventId: '999999' })],
      ['schedule of the wrong kind', pathFor('schedule', language, { eventType: 'programme', eventId: String(event.id) })],
    ];
    for (const [name, path] of unknown) {
      test(`an unknown ${name} answers 404 'Page not found' at ${path}`, async () => {
        const response = await get(path, sv);
        expect(response.status).toBe(404);
        expect(await response.text()).toContain(`Page not found: ${path}`);
      });
    }
  }

  test('the course page carries its title, upcoming events and schema.org Course data', async () => {
    const course = sample.course('en');
    const path = pathFor('course', 'en', { slug: course.slug });
    const { data } = await payload(path, 'course', 'en');
    const meta = data['meta'] as { title: string; description: string; alternates: Record<string, string>; image: string };
    expect(meta.title).toBe(course.title);
    expect(meta.description).toBe(course.seo.description);
    expect(meta.alternates['sv']).toBe(`http://localhost:8787${pathFor('course', 'sv', { slug: course.translation!.slug })}`);
    expect(meta.image).toMatch(/^http:\/\/localhost:8787\/images\//);
    const loaded = data['course'] as { events: { startDate: string }[] };
    expect(loaded.events.length).toBeGreaterThan(0);
    expect(loaded.events.every((event) => event.startDate >= catalogue.today)).toBe(true);
    const structured = data['structuredData'] as { '@type': string; provider: object; hasCourseInstance: Record<string, unknown>[] };
    expect(structured['@type']).toBe('Course');
    expect(structured.provider).toMatchObject({ '@type': 'Organization' });
    const instance = structured.hasCourseInstance[0]!;
    expect(instance).toMatchObject({ '@type': 'CourseInstance', name: course.title });
    expect(instance['startDate']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(instance['offers']).toMatchObject({ '@type': 'Offer', priceCurrency: expect.stringMatching(/^(SEK|EUR|GBP)$/) });
  });

  test('a course page says on a date’s row what the date asks of the booking and lists a date’s own places', async () => {
    const NOTES = {
      sv: { 'personal-id-required': 'Det här tillfället kräver personnummer.', 'company-only': 'Bara företag kan boka det här tillfället.' },
      en: { 'personal-id-required': 'This date requires a personal ID number.', 'company-only': 'Only companies can book this date.' },
    } as const;
    const upcoming = (event: { startDate: string; cancelled: boolean }) => event.startDate >= catalogue.today && !event.cancelled;
    for (const language of LANGUAGES) {
      const courses = catalogue.courses.filter((course) => course.language === language && course.published);
      const ruled = courses.flatMap((course) =>
        course.events
          .filter((event) => upcoming(event) && (event.checkoutConstraints.length > 0 || event.locationOptions.length > 1))
          .map((event) => ({ course, event })),
      );
      expect(ruled.length).toBeGreaterThan(2);
      for (const { course, event } of ruled) {
        const html = await (await get(pathFor('course', language, { slug: course.slug }), sv)).text();
        // The event's row: from its element to the next row (or the end of the list).
        const start = html.indexOf(`data-event-id="${event.id}"`);
        expect(start).toBeGreaterThan(-1);
        const end = html.indexOf('data-testid="event-row"', start);
        const row = html.slice(start, end === -1 ? undefined : end);
        for (const constraint of event.checkoutConstraints) {
          expect(row).toContain(NOTES[language][constraint.title as keyof (typeof NOTES)['sv']]);
        }
        if (event.checkoutConstraints.length === 0) expect(row).not.toContain('constraint-notes');
        expect(row).toContain(event.locationOptions.join(', '));
      }
    }
  });

  test("the home page data has the page's blocks and cards for its listings", async () => {
    const { data, root } = await payload('/', 'home', 'sv');
    const listings = data['listings'] as { courses: unknown[]; programmes: unknown[]; inspiration: { content: string }[] };
    expect((data['page'] as { template: string }).template).toBe('home');
    // The head tags come from the page's meta: its SEO texts, excerpt and translation stay on the server.
    expect(Object.keys(data['page'] as object).sort()).toEqual(['headerTitle', 'sections', 'template']);
    expect(listings.courses.length).toBeGreaterThan(0);
    expect(listings.programmes.length).toBeGreaterThan(0);
    expect(listings.inspiration.length).toBeGreaterThan(0);
    expect((root['menu'] as { mainMenuByLanguage: { mainMenuItems: unknown[] } }).mainMenuByLanguage.mainMenuItems.length).toBeGreaterThan(0);
    expect(root['preview']).toEqual({ active: false, staff: false });
  });

  test('a generic page with children has them as full pages', async () => {
    const page = sample.page('sv');
    const { data } = await payload(pathFor('page', 'sv', { slug: page.slug }), 'page', 'sv');
    expect((data['children'] as { slug: string }[]).map((child) => child.slug)).toEqual(page.children.map((child) => child.slug));
  });

  test('the schedule page links its calendar file', async () => {
    const course = sample.course('sv');
    const event = course.events.find((candidate) => candidate.startDate >= catalogue.today)!;
    const path = pathFor('schedule', 'sv', { eventType: 'course', eventId: String(event.id) });
    const { data } = await payload(path, 'schedule', 'sv');
    expect(data['icsUrl']).toBe(`${path}/calendar.ics`);
    expect((data['event'] as { id: number }).id).toBe(event.id);
    expect((data['item'] as { slug: string }).slug).toBe(course.slug);
  });

  test('the sitemap page lists pages, courses, programmes and articles', async () => {
    const { data } = await payload('/en/sitemap', 'sitemap', 'en');
    const sections = data['sections'] as { title: string; entries: { url: string }[] }[];
    expect(sections.map((section) => section.title)).toEqual(['Pages', 'Courses', 'Programmes', 'Inspiration']);
    expect(sections[1]?.entries.some((entry) => entry.url.startsWith('/en/course/'))).toBe(true);
  });

  test('an unpublished course is a 404 outside preview', async () => {
    const hidden = sample.unpublishedCourse();
    expect((await get(pathFor('course', hidden.language, { slug: hidden.slug }), sv)).status).toBe(404);
  });
});

describe('the home route variant /{uri}', () => {
  test('a home section anchor that is no page answers 301 to the home page at that section', async () => {
    const response = await get('/about', sv);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/#about');
    const english = await get('/en/about', sv);
    expect(english.headers.get('Location')).toBe('/en#about');
  });

  test("the home page's own slug redirects to the home path", async () => {
    const response = await get('/hem', sv);
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/');
  });
});

describe('the help anchor that contact-us actions scroll to', () => {
  test("is the footer on most pages and the contact page's own section there, one element each time", async () => {
    const home = await (await get('/', sv)).text();
    expect(home.match(/\bid="help"/g)).toHaveLength(1);
    expect(home).toMatch(/<footer[^>]*\bid="help"/);
    const contact = await (await get(pathFor('page', 'sv', { slug: pageSlug(6).sv }), sv)).text();
    expect(contact.match(/\bid="help"/g)).toHaveLength(1);
    expect(contact).not.toMatch(/<footer[^>]*\bid="help"/);
  });
});

/** The text of an element's HTML, its tags taken out and its white space joined. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

// What a visitor without JavaScript sees is the server's HTML: each page type's body, its heading,
// and no placeholder where content should be. (Moved from tests/e2e/content.test.ts, which opened
// each in Chromium with JavaScript off; the same pages with JavaScript stay there.)
describe('every page type shows its content without JavaScript', () => {
  for (const { path, testId, h1 } of PAGES_OF_EVERY_TYPE) {
    test(`${path} shows its content without JavaScript`, async () => {
      const response = await get(path, sv);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-testid="${testId}"`);
      expect(textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '')).toBe(h1);
      const main = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '';
      expect(textOf(main).length).toBeGreaterThan(0);
      expect(textOf(main)).not.toMatch(/kommer snart|coming soon/i);
    });
  }
});
