import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRepoFile } from '../../../tests/support/node-files';

let schema: GraphQLSchema;

beforeAll(async () => {
  schema = buildSchema(await readRepoFile('worker/embedded/content/schema.graphql'));
});

const errorsOf = (query: string) => validate(schema, parse(query)).map((error) => error.message);

describe('the content GraphQL schema', () => {
  it('answers the menu call of the specification', () => {
    expect(
      errorsOf(`query Menu($language: LanguageCode!) {
        languages { code name locale }
        mainMenuByLanguage(language: $language) {
          mainMenuItems {
            title type icon link { url target title }
            items { title primaryLink { url target title } secondaryLinks { url target title } }
            hero { title description media { src alt } }
          }
        }
      }`),
    ).toEqual([]);
  });

  it('answers the search options call of the specification', () => {
    expect(
      errorsOf(`query SearchOptions($language: LanguageCode!) {
        searchOptionsByLanguage(language: $language) {
          locations { nodes { name } }
          categories { nodes { name iconFields { icon } } }
          educationalForms { nodes { name } }
        }
      }`),
    ).toEqual([]);
  });

  it('answers course, programme, page, article, event, preview, sitemap, search and colour queries', () => {
    expect(
      errorsOf(`query All($slug: String!, $language: LanguageCode!) {
        course(slug: $slug, language: $language) {
          id documentId title headerTitle excerpt content image { src alt } muxPlaybackId isNew showInSearch
          published category department topic educationalForm highlights seo { title description } updatedAt
          translation { language slug parentSlug }
          events { id type postId documentId category startDate endDate location pace seats prices { currency amount } vatPercentage cancelled }
        }
        programme(slug: $slug, language: $language) { id courses { id slug title } events { id prices { currency amount } } }
        page(slug: $slug, language: $language, parentSlug: "vanliga-fragor") {
          id template parentSlug children { slug title } subnav { type items { title href } }
          sections { kind title text html anchor layout source department itemIds link { title href } image { src alt } }
        }
        home(language: $language) { id title }
        inspiration(slug: $slug, language: $language) { id author { name role } readingMinutes publishedDate relatedItemIds topic }
        inspirations(language: $language, first: 3) { id slug }
        event(type: courseEvent, id: 10010) { id startDate }
        preview(postId: 1001) { id type title ... on Course { events { id } } ... on Page { template } }
        sitemapEntries(language: $language) { type language slug parentSlug isHome title updatedAt translation { language slug parentSlug } }
        searchRecords(language: $language) {
          objectID post_id language title department categories category form location location_text
          min_date max_date start_date show_in_search url mux_id header_title new pace content image { src alt }
        }
        muxColor(playbackId: "abc") { color }
      }`),
    ).toEqual([]);
  });

  it('refuses fields and languages it does not have', () => {
    expect(errorsOf('{ course(slug: "x", language: es) { id } }').length).toBeGreaterThan(0);
    expect(errorsOf('{ course(slug: "x", language: sv) { price } }').length).toBeGreaterThan(0);
  });
});
