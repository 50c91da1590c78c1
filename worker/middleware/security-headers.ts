import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import type { VideoService } from '../../shared/video/video-urls';
import { FIXED_SECURITY_HEADERS } from '../fixed-security-headers';

function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** What each video service needs beyond the site's own origin: images, media and connections. */
const VIDEO_SOURCES: Record<VideoService, { img: string; media: string; connect: string }> = {
  // Stills and the MP4 come from the worker itself ('self').
  embedded: { img: '', media: '', connect: '' },
  // Stills from image.mux.com; the player streams HLS through MediaSource (blob:) from stream.mux.com.
  mux: { img: ' https://image.mux.com', media: ' blob: https://stream.mux.com', connect: ' https://*.mux.com' },
};

/**
 * Content-Security-Policy with a fresh nonce per response. Scripts run only with the nonce
 * (plus what those scripts load, through 'strict-dynamic'); no 'unsafe-inline' for scripts.
 * The video hosts are allowed only when Mux is the configured video service.
 */
export function contentSecurityPolicy(nonce: string, videoService: VideoService): string {
  const video = VIDEO_SOURCES[videoService];
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${video.img} https://www.googletagmanager.com`,
    `media-src 'self'${video.media}`,
    `connect-src 'self' https://*.algolia.net https://*.algolianet.com${video.connect} https://www.google-analytics.com`,
    "font-src 'self'",
    "frame-src 'self' https://www.googletagmanager.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Adds the security headers (docs/rules/security.md) to every response the worker makes. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  const nonce = createNonce();
  c.set('nonce', nonce);
  await next();
  const headers = c.res.headers;
  headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, c.var.config.VIDEO_SERVICE));
  for (const [name, value] of Object.entries(FIXED_SECURITY_HEADERS)) headers.set(name, value);
  const hsts = c.var.config.HSTS_MAX_AGE;
  if (hsts !== undefined) headers.set('Strict-Transport-Security', `max-age=${hsts}; includeSubDomains`);
});
