import { DEFAULT_SEAT_HOLD_MINUTES } from '../shared/booking/seat-hold';
import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';
import { DEFAULT_BOOKING_POLICY, type BookingPolicy } from '../shared/booking/booking-policy';
import { DEFAULT_LIFETIME_DAYS } from '../shared/retention/lifetime';
import { type CeiledCall, DEFAULT_CALL_CEILINGS, DEFAULT_STORAGE_CEILINGS, type StorageCeilings } from '../shared/ceilings/ceilings';
import { VideoServiceSchema } from '../shared/video/video-service-schema';
import { PAGE_CACHE_ENTRIES } from './page-cache';

/** The largest DEMO_SCALE: the embedded seed numbers its copies COPY_NUMBER_STEP apart, and its counts stay far below that. */
export const MAX_DEMO_SCALE = 100;

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? fallback : value === 'true' || value === '1'));

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ protocol: /^https?$/ }).optional());

/** A ceiling or cap: a whole number of at least 1 (its default unless set). */
const count = (fallback: number) => z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).default(fallback);

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why a search host may not be used, or null: the search key travels to it on every request, so
 * it must be https, except loopback in the test environment (the fault bench's local proxy); and
 * the client takes a host and port only, so a path, query or credentials would be silently lost.
 */
function algoliaHostProblem(url: URL, environment: 'development' | 'production' | 'test'): string | null {
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return 'must be an origin only (scheme, host and port), with no path, query or credentials';
  }
  if (url.protocol === 'https:') return null;
  if (environment === 'test' && LOOPBACK_HOSTS.has(url.hostname)) return null;
  return 'must be an https:// address (plain http only to loopback with ENVIRONMENT=test)';
}

/**
 * Every environment variable the worker reads. With none set, every outside service runs on its
 * embedded default and the site is complete on its own (docs/rules/embedded-services.md).
 */
