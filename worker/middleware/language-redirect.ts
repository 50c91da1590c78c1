import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  isSwitchToDefaultLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { homePath } from '../../shared/routing/paths';
import type { AppEnv } from '../app-env';

/** The path of a Referer on this site (same origin as the request), else null. */
function sameSiteRefererPath(referer: string | undefined, requestUrl: string): string | null {
  if (!referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  return from.origin === new URL(requestUrl).origin ? from.pathname : null;
}

/**
 * On the root path only: a language cookie naming another language
 * redirects there, unless the visitor came from that language's pages (the language selector:
 * then Swedish is remembered instead); without a cookie, Accept-Language decides once and the
 * cookie is set.
 */
export const languageRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path !== '/' || c.req.method !== 'GET') return next();
  const remember = (language: Language) =>
    setCookie(c, LANGUAGE_COOKIE, language, {
      path: '/',
      maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
      sameSite: 'Lax',
      secure: c.var.config.COOKIE_SECURE,
    });
  const remembered = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(remembered)) {
    if (isSwitchToDefaultLanguage(remembered, sameSiteRefererPath(c.req.header('Referer'), c.req.url))) {
      remember(DEFAULT_LANGUAGE);
      return next();
    }
    if (remembered !== DEFAULT_LANGUAGE) return c.redirect(homePath(remembered), 302);
    return next();
  }
  const detected: Language = languageFromAcceptLanguage(c.req.header('Accept-Language')) ?? DEFAULT_LANGUAGE;
  remember(detected);
  if (detected !== DEFAULT_LANGUAGE) return c.redirect(homePath(detected), 302);
  await next();
});
