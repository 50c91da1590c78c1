import { describe, expect, test } from 'vitest';
import { createGraphqlContent } from '../../worker/adapters/content/graphql-content';
import { uncachedQuery } from '../../worker/adapters/content/content-cache';
import { remoteContentRequester } from '../../worker/adapters/content/remote';
import { ContentServiceError } from '../../worker/ports/content';
import { createFakeGraphqlServer } from './fakes/graphql-server';

function remote(options: { token?: string | null; staff?: boolean } = {}) {
  const server = createFakeGraphqlServer({ token: 'staff-token' });
  const run = remoteContentRequester({ url: server.url, token: options.token ?? null, fetch: server.fetch });
  return { server, content: createGraphqlContent(uncachedQuery(run), { staff: options.staff ?? false }) };
}

const published = (server: ReturnType<typeof createFakeGraphqlServer>) =>
  server.catalogue.courses.find((course) => course.published && course.language === 'sv')!;

describe('the production content adapter against a fake GraphQL CMS', () => {
  test('it POSTs the query, its variables and the operation name as JSON', async () => {
    const { server, content } = remote();
    const course = published(server);
    const answer = await content.course(course.slug, 'sv');
    expect(answer?.title).toBe(course.title);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.contentType).toContain('application/json');
    expect(request?.body.operationName).toBe('Course');
    expect(request?.body.variables).toEqual({ slug: course.slug, language: 'sv' });
    expect(request?.body.query).toContain('query Course(');
    expect(request?.authorization).toBeNull();
  });

  test('menus, search options, records, sitemap entries and colours parse with the shared schemas', async () => {
    const { content } = remote();
    const menu = await content.menu('en');
    expect(menu.languages.map((language) => language.code)).toEqual(['sv', 'en']);
    expect(menu.mainMenuByLanguage?.mainMenuItems.length).toBeGreaterThan(0);
    const options = await content.searchOptions('sv');
    expect(options.searchOptionsByLanguage?.locations.nodes.map((node) => node.name)).toEqual([
      'Stockholm',
      'Göteborg',
      'Malmö',
      'Alicante',
      'Distans',
    ]);
    expect((await content.searchRecords('sv')).length).toBeGreaterThan(40);
    expect((await content.sitemapEntries('en')).some((entry) => entry.isHome)).toBe(true);
    expect(await content.muxColor('unknownplaybackid')).toBeNull();
  });

  test('site links a CMS sends with trailing slashes reach the pages without them', async () => {
    const { server, content } = remote();
    const [first] = server.catalogue.menus.sv.flatMap((item) => item.items);
    expect(first).toBeDefined();
    const original = first!.primaryLink;
    const path = original.url.split(/[?#]/)[0]!;
    first!.primaryLink = { ...original, url: `${path}/?ref=menu/#top` };
    try {
      const menu = await content.menu('sv');
      const links = menu.mainMenuByLanguage?.mainMenuItems.flatMap((item) => item.items.map((sub) => sub.primaryLink.url));
      expect(links).toContain(`${path}?ref=menu/#top`);
      expect(links?.some((url) => /^\/[^?#]*\/([?#]|$)/.test(url))).toBe(false);
    } finally {
      first!.primaryLink = original;
    }
  });

  test('an unknown slug is null, not an error', async () => {
    const { content } = remote();
    expect(await content.course('finns-inte', 'sv')).toBeNull();
    expect(await content.page('finns-inte', 'sv')).toBeNull();
  });

  test('the staff token goes in the authorization header and unlocks unpublished items', async () => {
    const { server, content } = remote({ token: 'staff-token', staff: true });
    const hidden = server.catalogue.courses.find((course) => !course.published)!;
    expect((await content.preview(hidden.id))?.title).toBe(hidden.title);
    expect(server.requests[0]?.authorization).toBe('Bearer staff-token');
  });

  test('unpublished items a CMS sends anyway never leave the adapter without staff status', async () => {
    // The token is valid for the fake, but the request is not a staff request in the worker.
    const { server, content } = remote({ token: 'staff-token', staff: false });
    const hidden = server.catalogue.courses.find((course) => !course.published)!;
    expect(await content.preview(hidden.id)).toBeNull();
    expect(await content.course(hidden.slug, hidden.language)).toBeNull();
  });

  test('a GraphQL error raises the message of the first error', async () => {
    const { server, content } = remote();
    server.setMode('graphql-error');
    await expect(content.menu('sv')).rejects.toThrow('Internal server error in resolver');
  });

  test('an error without a message raises "GraphQL Error (Code: {status})"', async () => {
    const { server, content } = remote();
    server.setMode('error-without-message');
    await expect(content.menu('sv')).rejects.toThrow('GraphQL Error (Code: 200)');
  });

  test('a non-OK status raises "GraphQL Error (Code: {status})"', async () => {
    const { server, content } = remote();
    server.setMode('status-502');
    const error = await content.menu('sv').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ContentServiceError);
    expect((error as ContentServiceError).message).toBe('GraphQL Error (Code: 502)');
    expect((error as ContentServiceError).status).toBe(502);
  });

  test('a non-OK status with GraphQL errors raises the first error message', async () => {
    const { server, content } = remote();
    server.setMode('status-500-with-errors');
    await expect(content.menu('sv')).rejects.toThrow('Database unavailable');
  });

  test('invalid JSON raises a content service error', async () => {
    const { server, content } = remote();
    server.setMode('invalid-json');
    await expect(content.menu('sv')).rejects.toBeInstanceOf(ContentServiceError);
  });

  test('a network failure raises a content service error', async () => {
    const { server, content } = remote();
    server.setMode('network-down');
    await expect(content.searchOptions('sv')).rejects.toBeInstanceOf(ContentServiceError);
  });

  test('an answer that does not match the schemas is refused', async () => {
    const run = remoteContentRequester({
      url: 'https://cms.test/graphql',
      token: null,
      fetch: async () => Response.json({ data: { muxColor: { color: 'red' } } }),
    });
    const content = createGraphqlContent(uncachedQuery(run), { staff: false });
    await expect(content.muxColor('Zq8vR3mT2pLw9sKd4NfYb7Gh1Jc5Xu6A')).rejects.toThrow(/Invalid answer from the content service \(MuxColor\)/);
  });
});
