import { CACHE_CONTROL } from '../cache-control';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import { MuxPlaybackIdSchema } from '../../shared/content';
import { isLanguage, type Language } from '../../shared/i18n/languages';
import { sameSitePath } from '../../shared/routing/same-site-path';
import type { AppEnv } from '../app-env';
import type { RequestContext } from '../context';
import { ApiError } from '../http-error';
import { STAFF_TOKEN_COOKIE, STAFF_TOKEN_SECONDS, signStaffToken } from '../preview/staff-token';

function languageParam(value: string): Language {
  if (!isLanguage(value)) throw new ApiError(400, 'invalid_language', `Unknown language code: ${value}`);
  return value;
}

/** Public answers may be shared-cached; answers in preview never: nothing fetched in preview is cached. */
async function cacheHeader(c: Context<AppEnv>, context: RequestContext) {
  c.header('Cache-Control', (await context.preview).active ? CACHE_CONTROL.private : CACHE_CONTROL.publicPage);
}

/** Compares two strings in time that does not depend on where they differ. */
async function sameSecret(given: string, secret: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
    crypto.subtle.digest('SHA-256', encoder.encode(secret)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = 0;
  for (let i = 0; i < x.length; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** The staff sign-in form, in both languages (staff may read either); it posts the secret. */
function staffSignInPage(next: string): string {
  return `<!doctype html>
<html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Förhandsgranskning / Preview</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5}input,button{font:inherit;padding:.5rem .75rem}input{width:100%;box-sizing:border-box}</style></head>
<body><main><h1>Förhandsgranskning <span lang="en">/ Preview</span></h1>
<form method="post" action="/api/content/preview-token">
<p><label for="secret">Personalens lösenord <span lang="en">/ Staff secret</span></label>
<input id="secret" name="secret" type="password" autocomplete="current-password" required></p>
<input type="hidden" name="next" value="${escapeHtml(next)}">
<p><button type="submit">Logga in <span lang="en">/ Sign in</span></button></p>
</form></main></body></html>`;
}

/**
 * The content calls the browser makes (`menu`, `search-opts`, `mux-color`) and the staff token:
 * `GET /api/content/preview-token` shows the staff sign-in form, `POST` with `secret` =
 * PREVIEW_SECRET sets the signed staff cookie and continues in preview mode (404 when no secret
 * is configured). The secret is never accepted in a query string.
 */
export function contentApiRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/menu/:languageCode', async (c) => {
    const language = languageParam(c.req.param('languageCode'));
    const { context } = c.var;
    const menu = await context.content.menu(language);
    await cacheHeader(c, context);
    return c.json({ languages: menu.languages, mainMenuByLanguage: menu.mainMenuByLanguage });
  });

  app.get('/search-opts/:languageCode', async (c) => {
    const language = languageParam(c.req.param('languageCode'));
    const { context } = c.var;
    const options = await context.content.searchOptions(language);
    await cacheHeader(c, context);
    return c.json({ searchOptionsByLanguage: options.searchOptionsByLanguage });
  });

  app.get('/mux-color/:playbackId', async (c) => {
    const playbackId = c.req.param('playbackId');
    if (!MuxPlaybackIdSchema.safeParse(playbackId).success) throw new ApiError(400, 'invalid_playback_id', 'Invalid playback id');
    const { context } = c.var;
    const color = await context.content.muxColor(playbackId);
    if (!color) throw new ApiError(404, 'not_found', `No colour for playback id ${playbackId}`);
    await cacheHeader(c, context);
    return c.json({ color: color.color });
  });

  // A secret and a path fit in a few hundred bytes; nothing bigger is read.
  const tokenFormLimit = bodyLimit({
    maxSize: 4 * 1024,
    onError: () => {
      throw new ApiError(413, 'body_too_large', 'The body is larger than 4096 bytes');
    },
  });

  // Staff sign in with a form that posts the secret: a secret in a query string is kept by
  // browser history, proxies and access logs, so a GET never carries it and one that tries is refused.
  app.get('/preview-token', (c) => {
    c.header('Cache-Control', CACHE_CONTROL.private);
    c.header('Referrer-Policy', 'no-referrer');
    if (!c.var.config.PREVIEW_SECRET) throw new ApiError(404, 'not_found', 'Preview tokens are not enabled');
    if (c.req.query('secret') !== undefined) {
      throw new ApiError(400, 'secret_in_query', 'Send the preview secret in a POST form, never in the address');
    }
    return c.html(staffSignInPage(sameSitePath(c.req.query('next'))));
  });

  app.post('/preview-token', tokenFormLimit, async (c) => {
    const secret = c.var.config.PREVIEW_SECRET;
    c.header('Cache-Control', CACHE_CONTROL.private);
    c.header('Referrer-Policy', 'no-referrer');
    if (!secret) throw new ApiError(404, 'not_found', 'Preview tokens are not enabled');
    if (c.req.query('secret') !== undefined) {
      throw new ApiError(400, 'secret_in_query', 'Send the preview secret in a POST form, never in the address');
    }
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
    const given = form['secret'] ?? '';
    if (typeof given !== 'string' || !(await sameSecret(given, secret))) {
      throw new ApiError(403, 'invalid_secret', 'The preview secret is not valid');
    }
    const expiresAt = Math.floor(Date.now() / 1000) + STAFF_TOKEN_SECONDS;
    // `__Host-` requires Secure, path / and no Domain; browsers accept Secure on http://localhost.
    setCookie(c, STAFF_TOKEN_COOKIE, await signStaffToken(secret, expiresAt), {
      path: '/',
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      maxAge: STAFF_TOKEN_SECONDS,
    });
    const nextField = form['next'];
    const next = sameSitePath(c.req.query('next') ?? (typeof nextField === 'string' ? nextField : undefined));
    const url = new URL(next, 'http://site.invalid');
    url.searchParams.set('preview', 'true');
    return c.redirect(url.pathname + url.search, 303);
  });

  return app;
}