export const configSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'production', 'test']).default('development'),
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8787'),
    /**
     * Seconds for Strict-Transport-Security. Unset, a response served over https carries a year
     * (`HTTPS_HSTS_DEFAULT_SECONDS`) and one over plain http (local development) none.
     */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).optional(),
    /** Marks the site's cookies Secure also over plain http; over https they are always Secure. */
    COOKIE_SECURE: flag(false),
    FEATURE_LANGUAGE_SELECTOR: flag(true),
    MYFEI_LOGIN_URL: z.url({ protocol: /^https$/ }).default('https://myfei.example.org/login'),
    GTM_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
      .optional(),
    CONTENT_GRAPHQL_URL: optionalUrl,
    /**
     * A secret the CMS at CONTENT_GRAPHQL_URL needs on every request (`Authorization: Bearer`),
     * published content too; a visitor's own token or a staff token in preview takes its place.
     */
    CONTENT_API_TOKEN: z
      .string()
      .max(2048)
      .regex(/^[A-Za-z0-9\-._~+/]{8,}=*$/, 'must be a bearer token (at least 8 letters, digits or -._~+/)')
      .optional(),
    /** Seconds a content answer is served from cache before the content service is asked again. */
    CONTENT_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(300),
    /** Seconds the last good content answer is kept to serve when the content service fails. */
    CONTENT_STALE_TTL: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
    /**
     * Pages the isolate's own page cache keeps (0 keeps none: every page not in the location's
     * shared cache is rendered, as after a deploy or in a new isolate).
     */
    PAGE_CACHE_ENTRIES: z.coerce.number().int().min(0).max(5_000).default(PAGE_CACHE_ENTRIES),
    BACKEND_URL: optionalUrl,
    ALGOLIA_APP_ID: z
      .string()
      .regex(/^[A-Z0-9]{6,20}$/)
      .optional(),
    ALGOLIA_SEARCH_KEY: z.string().min(8).optional(),
    /**
     * The hosted search's one host, in place of Algolia's own (`{ALGOLIA_APP_ID}-dsn.algolia.net`
     * and its fallbacks): an origin only (`https://search.example.net`, a port allowed). Plain http
     * only to loopback with ENVIRONMENT=test, where the fault bench puts its proxy; https elsewhere.
     */
    ALGOLIA_HOST: optionalUrl,
    /** Search index name per index type; the catalogue index defaults to `Catalog`. */
    SEARCH_INDEX_CATALOG: z.string().trim().default('Catalog'),
    SCRIVE_API_URL: optionalUrl,
    SCRIVE_API_TOKEN: z.string().min(8).optional(),
    /** Signs the staff preview cookie; unpublished content needs a token signed with it. */
    PREVIEW_SECRET: z.string().min(16).optional(),
    /**
     * `mux` for the hosted video service (real playback ids from a real CMS); by default the
     * embedded one serves stills and a short clip from the repo, so the seed's made-up ids work.
     */
    VIDEO_SERVICE: VideoServiceSchema.default('embedded'),
    /** Days a shared cart is kept after its last change (embedded back end); then it is gone. */
    SHARE_LIFETIME_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LIFETIME_DAYS.share),
    /** Days the attachments of an application that was never sent are kept after their upload. */
    ATTACHMENT_LIFETIME_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_LIFETIME_DAYS.unsentAttachments),
    /** In production, allows the embedded signing page instead of Scrive (chosen by name, never by omission). */
    ALLOW_EMBEDDED_SIGNING: flag(false),
    /** In production, allows the embedded booking back end and its demo coupons instead of `BACKEND_URL`. */
    ALLOW_DEMO_COUPONS: flag(false),
    /** In production, allows running without PREVIEW_SECRET (no staff preview at all). */
    ALLOW_NO_PREVIEW_SECRET: flag(false),
    /**
     * Minutes an unsigned order of the embedded back end holds its seats; after that they return
     * and the order can no longer be signed. Fractions are allowed (tests use short holds).
     */
    SEAT_HOLD_MINUTES: z.coerce.number().positive().max(10_080).default(DEFAULT_SEAT_HOLD_MINUTES),
    /** Seats one unsigned order of the embedded back end may hold on one event (shared/booking/booking-policy.ts). */
    BOOKING_SEATS_PER_EVENT: z.coerce.number().int().min(1).max(10_000).default(DEFAULT_BOOKING_POLICY.seatsPerEvent),
    /** Seats one unsigned order may hold over all its events. */
    BOOKING_SEATS_IN_ALL: z.coerce.number().int().min(1).max(100_000).default(DEFAULT_BOOKING_POLICY.seatsInAll),
    /** Unsigned orders whose hold still runs that one client (its address, an IPv6 /64) may have at once. */
    BOOKING_UNSIGNED_ORDERS_PER_CLIENT: z.coerce.number().int().min(1).max(1_000).default(DEFAULT_BOOKING_POLICY.unsignedOrdersPerClient),
    /** Minutes after a hold ran out before its client or customer may hold its events again (0: at once). */
    BOOKING_COOL_DOWN_MINUTES: z.coerce.number().min(0).max(10_080).default(DEFAULT_BOOKING_POLICY.coolDownMinutes),
    /** Shares one client (its address, an IPv6 /64) may create in a UTC day (shared/ceilings/ceilings.ts). */
    SHARES_PER_CLIENT_PER_DAY: count(DEFAULT_STORAGE_CEILINGS.sharesPerClientPerDay),
    /** Shares the embedded back end keeps at once, all clients together. */
    SHARES_IN_ALL: count(DEFAULT_STORAGE_CEILINGS.sharesInAll),
    /** Attachment spaces (applications) one client may open in a UTC day. */
    ATTACHMENT_SPACES_PER_CLIENT_PER_DAY: count(DEFAULT_STORAGE_CEILINGS.attachmentSpacesPerClientPerDay),
    /** Bytes of attachments one client may upload in a UTC day. */
    ATTACHMENT_BYTES_PER_CLIENT_PER_DAY: count(DEFAULT_STORAGE_CEILINGS.attachmentBytesPerClientPerDay),
    /** Attachment spaces kept at once, all clients together. */
    ATTACHMENT_SPACES_IN_ALL: count(DEFAULT_STORAGE_CEILINGS.attachmentSpacesInAll),
    /** Bytes of attachments kept at once, all clients together. */
    ATTACHMENT_BYTES_IN_ALL: count(DEFAULT_STORAGE_CEILINGS.attachmentBytesInAll),
    /** Commits per UTC day, all clients together. */
    CEILING_COMMITS_PER_DAY: count(DEFAULT_CALL_CEILINGS.commit),
    /** Share calls (creating or updating) per UTC day, all clients together. */
    CEILING_SHARES_PER_DAY: count(DEFAULT_CALL_CEILINGS.share),
    /** Attachment uploads per UTC day, all clients together. */
    CEILING_UPLOADS_PER_DAY: count(DEFAULT_CALL_CEILINGS.upload),
    /** Signing documents created per UTC day, all clients together (each is billed). */
    CEILING_SIGNING_DOCUMENTS_PER_DAY: count(DEFAULT_CALL_CEILINGS.docs),
    /** Searches (the API's and the pages' own) per UTC day, all clients together (each hosted query is billed). */
    CEILING_SEARCHES_PER_DAY: count(DEFAULT_CALL_CEILINGS.search),
    /**
     * How many times the embedded content's courses, programmes and articles (with their events)
     * are served, each copy with its own ids and slugs: a larger demo catalogue for measuring.
     */
    DEMO_SCALE: z
      .string()
      .regex(/^\d{1,3}$/, `must be a whole number from 1 to ${MAX_DEMO_SCALE}`)
      .transform(Number)
      .pipe(
        z
          .number()
          .min(1, `must be a whole number from 1 to ${MAX_DEMO_SCALE}`)
          .max(MAX_DEMO_SCALE, `must be a whole number from 1 to ${MAX_DEMO_SCALE}`),
      )
      .default(1),
  })
  .superRefine((config, issues) => {
    // A production deployment fails closed: a setting left out never silently selects a demo
    // default. Each default must be chosen by its own variable.
    if (config.ENVIRONMENT === 'production') {
      if (!config.SCRIVE_API_URL && !config.ALLOW_EMBEDDED_SIGNING) {
        issues.addIssue({
          code: 'custom',
          path: ['SCRIVE_API_URL'],
          message: 'is required in production (or set ALLOW_EMBEDDED_SIGNING=true to sign on the embedded page)',
        });
      }
      if (!config.BACKEND_URL && !config.ALLOW_DEMO_COUPONS) {
        issues.addIssue({
          code: 'custom',
          path: ['BACKEND_URL'],
          message: 'is required in production (or set ALLOW_DEMO_COUPONS=true to run the embedded back end with its demo coupons)',
        });
      }
      if (!config.PREVIEW_SECRET && !config.ALLOW_NO_PREVIEW_SECRET) {
        issues.addIssue({
          code: 'custom',
          path: ['PREVIEW_SECRET'],
          message: 'is required in production (or set ALLOW_NO_PREVIEW_SECRET=true to run without staff preview)',
        });
      }
      // The services' tokens and visitors' bookings travel to these addresses.
      for (const name of ['PUBLIC_SITE_URL', 'CONTENT_GRAPHQL_URL', 'BACKEND_URL', 'SCRIVE_API_URL'] as const) {
        const value = config[name];
        if (value && !value.startsWith('https://')) {
          issues.addIssue({ code: 'custom', path: [name], message: 'must be an https:// address in production' });
        }
      }
    }
    if (config.ALGOLIA_APP_ID && !config.ALGOLIA_SEARCH_KEY) {
      issues.addIssue({ code: 'custom', path: ['ALGOLIA_SEARCH_KEY'], message: 'is required with ALGOLIA_APP_ID' });
    }
    if (config.ALGOLIA_APP_ID && config.SEARCH_INDEX_CATALOG === '') {
      issues.addIssue({ code: 'custom', path: ['SEARCH_INDEX_CATALOG'], message: 'missing search index name' });
    }
    // Refinements run on a value whose own check failed too: an unparsable address is reported there.
    if (config.ALGOLIA_HOST && URL.canParse(config.ALGOLIA_HOST)) {
      const problem = algoliaHostProblem(new URL(config.ALGOLIA_HOST), config.ENVIRONMENT);
      if (problem) issues.addIssue({ code: 'custom', path: ['ALGOLIA_HOST'], message: problem });
      if (!config.ALGOLIA_APP_ID) issues.addIssue({ code: 'custom', path: ['ALGOLIA_HOST'], message: 'needs ALGOLIA_APP_ID' });
    }
    if (config.SCRIVE_API_URL && !config.SCRIVE_API_TOKEN) {
      issues.addIssue({ code: 'custom', path: ['SCRIVE_API_TOKEN'], message: 'is required with SCRIVE_API_URL' });
    }
  });

