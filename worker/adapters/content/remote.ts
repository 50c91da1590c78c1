import { ContentServiceError } from '../../ports/content';
import { graphqlClientRequester, type GraphqlRequester } from './graphql-requester';

/**
 * How long one operation may take before the CMS counts as failed. Then the last good copy is
 * served from the cache (stale-if-error), so a stalled CMS delays a page by this much at most
 * instead of holding it until the visitor gives up.
 */
export const CONTENT_TIMEOUT_MS = 5_000;

export interface RemoteContentOptions {
  /** CONTENT_GRAPHQL_URL */
  url: string;
  /** The staff token, forwarded in preview so the CMS returns unpublished content. */
  token: string | null;
  signal?: AbortSignal | undefined;
  /** The network by default; tests hand in a fake GraphQL server. */
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The production content service: the GraphQL CMS at CONTENT_GRAPHQL_URL, over the network. One
 * requester serves one visitor's request: once an operation has timed out, the next ones of the
 * same request fail at once (and are served from the cache), so a page that needs several
 * operations one after another waits for a stalled CMS only once.
 */
export function remoteContentRequester({ url, token, signal, fetch, timeoutMs = CONTENT_TIMEOUT_MS }: RemoteContentOptions): GraphqlRequester {
  // Looked up per call, so a test's replacement of the global fetch is seen.
  const transport: typeof globalThis.fetch = fetch ?? ((input, init) => globalThis.fetch(input, init));
  let timedOut = false;
  return async (operation) => {
    if (timedOut)
      throw new ContentServiceError(
        `Content service failed (${operation.operationName}): an earlier call of this request got no answer within ${timeoutMs} ms`,
        504,
      );
    const controller = new AbortController();
    const cancel = () => controller.abort(signal?.reason);
    if (signal?.aborted) cancel();
    else signal?.addEventListener('abort', cancel, { once: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Racing as well as aborting: a connection that ignores the abort (or a body that never
    // ends) still cannot hold the page.
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new ContentServiceError(`Content service failed (${operation.operationName}): no answer within ${timeoutMs} ms`, 504);
        timedOut = true;
        controller.abort(error);
        reject(error);
      }, timeoutMs);
    });
    try {
      const run = graphqlClientRequester({ url, fetch: transport, token, signal: controller.signal });
      return await Promise.race([run(operation), timeout]);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    }
  };
}
