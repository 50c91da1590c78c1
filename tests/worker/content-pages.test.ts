import { beforeAll, describe, expect, test } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
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
