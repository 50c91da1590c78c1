/** The calls limited per client, each with its own `[[ratelimits]]` binding in wrangler.toml. */
export const RATE_LIMITS = {
  commit: { binding: 'LIMIT_COMMIT', periodSeconds: 60 },
  price: { binding: 'LIMIT_PRICE', periodSeconds: 60 },
  share: { binding: 'LIMIT_SHARE', periodSeconds: 60 },
  upload: { binding: 'LIMIT_UPLOAD', periodSeconds: 60 },
  docs: { binding: 'LIMIT_DOCS', periodSeconds: 60 },
  // A signing document's status, read by the status page (`/api/docs/{id}`, `/sign/{id}/status`).
  docsStatus: { binding: 'LIMIT_DOCS_STATUS', periodSeconds: 60 },
  search: { binding: 'LIMIT_SEARCH', periodSeconds: 60 },
  // Requests with a visitor's content token skip every cache (worker/content-token.ts), so a flood
  // of made-up tokens would reach the content service each time: they count like searches, apart.
  personal: { binding: 'LIMIT_SEARCH', periodSeconds: 60 },
  // The searches that server-rendered pages (search results, catalogue and explorer filters) run
  // for a query string the page cache has not seen. Their own budget: a visitor filtering in the
  // explorer spends the API's, and a page search costs a whole render besides.
  searchPage: { binding: 'LIMIT_SEARCH_PAGE', periodSeconds: 60 },
  // Staff sign-in attempts: the preview secret cannot be guessed faster than this.
  staffSignIn: { binding: 'LIMIT_STAFF_SIGN_IN', periodSeconds: 60 },
} as const satisfies Record<string, { binding: keyof Env; periodSeconds: 10 | 60 }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The key of requests that carry no client address, in production (see `clientKey`). */
export const NO_CLIENT_ADDRESS = 'no-client-address';

/**
 * Who a request counts against: its client address, `CF-Connecting-IP`, which Cloudflare's edge
 * sets on every request from the internet (a client cannot choose it) and `wrangler dev` sets from
 * the socket. A request without it never came from the internet: in production it still counts,
 * all such requests under one key (failing closed); elsewhere it is a test calling the worker
 * directly, and is not limited (null).
 */
export function clientKey(header: string | undefined, production: boolean): string | null {
  const address = header?.trim();
  if (address) return address.slice(0, 64);
  return production ? NO_CLIENT_ADDRESS : null;
}

/**
 * Whether one more call of a kind is allowed for the client of a request (a request without a
 * client address outside production is never limited, see `clientKey`).
 */
export async function withinLimit(name: RateLimitName, env: Env, request: Request, production: boolean): Promise<boolean> {
  const key = clientKey(request.headers.get('CF-Connecting-IP') ?? undefined, production);
  if (key === null) return true;
  const { success } = await env[RATE_LIMITS[name].binding].limit({ key: `${name}:${key}` });
  return success;
}
