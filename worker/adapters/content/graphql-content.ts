import { z } from 'zod';
import {
  ContentEventSchema,
  ContentNodeSchema,
  CourseSchema,
  InspirationSchema,
  MenuResponseSchema,
  MuxColorResponseSchema,
  PageSchema,
  ProgrammeSchema,
  SearchOptionsResponseSchema,
  SearchRecordSchema,
  SitemapEntrySchema,
} from '../../../shared/content';
import { ContentServiceError, type ContentPort } from '../../ports/content';
import type { ContentQuery } from './content-cache';
import type { GraphqlOperation } from './graphql-requester';
import * as Q from './operations';

/** Parses `data` with a schema; a mismatch is the service's fault, reported as such. */
function parser<S extends z.ZodType>(schema: S, operationName: string): (data: unknown) => z.infer<S> {
  return (data) => {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    throw new ContentServiceError(
      `Invalid answer from the content service (${operationName}): ${issue ? `${issue.path.join('.')} ${issue.message}` : 'no data'}`,
    );
  };
}

const field = <S extends z.ZodType>(name: string, schema: S) => z.object({ [name]: schema }).transform((data) => data[name] as z.infer<S>);

/** The preview answer with an article's `articleTopic` alias back under `topic` (see PREVIEW_QUERY). */
function renameArticleTopic(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('preview' in data)) return data;
  const node = data.preview;
  if (!node || typeof node !== 'object' || !('articleTopic' in node)) return data;
  const { articleTopic, ...rest } = node;
  return { preview: { ...rest, topic: articleTopic } };
}

// Every operation's parser, made once per isolate: building a zod object schema is costly, and the
// port is made again for every request.
const PARSE = {
  home: parser(field('home', PageSchema.nullable()), 'Home'),
  page: parser(field('page', PageSchema.nullable()), 'Page'),
  course: parser(field('course', CourseSchema.nullable()), 'Course'),
  programme: parser(field('programme', ProgrammeSchema.nullable()), 'Programme'),
  inspiration: parser(field('inspiration', InspirationSchema.nullable()), 'Inspiration'),
  inspirations: parser(field('inspirations', z.array(InspirationSchema)), 'Inspirations'),
  event: parser(field('event', ContentEventSchema.nullable()), 'Event'),
  preview: parser(field('preview', ContentNodeSchema.nullable()), 'Preview'),
  menu: parser(MenuResponseSchema, 'Menu'),
  searchOptions: parser(SearchOptionsResponseSchema, 'SearchOptions'),
  sitemapEntries: parser(field('sitemapEntries', z.array(SitemapEntrySchema)), 'SitemapEntries'),
  searchRecords: parser(field('searchRecords', z.array(SearchRecordSchema)), 'SearchRecords'),
  muxColor: parser(field('muxColor', MuxColorResponseSchema.nullable()), 'MuxColor'),
};

export interface GraphqlContentOptions {
  /** True only for a preview request with a valid staff token: it may see unpublished items. */
  staff: boolean;
}

/**
 * The content port over GraphQL, shared by the production and the embedded adapter; only the
 * transport (and the cache around it) differs. Unpublished items are dropped here as well as in
 * the service, so they never leave the worker without a staff token even if a CMS sends them.
 */
export function createGraphqlContent(query: ContentQuery, { staff }: GraphqlContentOptions): ContentPort {
  const visible = <T extends { published: boolean }>(item: T | null): T | null => (item && (item.published || staff) ? item : null);
  const op = (operationName: string, document: string, variables: Record<string, unknown>): GraphqlOperation => ({
    operationName,
    query: document,
    variables,
  });

  return {
    async home(language) {
      return visible(await query(op('Home', Q.HOME_QUERY, { language }), PARSE.home));
    },
    async page(slug, language, parentSlug = null) {
      const variables = { slug, language, parentSlug: parentSlug ?? null };
      return visible(await query(op('Page', Q.PAGE_QUERY, variables), PARSE.page));
    },
    async course(slug, language) {
      return visible(await query(op('Course', Q.COURSE_QUERY, { slug, language }), PARSE.course));
    },
    async programme(slug, language) {
      return visible(await query(op('Programme', Q.PROGRAMME_QUERY, { slug, language }), PARSE.programme));
    },
    async inspiration(slug, language) {
      return visible(await query(op('Inspiration', Q.INSPIRATION_QUERY, { slug, language }), PARSE.inspiration));
    },
    async inspirations(language, first = 12) {
      const articles = await query(op('Inspirations', Q.INSPIRATIONS_QUERY, { language, first }), PARSE.inspirations);
      // The cached list itself when nothing is hidden, so that callers can tell an unchanged answer by its identity.
      return articles.every((article) => article.published || staff) ? articles : articles.filter((article) => article.published || staff);
    },
    async event(type, id, language) {
      return query(op('Event', Q.EVENT_QUERY, { type, id, language }), PARSE.event);
    },
    async preview(postId) {
      return visible(await query(op('Preview', Q.PREVIEW_QUERY, { postId }), (data) => PARSE.preview(renameArticleTopic(data))));
    },
    async menu(language) {
      return query(op('Menu', Q.MENU_QUERY, { language }), PARSE.menu);
    },
    async searchOptions(language) {
      return query(op('SearchOptions', Q.SEARCH_OPTIONS_QUERY, { language }), PARSE.searchOptions);
    },
    async sitemapEntries(language) {
      return query(op('SitemapEntries', Q.SITEMAP_ENTRIES_QUERY, { language }), PARSE.sitemapEntries);
    },
    async searchRecords(language) {
      return query(op('SearchRecords', Q.SEARCH_RECORDS_QUERY, { language }), PARSE.searchRecords);
    },
    async muxColor(playbackId) {
      return query(op('MuxColor', Q.MUX_COLOR_QUERY, { playbackId }), PARSE.muxColor);
    },
  };
}
