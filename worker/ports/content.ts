import type { ServiceFailureKind } from '../../shared/resilience/service-failure';
import type {
  ContentEvent,
  ContentNode,
  Course,
  EventType,
  Inspiration,
  MenuResponse,
  MuxColorResponse,
  Page,
  Programme,
  SearchOptionsResponse,
  SearchRecord,
  SitemapEntry,
} from '../../shared/content';
import type { Language } from '../../shared/i18n/languages';

/**
 * The content service (docs/rules/embedded-services.md): pages, courses, programmes, articles, menus and
 * search options. One implementation (`adapters/content/graphql-content.ts`) speaks GraphQL to the
 * production CMS or, in-process, to the embedded service over D1; a KV cache with a
 * stale-if-error fallback sits in front unless the request is in preview.
 *
 * Every answer is validated with the zod schemas of `shared/content`. "Not found" (including
 * unpublished content for a request without a valid staff token) is `null`; a failing or
 * misbehaving service throws a `ContentServiceError` (the worker answers 5xx).
 */
export interface ContentPort {
  /** The home page of a language (the page with template `home`). */
  home(language: Language): Promise<Page | null>;

  /** A generic page at `/{slug}`, or with `parentSlug` the child page `/{parentSlug}/{slug}`. */
  page(slug: string, language: Language, parentSlug?: string | null): Promise<Page | null>;

  /** A course by its slug in a language, with all its events. */
  course(slug: string, language: Language): Promise<Course | null>;

  /** A programme by its slug in a language, with its courses and events. */
  programme(slug: string, language: Language): Promise<Programme | null>;

  /** An inspiration article by its slug in a language. */
  inspiration(slug: string, language: Language): Promise<Inspiration | null>;

  /** The articles of a language, newest first (at most `first`, default 12). */
  inspirations(language: Language, first?: number): Promise<Inspiration[]>;

  /** One event, read through the `language` version of its course or programme. */
  event(type: EventType, id: number, language: Language): Promise<ContentEvent | null>;

  /** Any item by post id (the CMS's preview links); unpublished ones only for staff in preview. */
  preview(postId: number): Promise<ContentNode | null>;

  /** The answer of `GET /api/content/menu/{language}`: languages and the main menu. */
  menu(language: Language): Promise<MenuResponse>;

  /** The answer of `GET /api/content/search-opts/{language}`: the explorer's filter options. */
  searchOptions(language: Language): Promise<SearchOptionsResponse>;

  /** Every published item of a language with its translation link, for sitemaps. */
  sitemapEntries(language: Language): Promise<SitemapEntry[]>;

  /** The search records of the published courses and programmes of a language (for both search adapters). */
  searchRecords(language: Language): Promise<SearchRecord[]>;

  /** The background colour behind a video, or null for an unknown playback id. */
  muxColor(playbackId: string): Promise<MuxColorResponse | null>;
}

/**
 * The content service failed: its first GraphQL error's message, else 'GraphQL Error (Code:
 * {status})', or an answer that does not match the schemas.
 */
export class ContentServiceError extends Error {
  override name = 'ContentServiceError';
  constructor(
    message: string,
    /** HTTP status of the service's answer, when there was one. */
    readonly status: number | null = null,
    /** Set when the service was not asked because its circuit breaker is open: seconds until the next probe. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  /** The failure in the status language: no answer in time (504), known to be down (503), else a bad answer (502). */
  get kind(): ServiceFailureKind {
    if (this.retryAfterSeconds !== undefined) return 'circuit_open';
    return this.status === 504 ? 'timeout' : 'bad_answer';
  }
}
