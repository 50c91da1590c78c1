import { data, redirect } from 'react-router';
import * as z from 'zod/mini';
import { browserConnection, createLimiter, MAX_PARALLEL_PREFETCH, prefetchAllowed } from './prefetch-policy';
import { newBuildAvailable } from './build-watch';
import { languageOfPath } from '../../shared/i18n/languages';
import { loadMessages } from '../app/messages';

/** What `{route}/_payload.json` answers: the loader data of every matched route, or what went wrong. */
const PayloadSchema = z.object({
  loaderData: z.optional(z.record(z.string(), z.unknown())),
  error: z.optional(z.object({ status: z.number(), statusText: z.string() })),
  redirect: z.optional(z.object({ location: z.string(), external: z.boolean() })),
});
type Payload = z.infer<typeof PayloadSchema>;

const PREFETCH_TTL_MS = 30_000;
const prefetched = new Map<string, { at: number; payload: Promise<Payload> }>();
const limit = createLimiter(MAX_PARALLEL_PREFETCH);

/** The payload address of a page URL: `/kurs/x?y=1` -> `/kurs/x/_payload.json?y=1`. */
export function payloadUrl(pageUrl: URL): string {
  const path = pageUrl.pathname === '/' ? '' : pageUrl.pathname;
  return `${path}/_payload.json${pageUrl.search}`;
}

async function fetchPayload(url: string, signal?: AbortSignal): Promise<Payload> {
  const response = await fetch(url, { signal: signal ?? null, headers: { Accept: 'application/json' } });
  return parsePayload(await response.json().catch(() => null), response.status);
}

/** A payload answer read at the edge: anything not of its shape is an error, with the answer's status when that is one (else 500). */
export function parsePayload(body: unknown, status: number): Payload {
  const parsed = PayloadSchema.safeParse(body);
  return parsed.success ? parsed.data : { error: { status: status >= 400 ? status : 500, statusText: 'Invalid page data' } };
}

/** Preloads a page's data in the background, unless the connection asks us to save data. */
export function prefetchPage(pageUrl: URL): void {
  if (!prefetchAllowed(browserConnection())) return;
  const url = payloadUrl(pageUrl);
  const cached = prefetched.get(url);
  if (cached && Date.now() - cached.at < PREFETCH_TTL_MS) return;
  const payload = limit(() => fetchPayload(url));
  payload.catch(() => prefetched.delete(url));
  prefetched.set(url, { at: Date.now(), payload });
}

/**
 * The browser's loader for every route: one payload per navigation, shared by the matched routes.
 * A new build makes the navigation a full page load, so the visitor gets the new code.
 */
export async function loadRouteData(id: string, request: Request): Promise<unknown> {
  const pageUrl = new URL(request.url);
  if (newBuildAvailable()) {
    window.location.assign(pageUrl.href);
    return new Promise(() => {});
  }
  const url = payloadUrl(pageUrl);
  const cached = prefetched.get(url);
  const fresh = cached && Date.now() - cached.at < PREFETCH_TTL_MS;
  // A page in the other language needs that language's texts too; both downloads run at once.
  const [payload] = await Promise.all([
    fresh ? cached.payload : fetchPayload(url, request.signal),
    loadMessages(languageOfPath(pageUrl.pathname)),
  ]);
  // Loaders of one navigation share the fetch; a later navigation fetches anew.
  prefetched.set(url, { at: fresh ? cached.at : Date.now() - PREFETCH_TTL_MS + 1_000, payload: Promise.resolve(payload) });
  if (payload.redirect) {
    if (payload.redirect.external) {
      window.location.assign(payload.redirect.location);
      return new Promise(() => {});
    }
    throw redirect(payload.redirect.location);
  }
  if (payload.error) throw data(null, { status: payload.error.status, statusText: payload.error.statusText });
  if (!payload.loaderData || !(id in payload.loaderData)) {
    throw data(null, { status: 500, statusText: 'Missing page data' });
  }
  return payload.loaderData[id];
}
