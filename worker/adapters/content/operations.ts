// The GraphQL operations the site sends to the content service (schema:
// worker/embedded/content/schema.graphql). Each is named: the name is sent as `operationName`
// and is part of the cache key.

const NODE = `fragment NodeFields on ContentNode {
  id documentId type language slug translation { language slug parentSlug }
  title headerTitle excerpt content image { src alt } muxPlaybackId isNew showInSearch published
  seo { title description } updatedAt
}`;

const EVENT = `fragment EventFields on Event {
  id type postId documentId category startDate endDate location locationOptions checkoutConstraints { title } pace seats
  prices { currency amount } vatPercentage cancelled
}`;

const COURSE = `fragment CourseFields on Course {
  ...NodeFields category department topic educationalForm highlights events { ...EventFields }
}`;

const PROGRAMME = `fragment ProgrammeFields on Programme {
  ...NodeFields category department topic educationalForm highlights courses { id slug title }
  events { ...EventFields }
}`;

const INSPIRATION = `fragment InspirationFields on Inspiration {
  ...NodeFields topic author { name role } readingMinutes publishedDate relatedItemIds
}`;

const PAGE = `fragment PageFields on Page {
  ...NodeFields template parentSlug
  sections { kind title text html anchor layout source department itemIds link { title href } image { src alt } }
  subnav { type items { title href } }
  children { slug title }
}`;

const withFragments = (query: string, ...fragments: string[]) => [query, ...fragments].join('\n');

export const HOME_QUERY = withFragments(`query Home($language: LanguageCode!) { home(language: $language) { ...PageFields } }`, PAGE, NODE);

export const PAGE_QUERY = withFragments(
  `query Page($slug: String!, $language: LanguageCode!, $parentSlug: String) {
  page(slug: $slug, language: $language, parentSlug: $parentSlug) { ...PageFields }
}`,
  PAGE,
  NODE,
);

export const COURSE_QUERY = withFragments(
  `query Course($slug: String!, $language: LanguageCode!) { course(slug: $slug, language: $language) { ...CourseFields } }`,
  COURSE,
  NODE,
  EVENT,
);

export const PROGRAMME_QUERY = withFragments(
  `query Programme($slug: String!, $language: LanguageCode!) { programme(slug: $slug, language: $language) { ...ProgrammeFields } }`,
  PROGRAMME,
  NODE,
  EVENT,
);

export const INSPIRATION_QUERY = withFragments(
  `query Inspiration($slug: String!, $language: LanguageCode!) { inspiration(slug: $slug, language: $language) { ...InspirationFields } }`,
  INSPIRATION,
  NODE,
);

export const INSPIRATIONS_QUERY = withFragments(
  `query Inspirations($language: LanguageCode!, $first: Int) { inspirations(language: $language, first: $first) { ...InspirationFields } }`,
  INSPIRATION,
  NODE,
);

export const EVENT_QUERY = withFragments(
  `query Event($type: EventType!, $id: Int!, $language: LanguageCode) { event(type: $type, id: $id, language: $language) { ...EventFields } }`,
  EVENT,
);

// An article's `topic` is nullable where a course's is not, so GraphQL refuses to merge the two
// in one selection: the article's comes as `articleTopic` and is renamed when parsed.
export const PREVIEW_QUERY = withFragments(
  `query Preview($postId: Int!) {
  preview(postId: $postId) {
    __typename
    ... on Page { ...PageFields }
    ... on Course { ...CourseFields }
    ... on Programme { ...ProgrammeFields }
    ... on Inspiration {
      ...NodeFields articleTopic: topic author { name role } readingMinutes publishedDate relatedItemIds
    }
  }
}`,
  PAGE,
  COURSE,
  PROGRAMME,
  NODE,
  EVENT,
);

export const MENU_QUERY = `query Menu($language: LanguageCode!) {
  languages { code name locale }
  mainMenuByLanguage(language: $language) {
    mainMenuItems {
      title type icon link { url target title }
      items { title primaryLink { url target title } secondaryLinks { url target title } }
      hero { title description media { src alt } }
    }
  }
}`;

export const SEARCH_OPTIONS_QUERY = `query SearchOptions($language: LanguageCode!) {
  searchOptionsByLanguage(language: $language) {
    locations { nodes { name } }
    categories { nodes { name iconFields { icon } } }
    educationalForms { nodes { name } }
  }
}`;

export const SITEMAP_ENTRIES_QUERY = `query SitemapEntries($language: LanguageCode!) {
  sitemapEntries(language: $language) {
    type language slug parentSlug isHome title updatedAt translation { language slug parentSlug }
  }
}`;

export const SEARCH_RECORDS_QUERY = `query SearchRecords($language: LanguageCode!) {
  searchRecords(language: $language) {
    objectID post_id language title department categories category form location location_text
    min_date max_date start_date event_months show_in_search url mux_id header_title new pace content image { src alt }
  }
}`;

export const MUX_COLOR_QUERY = `query MuxColor($playbackId: String!) { muxColor(playbackId: $playbackId) { color } }`;
