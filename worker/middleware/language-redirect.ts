import { getCookie, setCookie } from 'hono/cookie';
import { createMiddleware } from 'hono/factory';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  languageFromAcceptLanguage,
  type Language,
} from '../../shared/i18n/languages';
import { homePath } from '../../shared/routing/paths';
import type { AppEnv } from '../app-env';

/**
 * On the root path only (DECISIONS.md section 3): a language cookie naming another language
 * redirects there; without a cookie, Accept-Language decides once and the cookie is set.
 */
export const languageRedirect = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path !== '/' || c.req.method !== 'GET') return next();
  const remembered = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(remembered)) {
    if (remembered !== DEFAULT_LANGUAGE) return c.redirect(homePath(remembered), 302);
    return next();
  }
  const detected: Language = languageFromAcceptLanguage(c.req.header('Accept-Language')) ?? DEFAULT_LANGUAGE;
  setCookie(c, LANGUAGE_COOKIE, detected, {
    path: '/',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'Lax',
    secure: c.var.config.COOKIE_SECURE,
  });
  if (detected !== DEFAULT_LANGUAGE) return c.redirect(homePath(detected), 302);
  await next();
});