export type Config = z.infer<typeof configSchema>;

/**
 * Why a request may not be served, or null: a worker that has no ENVIRONMENT of its own set
 * answers only on loopback (`npm start`, the tests). Left unset on a public host it would run as
 * development, with every production guard off (embedded signing, demo coupons, no staff secret),
 * so it refuses rather than guess; a deploy names its environment (`wrangler deploy --env
 * production`, whose `[env.production]` sets ENVIRONMENT).
 */
export function unchosenEnvironmentProblem(env: object, url: URL): string | null {
  if ('ENVIRONMENT' in env && typeof env.ENVIRONMENT === 'string') return null;
  if (LOOPBACK_HOSTS.has(url.hostname)) return null;
  return `This deployment has no ENVIRONMENT set, so it answers only on loopback, not on ${url.hostname}. Deploy with \`npm run deploy\` (wrangler's [env.production]) or set ENVIRONMENT.`;
}

/** The booking policy the configuration sets (`BOOKING_*`, defaults in shared/booking/booking-policy.ts). */
export function bookingPolicy(config: Config): BookingPolicy {
  return {
    seatsPerEvent: config.BOOKING_SEATS_PER_EVENT,
    seatsInAll: config.BOOKING_SEATS_IN_ALL,
    unsignedOrdersPerClient: config.BOOKING_UNSIGNED_ORDERS_PER_CLIENT,
    coolDownMinutes: config.BOOKING_COOL_DOWN_MINUTES,
  };
}

