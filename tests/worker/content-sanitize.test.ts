import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { pathFor } from '../../shared/routing/paths';
import { Document, createPageRenderer } from '../../web/entry-server';
import { createApp } from '../../worker/app';
import { buildInfo } from '../../worker/build-info';
import { parseConfig } from '../../worker/config';
import { sanitizeHtml } from '../../worker/loaders/sanitize-html';
import { createFakeGraphqlServer } from './fakes/graphql-server';

const HOSTILE =
  '<p>Intro</p><script>alert("xss-script")</script><img src="/x.png" onerror="alert(\'xss-onerror\')"><a href="javascript:alert(\'xss-link\')">länk</a>';

describe('sanitising CMS HTML', () => {
  test('scripts, event handlers and javascript: links are removed; ordinary markup stays', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).not.toMatch(/<script|xss-script|onerror|javascript:/i);
    expect(clean).toContain('<p>Intro</p>');
    expect(clean).toContain('<img src="/x.png">');
    expect(clean).toContain('länk</a>');
  });

  test('styles, iframes and inline SVG are dropped with their content', () => {
    const clean = sanitizeHtml(
      '<style>body{display:none}</style><iframe src="https://evil.example"></iframe><svg onload="alert(1)"><script>x</script></svg><h2 id="help">Hjälp</h2>',
    );
    expect(clean).toBe('<h2 id="help">Hjälp</h2>');
  });

  test('plain text passes through unchanged', () => {
    expect(sanitizeHtml('Inga taggar här')).toBe('Inga taggar här');
  });
});

describe('hostile HTML from the content service never reaches the page', () => {
  const fake = createFakeGraphqlServer({
    edit(catalogue) {
      for (const course of catalogue.courses) course.content = HOSTILE;
      for (const page of catalogue.pages) {
        page.content = HOSTILE;
        page.sections = page.sections.map((section) => (section.kind === 'text' ? { ...section, html: HOSTILE } : section));
      }
    },
  });
  const original = globalThis.fetch;
  const site = createApp({
    config: parseConfig({ CONTENT_GRAPHQL_URL: fake.url }),
    renderer: { ...createPageRenderer(), Document },
    build: buildInfo,
  });
  const get = (path: string) => site.fetch(new Request(`https://site.example${path}`, { headers: { Cookie: 'i18n_redirected=sv' } }), env);

  beforeAll(async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.startsWith(fake.url) ? fake.fetch(input, init) : original(input, init);
    });
    await get('/api/content/menu/sv');
  }, 60_000);

  test('a course page with a script tag and an onerror handler renders without them', async () => {
    const course = fake.catalogue.courses.find((item) => item.language === 'sv' && item.published)!;
    const response = await get(pathFor('course', 'sv', { slug: course.slug }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Intro');
    expect(html).not.toMatch(/xss-script|xss-onerror|xss-link|onerror=/);
  });

  test('text sections of a generic page are sanitised too', async () => {
    const page = fake.catalogue.pages.find(
      (item) =>
        item.language === 'sv' &&
        item.sections.some((section) => section.kind === 'text') &&
        item.parentSlug === null &&
        item.template === 'default',
    )!;
    const html = await (await get(pathFor('page', 'sv', { slug: page.slug }))).text();
    expect(html).toContain('Intro');
    expect(html).not.toMatch(/xss-script|xss-onerror|xss-link|onerror=/);
  });
});
