// A stand-in for the production GraphQL CMS: a Hono app, handed to the remote content adapter as
// its fetch, that serves the repo's SDL from the seed catalogue held in memory. Tests switch it
// to failing modes (GraphQL errors, non-OK statuses, invalid JSON) and read what it received.
import { businessDay } from '../../../shared/calendar/business-day';
import { buildSchema, graphql } from 'graphql';
import { Hono } from 'hono';
import { buildArticleSearchRecord, buildSearchRecord, toIsoDate, type ContentNode } from '../../../shared/content';
import sdl from '../../../worker/embedded/content/schema.graphql';
import { buildCatalogue, type Catalogue } from '../../../worker/embedded/content/seed';

export type FakeMode =
  | 'ok'
  | 'graphql-error'
  | 'error-without-message'
  | 'status-502'
  | 'status-500-with-errors'
  | 'invalid-json'
  | 'network-down';

export interface ReceivedRequest {
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: { query?: string; variables?: Record<string, unknown>; operationName?: string };
}

const schema = buildSchema(sdl);
const typename = (node: ContentNode) => ({ page: 'Page', course: 'Course', programme: 'Programme', inspiration: 'Inspiration' })[node.type];

function rootValue(catalogue: Catalogue, staff: boolean) {
  const nodes: ContentNode[] = [...catalogue.pages, ...catalogue.courses, ...catalogue.programmes, ...catalogue.articles];
  const visible = (node: ContentNode | undefined) => (node && (node.published || staff) ? { ...node, __typename: typename(node) } : null);
  const find = (type: string, args: Record<string, unknown>) =>
    visible(nodes.find((node) => node.type === type && node.slug === args['slug'] && node.language === args['language']));
  return {
    home: (args: { language: string }) => visible(catalogue.pages.find((page) => page.template === 'home' && page.language === args.language)),
    page: (args: { slug: string; language: string; parentSlug?: string | null }) =>
      visible(
        catalogue.pages.find(
          (page) => page.slug === args.slug && page.language === args.language && page.parentSlug === (args.parentSlug ?? null),
        ),
      ),
    course: (args: Record<string, unknown>) => find('course', args),
    programme: (args: Record<string, unknown>) => find('programme', args),
    inspiration: (args: Record<string, unknown>) => find('inspiration', args),
    inspirations: (args: { language: string; first?: number }) =>
      catalogue.articles.filter((a) => a.language === args.language && (a.published || staff)).slice(0, args.first ?? 12),
    preview: (args: { postId: number }) => visible(nodes.find((node) => node.id === args.postId)),
    event: (args: { type: string; id: number; language?: string }) => {
      for (const item of [...catalogue.courses, ...catalogue.programmes]) {
        if (item.language !== (args.language ?? 'sv') || !(item.published || staff)) continue;
        const event = item.events.find((candidate) => candidate.id === args.id && candidate.type === args.type);
        if (event) return event;
      }
      return null;
    },
    languages: () => catalogue.languages,
    mainMenuByLanguage: (args: { language: 'sv' | 'en' }) => ({ mainMenuItems: catalogue.menus[args.language] }),
    searchOptionsByLanguage: (args: { language: 'sv' | 'en' }) => catalogue.searchOptions[args.language],
    sitemapEntries: (args: { language: string }) =>
      nodes
        .filter((node) => node.language === args.language && node.published)
        .map((node) => ({
          type: node.type,
          language: node.language,
          slug: node.slug,
          parentSlug: node.type === 'page' ? node.parentSlug : null,
          isHome: node.type === 'page' && node.template === 'home',
          title: node.title,
          updatedAt: node.updatedAt,
          translation: node.translation,
        })),
    searchRecords: (args: { language: string }) => [
      ...[...catalogue.courses, ...catalogue.programmes]
        .filter((item) => item.language === args.language && item.published)
        .map((item) => buildSearchRecord(item, catalogue.today)),
      ...catalogue.articles.filter((article) => article.language === args.language && article.published).map(buildArticleSearchRecord),
    ],
    muxColor: (args: { playbackId: string }) => {
      const color = catalogue.muxColors[args.playbackId];
      return color ? { color } : null;
    },
  };
}

/** The fake CMS. `edit` changes the catalogue it serves (e.g. to put hostile HTML in a course). */
export function createFakeGraphqlServer(options: { token?: string; edit?: (catalogue: Catalogue) => void } = {}) {
  const catalogue = buildCatalogue(businessDay(Date.now()));
  options.edit?.(catalogue);
  const state = { mode: 'ok' as FakeMode, requests: [] as ReceivedRequest[] };
  const app = new Hono();
  app.all('/graphql', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as ReceivedRequest['body'];
    state.requests.push({
      method: c.req.method,
      authorization: c.req.header('authorization') ?? null,
      contentType: c.req.header('content-type') ?? null,
      body,
    });
    switch (state.mode) {
      case 'graphql-error':
        return c.json({ data: null, errors: [{ message: 'Internal server error in resolver' }, { message: 'second' }] });
      case 'error-without-message':
        return c.json({ errors: [{}] }, 200);
      case 'status-502':
        return c.text('Bad gateway', 502);
      case 'status-500-with-errors':
        return c.json({ errors: [{ message: 'Database unavailable' }] }, 500);
      case 'invalid-json':
        return c.body('{"data": {', 200, { 'content-type': 'application/json' });
      case 'network-down':
        throw new TypeError('fetch failed');
      default: {
        const staff = !!options.token && c.req.header('authorization') === `Bearer ${options.token}`;
        const result = await graphql({
          schema,
          source: body.query ?? '',
          variableValues: body.variables ?? {},
          operationName: body.operationName ?? null,
          rootValue: rootValue(catalogue, staff),
        });
        return c.json(result);
      }
    }
  });
  app.onError((error) => {
    throw error;
  });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => app.fetch(new Request(input, init))) as typeof globalThis.fetch;
  return {
    url: 'https://cms.test/graphql',
    fetch,
    catalogue,
    today: toIsoDate(businessDay(Date.now())),
    get requests() {
      return state.requests;
    },
    setMode(mode: FakeMode) {
      state.mode = mode;
    },
  };
}
