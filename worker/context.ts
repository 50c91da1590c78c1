import { createAttachments } from './adapters/attachments';
import { createBackend, type BackendFactoryOptions } from './adapters/backend';
import { createContent } from './adapters/content';
import { createOrderCredentials } from './adapters/order-credentials';
import { createSearchPort } from './adapters/search';
import { withBreaker, withTimeout } from './adapters/search/resilience';
import type { SearchLimit } from '../shared/search/search-limit';
import type { CircuitBreaker } from '../shared/resilience/circuit-breaker';
import { createSigning, type SigningFactoryOptions } from './adapters/signing';
import type { BuildInfo } from './build-info';
import { LiveSeatsMemo, type PageSeats } from './live-seats-memo';
import type { Config } from './config';
import type { ContentVersion } from './content-version';
import type { AttachmentsPort } from './ports/attachments';
import type { BackendPort } from './ports/backend';
import type { ContentPort } from './ports/content';
import type { OrderCredentialsPort } from './ports/order-credentials';
import type { SearchPort } from './ports/search';
import type { SigningPort } from './ports/signing';
import { visitorContentToken } from './content-token';
import { rateLimited, requestClientKey, siteLimited, withinLimit, withinSiteLimit } from './rate-limits';
import { readPreviewState, type PreviewState } from './preview/preview-state';
import { requestUrl } from './request-url';
import type { RequestHealth } from './request-health';
import { createRequestCeilings, type RequestCeilings } from './ceilings/request-ceilings';
import { RequestTrace } from './request-log';
import { describeThrownFailure } from '../shared/resilience/service-failure';

/**
 * Everything a loader or API handler needs for one request, built in one place (the
 * request-context middleware, on `c.var.context`): configuration, the worker's bindings and the
 * adapter the configuration chooses for each outside service.
 */
export interface RequestContext {
  readonly config: Config;
  readonly env: Env;
  readonly build: BuildInfo;
  /** Cancels outside calls when the visitor goes away. */
  readonly signal: AbortSignal | undefined;
  /**
   * Preview mode of the request and whether it carries a valid staff token, read once: the preview
   * middleware, the content adapter and the page cache all take this answer.
   */
  readonly preview: Promise<PreviewState>;
  /**
   * The visitor's content token (cookie `gql:default`), validated; sent to the content service.
   * A request that carries one gets nothing from, and leaves nothing in, any shared cache.
   */
  readonly visitorToken: string | null;
  /** The content service (cached; uncached in preview or with a visitor token). */
  readonly content: ContentPort;
  /** The catalogue index: hosted, or the embedded engine over the content's search records. */
  readonly search: SearchPort;
  /** The booking back end: embedded in D1, or the proxy to `BACKEND_URL`. */
  readonly backend: BackendPort;
  /**
   * The back end's seats of events, for pages: an answer is reused by every request of the app
   * (the isolate's) for `LIVE_SEATS_REUSE_MS` (worker/live-seats-memo.ts), so a page rendered for
   * each unique address does not ask the back end each time. The cart's calls use `backend`,
   * always live; a commit tells it the seats of its events changed.
   */
  readonly pageSeats: PageSeats;
  /** E-signing: Scrive, or the embedded signing page over the booking back end. */
  readonly signing: SigningPort;
  /** The application flow's attachments, in R2. */
  readonly attachments: AttachmentsPort;
  /** Who holds each committed order (its token), in the worker's D1. */
  readonly orderCredentials: OrderCredentialsPort;
  /**
   * Whether this request's page may run its search, counted against the client's page-search
   * limit on first call (one count per request, however many loaders ask).
   */
  pageSearchAllowed(): Promise<boolean>;
  /**
   * Which limit refused the page's search once `pageSearchAllowed` said no (the client's a
   * minute, or the site's searches of the day): the page answers 429, uncached. Null before.
   */
  readonly pageSearchLimited: SearchLimit | null;
  /**
   * Counts one lookup by a slug or id that no cache answers, of `upstream`, against the client's
   * `lookup` limit, then against the ceiling of all clients' lookups of that upstream a minute
   * (`lookupMisses` in SITE_LIMITS); over either, throws 429 `rate_limited` (pages answer 429 with
   * Retry-After, uncached).
   */
  beforeLookup(upstream: LookupUpstream): Promise<void>;
  /** The outside services that failed during this request: an answer built on a failure is never cached. */
  readonly health: RequestHealth;
  /** The daily ceilings: what a client and all clients may store, how often a costly call may run; their clock (`now`) is also the uploads'. */
  readonly ceilings: RequestCeilings;
  /** The request's id and what its log line says (worker/request-log.ts); the page cache sets its outcome here. */
  readonly trace: RequestTrace;
}

