import { z } from 'zod';
import { buildSchema, execute, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { Language } from '../../../../shared/i18n/languages';
import sdl from '../schema.graphql';
import { ContentStore } from './content-store';
import { businessToday } from '../../../../shared/calendar/business-day';
import { ensureContentSeeded } from './ensure-content-seeded';

interface Context {
  store: ContentStore;
  today: string;
}

type Args = Record<string, unknown>;
const str = (args: Args, name: string) => String(args[name]);
const lang = (args: Args, name = 'language'): Language => (args[name] === 'en' ? 'en' : 'sv');

/** Query field resolvers (graphql's default resolver calls root functions with args and context). */
const rootValue = {
  home: (args: Args, { store }: Context) => store.item(`type = 'page' AND template = 'home' AND language = ?`, lang(args)),
  page: (args: Args, { store }: Context) =>
    store.item(
      `type = 'page' AND language = ? AND slug = ? AND parent_slug = ?`,
      lang(args),
      str(args, 'slug'),
      typeof args['parentSlug'] === 'string' ? args['parentSlug'] : '',
    ),
  course: (args: Args, { store }: Context) => store.item(`type = 'course' AND language = ? AND slug = ?`, lang(args), str(args, 'slug')),
  programme: (args: Args, { store }: Context) => store.item(`type = 'programme' AND language = ? AND slug = ?`, lang(args), str(args, 'slug')),
  inspiration: (args: Args, { store }: Context) =>
    store.item(`type = 'inspiration' AND language = ? AND slug = ?`, lang(args), str(args, 'slug')),
  inspirations: (args: Args, { store }: Context) => store.inspirations(lang(args), Number(args['first'] ?? 12)),
  preview: (args: Args, { store }: Context) => store.item('id = ?', Number(args['postId'])),
  event: (args: Args, { store }: Context) => store.event(str(args, 'type'), Number(args['id']), lang(args)),
  languages: (_args: Args, { store }: Context) => store.languages(),
  mainMenuByLanguage: (args: Args, { store }: Context) => store.menu(lang(args)),
  searchOptionsByLanguage: (args: Args, { store }: Context) => store.searchOptions(lang(args)),
  sitemapEntries: (args: Args, { store }: Context) => store.sitemapEntries(lang(args)),
  searchRecords: (args: Args, { store, today }: Context) => store.searchRecords(lang(args), today),
  muxColor: (args: Args, { store }: Context) => store.muxColor(str(args, 'playbackId')),
};

let schema: GraphQLSchema | null = null;
/** The schema, built from the SDL once per isolate. */
const graphqlSchema = (): GraphQLSchema => (schema ??= buildSchema(sdl));
const documents = new Map<string, DocumentNode | { errors: string[] }>();

/** Parses and validates a query once per isolate; the site sends a dozen distinct documents. */
function prepared(query: string): DocumentNode | { errors: string[] } {
  let document = documents.get(query);
  if (!document) {
    try {
      const parsed = parse(query);
      const errors = validate(graphqlSchema(), parsed);
      document = errors.length ? { errors: errors.map((error) => error.message) } : parsed;
    } catch (error) {
      document = { errors: [error instanceof Error ? error.message : String(error)] };
    }
    if (documents.size < 200) documents.set(query, document);
  }
  return document;
}

/** A GraphQL request over HTTP: its query, and variables and an operation name where it has them. */
const graphqlRequestSchema = z.object({
  query: z.string({ error: 'Missing query' }),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.unknown().optional(),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

export interface EmbeddedGraphqlOptions {
  db: D1Database;
  /** Decides whether the request's `Authorization: Bearer` token is a valid staff token. */
  isStaffToken: (token: string) => Promise<boolean>;
  now?: () => number;
  /** DEMO_SCALE: copies of the seed catalogue the tables are loaded with (1 by default). */
  scale?: number | undefined;
}

/**
 * The embedded content service as a `fetch` function: graphql-request hands it the same POST it
 * would send to the CMS, and it answers from D1 in-process, never over
 * the network (docs/rules/embedded-services.md). The tables are created and seeded on first use.
 */
export function embeddedGraphqlFetch({ db, isStaffToken, now = Date.now, scale = 1 }: EmbeddedGraphqlOptions): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    if (request.method !== 'POST') return json({ errors: [{ message: 'Use POST' }] }, 405);
    let raw: unknown;
    try {
      raw = await request.json();
    } catch {
      return json({ errors: [{ message: 'The body is not JSON' }] }, 400);
    }
    const read = graphqlRequestSchema.safeParse(raw);
    if (!read.success) return json({ errors: read.error.issues.map(({ message }) => ({ message })) }, 400);
    const body = read.data;
    const document = prepared(body.query);
    if ('errors' in document) return json({ errors: document.errors.map((message) => ({ message })) }, 400);
    const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    const staff = token ? await isStaffToken(token) : false;
    const nowMs = now();
    await ensureContentSeeded(db, nowMs, scale);
    const result = await execute({
      schema: graphqlSchema(),
      document,
      rootValue,
      contextValue: { store: new ContentStore(db, { staff }), today: businessToday(nowMs) } satisfies Context,
      variableValues: body.variables ?? {},
      operationName: typeof body.operationName === 'string' ? body.operationName : null,
    });
    return json(result);
  };
}