/** The storage ceilings the configuration sets (defaults in shared/ceilings/ceilings.ts). */
export function storageCeilings(config: Config): StorageCeilings {
  return {
    sharesPerClientPerDay: config.SHARES_PER_CLIENT_PER_DAY,
    sharesInAll: config.SHARES_IN_ALL,
    attachmentSpacesPerClientPerDay: config.ATTACHMENT_SPACES_PER_CLIENT_PER_DAY,
    attachmentBytesPerClientPerDay: config.ATTACHMENT_BYTES_PER_CLIENT_PER_DAY,
    attachmentSpacesInAll: config.ATTACHMENT_SPACES_IN_ALL,
    attachmentBytesInAll: config.ATTACHMENT_BYTES_IN_ALL,
  };
}

/** Each ceiled call's ceiling per UTC day the configuration sets (`CEILING_*`). */
export function callCeilings(config: Config): Record<CeiledCall, number> {
  return {
    commit: config.CEILING_COMMITS_PER_DAY,
    share: config.CEILING_SHARES_PER_DAY,
    upload: config.CEILING_UPLOADS_PER_DAY,
    docs: config.CEILING_SIGNING_DOCUMENTS_PER_DAY,
    search: config.CEILING_SEARCHES_PER_DAY,
  };
}

/** Raised when the environment is invalid; its message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once at start-up; throws a ConfigError with a readable message. It takes
 * the worker's whole `env` (bindings too) and reads its string values, the variables.
 */
export function parseConfig(env: object): Config {
  const strings = Object.fromEntries(Object.entries(env).filter(([, value]) => typeof value === 'string'));
  const result = configSchema.safeParse(strings);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`Invalid worker configuration:\n${lines.join('\n')}`);
}

/** Strict-Transport-Security's max-age for a response served over https when HSTS_MAX_AGE is unset: a year. */
export const HTTPS_HSTS_DEFAULT_SECONDS = 31_536_000;

const httpsConfigs = new WeakMap<Config, Config>();

/**
 * The configuration one request sees: served over https, cookies are Secure and HSTS is on
 * whatever was configured, since a missing setting must not leave a public site without them.
 */
export function configForRequest(config: Config, url: URL): Config {
  if (url.protocol !== 'https:') return config;
  let https = httpsConfigs.get(config);
  if (!https) {
    https = { ...config, COOKIE_SECURE: true, HSTS_MAX_AGE: config.HSTS_MAX_AGE ?? HTTPS_HSTS_DEFAULT_SECONDS };
    httpsConfigs.set(config, https);
  }
  return https;
}

/** The part of the configuration the browser may see (an allow-list, never secrets). */
export function publicConfig(config: Config, buildId: string): PublicConfig {
  return {
    myfeiLoginUrl: config.MYFEI_LOGIN_URL,
    languageSelector: config.FEATURE_LANGUAGE_SELECTOR,
    cookieSecure: config.COOKIE_SECURE,
    gtmContainerId: config.GTM_CONTAINER_ID ?? null,
    embedded: !config.CONTENT_GRAPHQL_URL && !config.BACKEND_URL && !config.ALGOLIA_APP_ID,
    videoService: config.VIDEO_SERVICE,
    buildId,
    // What the cart's "+" allows is what the commit allows: the configured numbers, not the defaults.
    bookingPolicy: { seatsPerEvent: config.BOOKING_SEATS_PER_EVENT, seatsInAll: config.BOOKING_SEATS_IN_ALL },
  };
}