/** What a lookup by slug or id reaches when no cache answers it: the content service, the booking back end, the attachment store. */
export type LookupUpstream = 'content' | 'backend' | 'attachments';

/** How adapters reach what they talk to, for tests that point them at a local stand-in. */
export interface AdapterOptions {
  backend?: BackendFactoryOptions;
  signing?: SigningFactoryOptions;
  /** A search service in place of the configured one, behind the same time-out and circuit breaker. */
  search?: { port: SearchPort; breaker: CircuitBreaker; timeoutMs?: number };
  /** The clock of the daily ceilings' counts and of attachments (uploads, their lifetime); tests pass one in. */
  now?: () => number;
}

/** A value made on first use, then kept. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

/**
 * Builds the context of one request. Services are made on first use: a page answered from the
 * page cache, a redirect or a static answer pays for nothing it does not call.
 */
export function createRequestContext(
  config: Config,
  env: Env,
  build: BuildInfo,
  request: Request,
  cookie: (name: string) => string | undefined,
  adapters: AdapterOptions = {},
  /** Told when a content answer changed, so that no page rendered before is served again. */
  contentVersion?: ContentVersion,
  trace: RequestTrace = new RequestTrace(crypto.randomUUID(), Date.now()),
  /** The pages' seats kept between requests (the app's); by default this request's own. */
  liveSeats: LiveSeatsMemo = new LiveSeatsMemo(),
): RequestContext {
  const signal = request.signal;
  const preview = once(() => readPreviewState({ url: requestUrl(request), cookie }, config.PREVIEW_SECRET));
  const visitorToken = visitorContentToken(request);
  const health = trace.health;
  // Each upstream's ceiling is its own: the one the configuration points at (a CMS, a back end).
  const upstreams: Record<LookupUpstream, string> = {
    content: `content:${config.CONTENT_GRAPHQL_URL ?? 'embedded'}`,
    backend: `backend:${config.BACKEND_URL ?? 'embedded'}`,
    attachments: 'attachments',
  };
  const beforeLookup = async (upstream: LookupUpstream) => {
    const production = config.ENVIRONMENT === 'production';
    // A request the per-client limit does not count (no client address outside production: a test
    // calling the worker directly) is not counted against all clients' ceiling either.
    if (requestClientKey(request, production) === null) return;
    if (!(await withinLimit('lookup', env, request, production))) throw rateLimited('lookup');
    if (!(await withinSiteLimit('lookupMisses', env, upstreams[upstream]))) throw siteLimited('lookupMisses');
  };
  const onContentChange = contentVersion ? () => contentVersion.changed(new URL(config.PUBLIC_SITE_URL).origin) : undefined;
  const content = once(() =>
    createContent({
      config,
      env,
      preview: preview(),
      visitorToken,
      signal,
      onFailure: (error) => health.fail('content', describeThrownFailure(error)),
      requestId: trace.requestId,
      beforeLookup: () => beforeLookup('content'),
      onChange: onContentChange,
    }),
  );
  const search = once(() => {
    const given = adapters.search;
    if (given) return withBreaker(withTimeout(given.port, given.timeoutMs), given.breaker);
    return createSearchPort(config, content());
  });
  const backend = once(() => createBackend(config, env, adapters.backend));
  const pageSeats = liveSeats.of(upstreams.backend, backend);
  const signing = once(() => createSigning(config, env, backend(), adapters.signing));
  const now = adapters.now ?? Date.now;
  const ceilings = createRequestCeilings(config, env.DB, request, now);
  const attachments = once(() => createAttachments(env, { lifetimeDays: config.ATTACHMENT_LIFETIME_DAYS, ceilings: ceilings.storage, now }));
  const orderCredentials = once(() => createOrderCredentials(env));
  let pageSearchLimited: SearchLimit | null = null;
  const pageSearch = once(async () => {
    // The client's own page-search budget first, then the day's ceiling of all searches.
    if (!(await withinLimit('searchPage', env, request, config.ENVIRONMENT === 'production'))) pageSearchLimited = 'client';
    else if (!(await ceilings.withinCall('search'))) pageSearchLimited = 'day';
    return pageSearchLimited === null;
  });
  return {
    config,
    env,
    build,
    signal,
    visitorToken,
    health,
    ceilings,
    trace,
    get preview() {
      return preview();
    },
    get content() {
      return content();
    },
    get search() {
      return search();
    },
    get backend() {
      return backend();
    },
    pageSeats,
    get signing() {
      return signing();
    },
    get attachments() {
      return attachments();
    },
    get orderCredentials() {
      return orderCredentials();
    },
    pageSearchAllowed: pageSearch,
    beforeLookup,
    get pageSearchLimited() {
      return pageSearchLimited;
    },
  };
}
