import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Whether a status is one Hono sends with a body: 200 to 599, less 204, 205 and 304. */
function isContentfulStatus(status: number): status is ContentfulStatusCode {
  return Number.isInteger(status) && status >= 200 && status <= 599 && status !== 204 && status !== 205 && status !== 304;
}

/**
 * A status that came from elsewhere (the router's answer, a cached page, a thrown route error,
 * the back end) as one the worker may answer with a body; anything else is the server's own
 * failure, 500, since what is sent always carries a body.
 */
export function contentfulStatus(status: number): ContentfulStatusCode {
  return isContentfulStatus(status) ? status : 500;
}
