import type { StaticHandlerContext } from 'react-router';
import { ROUTES, type CachePolicy } from '../shared/routing/route-table';
import { routeHandleOf } from '../shared/routing/route-handle';
import { CACHE_CONTROL } from './cache-control';
import type { RequestContext } from './context';

const CACHE_CONTROL_OF: Record<CachePolicy, string> = {
  public: CACHE_CONTROL.publicPage,
  private: CACHE_CONTROL.private,
};

/** The name of the deepest matched route, the page itself. */
function leafRouteName(context: StaticHandlerContext): string | undefined {
  const leaf = context.matches[context.matches.length - 1];
  return routeHandleOf(leaf?.route.handle)?.name;
}

/** The cache policy of the deepest matched route; error pages are never shared-cached. */
export function cachePolicyOf(context: StaticHandlerContext): CachePolicy {
  if (context.errors) return 'private';
  const name = leafRouteName(context);
  return ROUTES.find((route) => route.name === name)?.cache ?? 'private';
}

/**
 * Whether a request may be answered from, and leave its page in, a cache shared with other
 * visitors (the isolate's and the location's): nothing fetched in preview or with the visitor's
 * own content token is.
 */
export async function mayShare(requestContext: RequestContext): Promise<boolean> {
  return requestContext.visitorToken === null && !(await requestContext.preview).active;
}

/** What a rendered page's answer is, for the caches: its status, policy and whether it was built on a failure. */
export interface RenderedAnswer {
  statusCode: number;
  policy: CachePolicy;
  /** Over the client's page-search limit: the page renders, answers 429 and no cache keeps it. */
  limited: boolean;
  /** Built on a failed service: shown to its visitor, kept by nobody. */
  degraded: boolean;
}

/** The `Cache-Control` of a rendered page. */
export function pageCacheControl({ policy, limited, degraded }: RenderedAnswer): string {
  if (limited) return CACHE_CONTROL.noStore;
  return degraded ? CACHE_CONTROL.private : CACHE_CONTROL_OF[policy];
}

/** Whether a rendered page may be kept for others: a public 200 built on no failure and not rate-limited. */
export function mayKeep({ statusCode, policy, limited, degraded }: RenderedAnswer): boolean {
  return statusCode === 200 && policy === 'public' && !limited && !degraded;
}
