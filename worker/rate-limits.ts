import { ApiError } from './http-error';

/**
 * The calls limited per client, each with its binding and its numbers: how many calls (`limit`)
 * one client may make in `periodSeconds` (10 or 60, the platform's only choices). This is the one
 * home of these numbers: every environment's `[[ratelimits]]` in wrangler.toml must say the same
 * (`rate-limits.unit.test.ts` checks it), and the docs and tests refer here. Each limit is far
 * above what a visitor does in a minute and far below what a script can.
 */
const SEARCH = { binding: 'LIMIT_SEARCH', limit: 300, periodSeconds: 60 } as const;
export const RATE_LIMITS = {
  commit: { binding: 'LIMIT_COMMIT', limit: 20, periodSeconds: 60 },
  price: { binding: 'LIMIT_PRICE', limit: 300, periodSeconds: 60 },
  share: { binding: 'LIMIT_SHARE', limit: 30, periodSeconds: 60 },
  upload: { binding: 'LIMIT_UPLOAD', limit: 40, periodSeconds: 60 },
  docs: { binding: 'LIMIT_DOCS', limit: 30, periodSeconds: 60 },
  // A signing document's status, read by the status page (`/api/docs/{id}`, `/sign/{id}/status`)
  // a few times while the signatory signs; each read may be a (billed) Scrive call.
  docsStatus: { binding: 'LIMIT_DOCS_STATUS', limit: 60, periodSeconds: 60 },
  search: SEARCH,
  // Requests with a visitor's content token skip every cache (worker/content-token.ts), so a flood
  // of made-up tokens would reach the content service each time: they count like searches, apart.
  personal: SEARCH,
  // The searches that server-rendered pages (search results, catalogue and explorer filters) run
  // for a query string the page cache has not seen. Their own budget: a visitor filtering in the
  // explorer spends the API's, and a page search costs a whole render besides. A visitor without
  // JavaScript loads a page per filter; the end-to-end suite, from one address, a few dozen a run.
  searchPage: { binding: 'LIMIT_SEARCH_PAGE', limit: 120, periodSeconds: 60 },
  // Staff sign-in attempts: the preview secret cannot be guessed faster than this. Staff sign in
  // once a day; ten tries a minute leave room for typos.
  staffSignIn: { binding: 'LIMIT_STAFF_SIGN_IN', limit: 10, periodSeconds: 60 },
  // Lookups by a slug or id from the address that no cache answered: each made-up course slug,
  // schedule or preview id, Mux playback id, share id, event id or attachment space is new to
  // every cache, so a flood of unique ones would reach the upstream once each. Content lookups
  // count only when the content caches have no copy (a known page costs nothing).
  lookup: { binding: 'LIMIT_LOOKUP', limit: 120, periodSeconds: 60 },
} as const satisfies Record<string, { binding: keyof Env; limit: number; periodSeconds: 10 | 60 }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Ceilings of all clients together, per minute, with the same platform's rate limiter keyed on
 * what is protected rather than on a client (`withinSiteLimit`); one home with RATE_LIMITS, and
 * wrangler.toml repeats them alike. The binding counts per Cloudflare location, so the bound on
 * the whole deployment is this figure times the locations a flood comes through (a daily count
 * must be exact and is D1's, worker/ceilings/); a minute's bound on what reaches an upstream needs
 * no more, and costs no write.
 */
export const SITE_LIMITS = {
  // Lookups by a slug or id that no cache answered, all clients together, per upstream (the CMS,
  // the booking back end, the attachment store): a flood of unique made-up URLs spread over many
  // networks, each within its `lookup` limit, reaches each upstream at most this often. Five
  // clients' whole `lookup` budgets; a cold isolate after a deploy asks about one per page shown.
  lookupMisses: { binding: 'LIMIT_LOOKUP_SITE', limit: 600, periodSeconds: 60 },
} as const satisfies Record<string, { binding: keyof Env; limit: number; periodSeconds: 10 | 60 }>;

export type SiteLimitName = keyof typeof SITE_LIMITS;

/** Whether one more call of a kind is allowed this period, all clients together, for what `scope` names (an upstream). */
export async function withinSiteLimit(name: SiteLimitName, env: Env, scope: string): Promise<boolean> {
  const { success } = await env[SITE_LIMITS[name].binding].limit({ key: `${name}:${scope}` });
  return success;
}

/** Over a ceiling of all clients: 429 `rate_limited`, again after the limiter's whole period. */
export function siteLimited(name: SiteLimitName): ApiError {
  const { periodSeconds } = SITE_LIMITS[name];
  const error = new ApiError(429, 'rate_limited', `The site takes no more of these right now; try again in ${periodSeconds} seconds`);
  error.retryAfterSeconds = periodSeconds;
  return error;
}

/** The key of requests that carry no client address, in production (see `clientKey`). */
export const NO_CLIENT_ADDRESS = 'no-client-address';

/**
 * Who a request counts against: its client's network (`clientNetwork`) of `CF-Connecting-IP`, which Cloudflare's edge
 * sets on every request from the internet (a client cannot choose it) and `wrangler dev` sets from
 * the socket. A request without it never came from the internet: in production it still counts,
 * all such requests under one key (failing closed); elsewhere it is a test calling the worker
 * directly, and is not limited (null).
 */
export function clientKey(header: string | undefined, production: boolean): string | null {
  const address = header?.trim();
  if (address) return clientNetwork(address);
  return production ? NO_CLIENT_ADDRESS : null;
}

/** The groups of an IPv6 address written out in full (eight numbers), or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const parts = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  // An IPv4 address written in the last 32 bits (`::ffff:192.0.2.1`) is two groups.
  const last = (tail.length > 0 ? tail : head).at(-1);
  if (last?.includes('.')) {
    const octets = last.split('.').map(Number);
    if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    (tail.length > 0 ? tail : head).splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  if (!head.concat(tail).every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  return [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill('0'), ...tail].map((group) => Number.parseInt(group, 16));
}

/**
 * The network a client address stands for, the one rule of who a client is (rate limits, the
 * booking policy's unsigned orders per client): an IPv4 address is itself; an IPv6 address is its
 * /64, since one subscriber is given a whole /64 and may send from any of its 2^64 addresses. An
 * IPv4 address written as IPv6 (`::ffff:192.0.2.1`) is the IPv4 address. Anything else is kept as
 * sent (trimmed, lower case, at most 64 characters): Cloudflare's edge only sends addresses.
 */
export function clientNetwork(address: string): string {
  const text = address.trim().toLowerCase();
  if (!text.includes(':')) return text.slice(0, 64);
  const groups = ipv6Groups(text.split('%')[0] ?? '');
  if (!groups) return text.slice(0, 64);
  const [a, b, c, d, e, f, g, h] = groups;
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff && g !== undefined && h !== undefined) {
    return [g >> 8, g & 0xff, h >> 8, h & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** Who a request counts against (`clientKey` of its `CF-Connecting-IP`). */
export const requestClientKey = (request: Request, production: boolean): string | null =>
  clientKey(request.headers.get('CF-Connecting-IP') ?? undefined, production);

/**
 * Whether one more call of a kind is allowed for the client of a request (a request without a
 * client address outside production is never limited, see `clientKey`).
 */
export async function withinLimit(name: RateLimitName, env: Env, request: Request, production: boolean): Promise<boolean> {
  const key = requestClientKey(request, production);
  if (key === null) return true;
  const { success } = await env[RATE_LIMITS[name].binding].limit({ key: `${name}:${key}` });
  return success;
}

/** Over a per-client limit: 429 `rate_limited`, to be asked again after the limiter's whole period (its windows are fixed). */
export function rateLimited(name: RateLimitName): ApiError {
  const { periodSeconds } = RATE_LIMITS[name];
  const error = new ApiError(429, 'rate_limited', `Too many requests; try again in ${periodSeconds} seconds`);
  error.retryAfterSeconds = periodSeconds;
  return error;
}
