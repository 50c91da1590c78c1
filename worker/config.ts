import { z } from 'zod';
import type { PublicConfig } from '../shared/public-config';
import { VideoServiceSchema } from '../shared/video/video-service-schema';

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

/**
 * Every environment variable the worker reads. With none set, every outside service runs on its
 * embedded default and the site is complete on its own (docs/rules/embedded-services.md).
 */
export const configSchema = z
  .object({
    ENVIRONMENT: z.enum(['development', 'production', 'test']).default('development'),
    PUBLIC_SITE_URL: z.url({ protocol: /^https?$/ }).default('http://localhost:8787'),
    /** Seconds for Strict-Transport-Security; no header when unset. */
    HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).optional(),
    /** Marks the language cookie Secure (it is Secure only when configured). */
    COOKIE_SECURE: flag(false),
    FEATURE_LANGUAGE_SELECTOR: flag(true),
    MYFEI_LOGIN_URL: z.url({ protocol: /^https$/ }).default('https://myfei.example.org/login'),
    GTM_CONTAINER_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-XXXXXXX')
      .optional(),
    CONTENT_GRAPHQL_URL: optionalUrl,
    /** Seconds a content answer is served from cache before the content service is asked again. */
    CONTENT_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(300),
    /** Seconds the last good content answer is kept to serve when the content service fails. */
    CONTENT_STALE_TTL: z.coerce.number().int().min(60).max(31_536_000).default(604_800),
    BACKEND_URL: optionalUrl,
    ALGOLIA_APP_ID: z
      .string()
      .regex(/^[A-Z0-9]{6,20}$/)
      .optional(),
    ALGOLIA_SEARCH_KEY: z.string().min(8).optional(),
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
    /**
     * Minutes an unsigned order of the embedded back end holds its seats; after that they return
     * and the order can no longer be signed. Fractions are allowed (tests use short holds).
     */
    SEAT_HOLD_MINUTES: z.coerce.number().positive().max(10_080).default(30),
  })
  .superRefine((config, issues) => {
    if (config.ALGOLIA_APP_ID && !config.ALGOLIA_SEARCH_KEY) {
      issues.addIssue({ code: 'custom', path: ['ALGOLIA_SEARCH_KEY'], message: 'is required with ALGOLIA_APP_ID' });
    }
    if (config.ALGOLIA_APP_ID && config.SEARCH_INDEX_CATALOG === '') {
      issues.addIssue({ code: 'custom', path: ['SEARCH_INDEX_CATALOG'], message: 'missing search index name' });
    }
    if (config.SCRIVE_API_URL && !config.SCRIVE_API_TOKEN) {
      issues.addIssue({ code: 'custom', path: ['SCRIVE_API_TOKEN'], message: 'is required with SCRIVE_API_URL' });
    }
  });

export type Config = z.infer<typeof configSchema>;

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
  };
}
