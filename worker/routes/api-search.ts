import { CACHE_CONTROL } from '../cache-control';
import { Hono } from 'hono';
import { z } from 'zod';
import { LANGUAGES } from '../../shared/i18n/languages';
import { parseExplorerQuery, rawQueryOf } from '../../shared/search/explorer-query';
import { departmentSchema } from '../../shared/search/search-record';
import { ALL_ROWS, DEFAULT_ROWS, MAX_HITS_PER_PAGE, type SearchState } from '../../shared/search/search-state';
import type { AppEnv } from '../app-env';
import { failureStatus } from '../../shared/resilience/service-failure';
import { ApiError } from '../http-error';
import { searchFailureKind, type SearchFailureCode } from '../ports/search';
import { runExplorerSearch } from '../loaders/search';

const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,7}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const DIGITS_LIST = /^\d{1,12}(,\d{1,12})*$/;

/**
 * The parameters of `GET /api/search` beyond the explorer's own filters, checked strictly: a
 * junk value is a 400, not a silently different search. The filters themselves (`department`,
 * `category`, `form`, `location`, `dates`, `q`, `tab`) are read by the shared explorer codec.
 */
const apiSearchParamsSchema = z.object({
  language: z.enum(LANGUAGES).default('sv'),
  page: integer(0, 999).default(0),
  rows: integer(-1, MAX_HITS_PER_PAGE)
    .refine((rows) => rows !== 0, 'must be -1 or at least 1')
    .default(DEFAULT_ROWS),
  hitsPerPage: integer(1, MAX_HITS_PER_PAGE).optional(),
  /** The listing's width in CSS pixels, for the columns of the hits-per-page rule. */
  width: integer(0, 100_000).optional(),
  itemIds: z
    .string()
    .regex(DIGITS_LIST, 'must be a comma-separated list of ids')
    .transform((list) => list.split(',').map(Number))
    .pipe(z.array(z.number().int().positive()).max(MAX_HITS_PER_PAGE))
    .optional(),
  department: z.union([departmentSchema, z.literal('')]).optional(),
  tab: z.enum(['all', 'course', 'programme']).optional(),
  dates: z
    .string()
    .regex(/^\d{1,12},\d{1,12}$/, 'must be two Unix times: from,to')
    .optional(),
  q: z.string().max(200).optional(),
  /** `true` for the site search (the search page, the header's results), which finds articles too. */
  site: z.enum(['true', 'false']).optional(),
});

const SINGLE = ['language', 'page', 'rows', 'hitsPerPage', 'width', 'itemIds', 'department', 'tab', 'dates', 'q', 'site'] as const;

/** The search state and viewport of a request's query, or an ApiError 400 naming what is wrong. */
export function parseApiSearchQuery(params: URLSearchParams) {
  const single: Record<string, string> = {};
  for (const key of SINGLE) {
    const values = params.getAll(key);
    if (values.length > 1) throw new ApiError(400, 'invalid_query', `${key} may be given once`);
    if (values.length === 1) single[key] = values[0]!;
  }
  const parsed = apiSearchParamsSchema.safeParse(single);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ApiError(400, 'invalid_query', `${issue.path.join('.')}: ${issue.message}`);
  }
  const { state: explorer, tab } = parseExplorerQuery(rawQueryOf(params));
  if (single.dates !== undefined && explorer.dates === null) throw new ApiError(400, 'invalid_query', 'dates: from after to');
  const { language, page, rows, hitsPerPage, width, itemIds, site } = parsed.data;
  const state: SearchState = {
    ...explorer,
    page,
    rows: rows === ALL_ROWS ? ALL_ROWS : rows,
    hitsPerPage: hitsPerPage ?? null,
    itemIds: itemIds ?? [],
    ...(site === 'true' ? { siteSearch: true } : {}),
  };
  return { language, state, tab, viewport: width ?? null, preview: params.get('preview') === 'true' };
}

/** The API error of a failed search: 502 a bad answer, 504 a time-out, 503 with `Retry-After` while the service is known to be down. */
export function searchFailureError(failure: { code: SearchFailureCode; retryAfterSeconds?: number }): ApiError {
  const kind = searchFailureKind(failure.code);
  const { status, statusMessage } = failureStatus(kind);
  const error = new ApiError(status, statusMessage, 'Search is unavailable right now');
  if (kind === 'circuit_open') error.retryAfterSeconds = failure.retryAfterSeconds ?? 1;
  return error;
}

/**
 * `GET /api/search?…`: the explorer's search for the browser, `{ hits, nbHits, nbPages, page,
 * hitsPerPage, facets, options }` with `disabled` on options without hits, and `otherLanguage`
 * (`{ language, nbHits }`) when a site search found nothing and the other language has hits. Shared caches may keep
 * it briefly (the index changes once a day), except in preview.
 */
export function searchApiRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', async (c) => {
    const { language, state, viewport } = parseApiSearchQuery(new URL(c.req.url).searchParams);
    const { result, options, failure, otherLanguage } = await runExplorerSearch(c.var.context, language, state, viewport);
    // A failed search is an error in the status language (502, 504, or 503 with Retry-After), never
    // an empty result, and is never kept by a shared cache.
    if (failure) throw searchFailureError(failure);
    // Only staff preview (a valid staff token) is kept out of shared caches; `?preview=true` alone is
    // public; an answer built on a failed content service (no filter options) is kept by no cache.
    const staff = (await c.var.context.preview).staff;
    c.header('Cache-Control', staff || c.var.context.health.degraded ? CACHE_CONTROL.private : CACHE_CONTROL.publicSearch);
    return c.json({ ...result, options, ...(otherLanguage ? { otherLanguage } : {}) });
  });
  return app;
}
