import { REQUEST_ID_PATTERN } from '../shared/errors/api-error';
import { languageOfPath } from '../shared/i18n/languages';
import { routeOfPath } from '../shared/routing/paths';
import { RequestHealth, type ServiceFailureEntry } from './request-health';

/**
 * The log of the worker: one JSON line per request (`event: 'request'`) and one per notable event
 * (a service failure served from a copy, a render error), each with the request's id, so a log
 * pipeline can count them and a visitor's "Error reference" finds the request. What a line says
 * is listed in README.md ("Operate"). No line holds a raw path, a query string, a body, a cookie
 * or an IP address: paths carry order, share and cart ids, queries what a visitor typed, bodies
 * personal data.
 */

/** The response header, the API error's `requestId` and the error page's reference all carry the same id. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The header Cloudflare sets on every request it forwards (its ray id), taken as the request's id when present. */
const RAY_HEADER = 'cf-ray';

/**
 * The request's id: Cloudflare's ray id when the request carries a valid one (the same id is in
 * Cloudflare's own logs), else a new random one. A header that is not a plain id (too long,
 * other characters) is never echoed into a header, a page or a log line.
 */
export function requestIdOf(headers: Headers, newId: () => string = () => crypto.randomUUID()): string {
  const ray = headers.get(RAY_HEADER);
  return ray !== null && REQUEST_ID_PATTERN.test(ray) ? ray : newId();
}

/**
 * How the page caches answered a request: a fresh page kept by this isolate (`isolate-hit`) or
 * found in the location's shared cache, the Cache API (`shared-hit`), a kept page past its
 * freshness served while it is rendered again (`stale`), rendered because none was kept (`miss`),
 * rendered because the request may not share one (`bypass`: preview, a visitor's content
 * token); `none` for a request no page cache is asked for (the API, redirects, files).
 */
export type CacheOutcome = 'isolate-hit' | 'shared-hit' | 'stale' | 'miss' | 'bypass' | 'none';

/**
 * What one request leaves for its log line, made by the first middleware (middleware/request-log.ts)
 * and reached through `c.var.trace` and the request context: its id, when it started, how the page
 * cache answered and the services that failed.
 */
export class RequestTrace {
  cacheOutcome: CacheOutcome = 'none';
  readonly health = new RequestHealth();

  constructor(
    readonly requestId: string,
    readonly startedAt: number,
  ) {}
}

export type LogLevel = 'info' | 'warn' | 'error';

/** The request's line (README.md, "Operate"). */
export interface RequestLogRecord {
  level: LogLevel;
  event: 'request';
  requestId: string;
  method: string;
  /** The route's name or pattern, never the path: `page:course`, `page-data:search`, `/api/backend/cart/share/:id`. */
  route: string;
  status: number;
  durationMs: number;
  cache: CacheOutcome;
  /** The outside services that failed, how, and the status they answered (empty when none did). */
  services: readonly ServiceFailureEntry[];
}

/** The suffix of a page's data path (worker/routes/payload.ts). */
const PAGE_DATA_SUFFIX = '/_payload.json';

/**
 * The route a request is logged under: the pattern of the handler that answered it (Hono's; it
 * holds `:id` where the path holds the id), or, for the catch-all of the pages and their data (and
 * a middleware that answered before any route), the page route's name from the route table.
 */
export function routeLabel(pattern: string, pathname: string): string {
  if (pattern !== '*' && pattern !== '/*') return pattern;
  const pageData = pathname.endsWith(PAGE_DATA_SUFFIX);
  const pagePath = pageData ? pathname.slice(0, -PAGE_DATA_SUFFIX.length) || '/' : pathname;
  const name = routeOfPath(pagePath, languageOfPath(pagePath));
  if (name === null) return 'unmatched';
  return `${pageData ? 'page-data' : 'page'}:${name}`;
}

/**
 * The log record of a finished request. A 5xx is an error, an answer built on a failed service a
 * warning, anything else (a 404 too: the visitor's doing) information.
 */
export function requestLogRecord(request: Omit<RequestLogRecord, 'level' | 'event'>): RequestLogRecord {
  const level: LogLevel = request.status >= 500 ? 'error' : request.services.length > 0 ? 'warn' : 'info';
  return {
    level,
    event: 'request',
    requestId: request.requestId,
    method: request.method,
    route: request.route,
    status: request.status,
    durationMs: Math.max(0, Math.round(request.durationMs)),
    cache: request.cache,
    services: request.services,
  };
}

/** Writes the request's line. Always `console.log`: its `level` says how bad it is, and the log pipeline reads that. */
export function writeRequestLog(record: RequestLogRecord): void {
  console.log(JSON.stringify(record));
}

/** What an event line may carry besides its level, name and request: plain values only. */
export type EventFields = Readonly<Record<string, string | number | boolean | null>>;

/** The text of a thrown value for an event line: its name and message, no stack (the stack is added to `error` lines only). */
export function errorText(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/**
 * Writes one event line: `{ level, event, requestId, ...fields }` as JSON, to the console method
 * of its level (an `error` line is a genuine error, which tests that do not expect it fail on).
 * `requestId` is null for work outside a request (the hourly clean-up, a shared cache refresh).
 */
export function logEvent(level: LogLevel, event: string, requestId: string | null, fields: EventFields = {}): void {
  const line = JSON.stringify({ ...fields, level, event, requestId });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
